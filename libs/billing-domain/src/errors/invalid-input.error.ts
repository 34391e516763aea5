import { DomainError } from './domain-error';

/** The input cannot be accepted as written (a number, a month, a pasted line...). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid' as const;

  constructor(
    messageAr: string,
    readonly code: string = 'INVALID_INPUT',
  ) {
    super(messageAr);
  }
}

/** Bulk create without valid rows. */
export class NoValidRowsError extends InvalidInputError {
  constructor() {
    super('لا توجد بيانات صالحة للإنشاء', 'NO_VALID_ROWS');
  }
}

/** A month must be written YYYY-MM with a month from 01 to 12. */
export class InvalidMonthError extends InvalidInputError {
  constructor(written?: string) {
    super(written === undefined ? 'الشهر غير صالح' : `الشهر غير صالح: ${written}`, 'INVALID_MONTH');
  }
}
