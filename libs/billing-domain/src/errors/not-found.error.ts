import { DomainError } from './domain-error';

export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;

  constructor(
    messageAr: string,
    readonly code: string = 'NOT_FOUND',
  ) {
    super(messageAr);
  }
}

export class RecordNotFoundError extends NotFoundError {
  constructor() {
    super('السجل غير موجود', 'RECORD_NOT_FOUND');
  }
}

/** Restoring an archived record that does not exist answers 404. */
export class ArchivedRecordNotFoundError extends NotFoundError {
  constructor() {
    super('السجل المؤرشف غير موجود', 'ARCHIVED_RECORD_NOT_FOUND');
  }
}

/** No batch is left that may be undone (none yet, all undone, or sealed by a month close). */
export class NothingToUndoError extends NotFoundError {
  constructor() {
    super('لا توجد عملية للتراجع عنها', 'NOTHING_TO_UNDO');
  }
}

/** A billing system id no `billing_systems` row has (or a flat system where a metered one is needed). */
export class UnknownBillingSystemError extends NotFoundError {
  constructor() {
    super('نظام الفوترة غير معروف', 'UNKNOWN_BILLING_SYSTEM');
  }
}
