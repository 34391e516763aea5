import type { Month } from '../calendar/month';
import { DomainError } from './domain-error';

/** The request is well formed but the current state of the business does not allow it. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;

  constructor(
    messageAr: string,
    readonly code: string = 'CONFLICT',
  ) {
    super(messageAr);
  }
}

export class MonthAlreadyClosedError extends ConflictError {
  readonly month: string;

  constructor(month: Month) {
    super(`شهر ${month.label()} مغلق مسبقاً`, 'MONTH_ALREADY_CLOSED');
    this.month = month.toString();
  }
}

/** The live month may not run ahead of the calendar: a month is closed once it has begun. */
export class MonthAheadOfCalendarError extends ConflictError {
  readonly month: string;

  constructor(month: Month) {
    super(`لا يمكن إغلاق شهر ${month.label()} قبل حلوله`, 'MONTH_AHEAD_OF_CALENDAR');
    this.month = month.toString();
  }
}
