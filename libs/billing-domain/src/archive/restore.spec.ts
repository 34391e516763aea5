import { Month } from '../calendar/month';
import { Money } from '../money/money';
import { startNextMonth } from '../month-close/month-close';
import { ARCHIVE_REASONS, ArchiveReason, restoredCustomerNumber, restoreIntoLiveMonth } from './restore';

describe('restoredCustomerNumber', () => {
  it('gives a restored customer the number after the highest in use', () => {
    expect(restoredCustomerNumber(1523).value).toBe(1524);
  });

  it('gives the first number when no customer exists', () => {
    expect(restoredCustomerNumber(null).value).toBe(1000);
  });
});

describe('ArchiveReason', () => {
  it('records a month close, a manual archive and a deletion', () => {
    expect(ArchiveReason.NewMonth).toBe('new_month');
    expect(ArchiveReason.ManualArchive).toBe('manual_archive');
    expect(ArchiveReason.Deleted).toBe('deleted');
    expect(ARCHIVE_REASONS).toEqual(['new_month', 'manual_archive', 'deleted']);
  });
});

describe('restoreIntoLiveMonth', () => {
  const archived = {
    month: Month.parse('2026-11'),
    invoiceDate: '2026-11-05',
    amount: Money.parse(75),
    amountPaid: Money.parse(20),
    isPaid: true,
  };
  const plain = (restored: ReturnType<typeof restoreIntoLiveMonth>) => ({
    month: restored.month.toString(),
    invoiceDate: restored.invoiceDate,
    amountPaid: restored.amountPaid.toNumber(),
    isPaid: restored.isPaid,
    outstandingBalance: restored.outstandingBalance.toNumber(),
  });

  it('brings a customer deleted in the live month back exactly as it was', () => {
    expect(plain(restoreIntoLiveMonth(archived, Month.parse('2026-11'), '2026-11-20'))).toEqual({
      month: '2026-11',
      invoiceDate: '2026-11-05',
      amountPaid: 20,
      isPaid: true,
      outstandingBalance: 55,
    });
  });

  it('starts a customer deleted in an earlier month in the live month, as a month close would', () => {
    const next = startNextMonth(archived);
    expect(plain(restoreIntoLiveMonth(archived, Month.parse('2027-01'), '2027-01-03'))).toEqual({
      month: '2027-01',
      invoiceDate: '2027-01-03',
      amountPaid: next.amountPaid.toNumber(),
      isPaid: next.isPaid,
      outstandingBalance: next.outstandingBalance.toNumber(),
    });
    expect(next).toMatchObject({ isPaid: false });
    expect(next.amountPaid.toNumber()).toBe(0);
    expect(next.outstandingBalance.toNumber()).toBe(75);
  });
});
