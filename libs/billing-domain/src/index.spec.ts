import * as domain from './index';

describe('the billing-domain entry point', () => {
  it('exports the names the API layer builds on', () => {
    for (const name of [
      'DomainError',
      'InvalidInputError',
      'NotFoundError',
      'ConflictError',
      'NothingToUndoError',
      'ArchivedRecordNotFoundError',
      'RecordNotFoundError',
      'NoValidRowsError',
      'MonthAlreadyClosedError',
      'MonthAheadOfCalendarError',
      'InvalidMonthError',
      'Money',
      'Quantity',
      'Lbp',
      'ExchangeRate',
      'toLbp',
      'toUsd',
      'splitVat',
      'Month',
      'invoiceMonthFor',
      'CustomerNumber',
      'invoiceNumberFor',
      'sortRecordsForDisplay',
      'compareRecordsForDisplay',
      'compareBoxes',
      'normaliseForSearch',
      'matchesSearch',
      'BoxRange',
      'BillingSystem',
      'AmperePricing',
      'billAmpere',
      'balanceOf',
      'arrearsCarried',
      'portalPaymentStatus',
      'parseTabularText',
      'parseImport',
      'parseTariffImport',
      'normaliseRecordKey',
      'planColumnPaste',
      'planUndo',
      'chooseBatchToUndo',
      'planMonthClose',
      'startNextMonth',
      'restoredCustomerNumber',
      'ArchiveReason',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  it('gives every error a stable UPPER_SNAKE code', () => {
    const month = domain.Month.parse('2026-11');
    const errors: domain.DomainError[] = [
      new domain.InvalidInputError('x'),
      new domain.NotFoundError('x'),
      new domain.ConflictError('x'),
      new domain.NothingToUndoError(),
      new domain.ArchivedRecordNotFoundError(),
      new domain.RecordNotFoundError(),
      new domain.NoValidRowsError(),
      new domain.MonthAlreadyClosedError(month),
      new domain.MonthAheadOfCalendarError(month),
      new domain.InvalidMonthError('x'),
      new domain.UnauthorizedError(),
      new domain.ForbiddenError(),
      new domain.TooManyAttemptsError(),
    ];
    for (const error of errors) expect(error.code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
