import type { Month } from '../calendar/month';
import { InvalidInputError } from '../errors/invalid-input.error';
import { NotFoundError } from '../errors/not-found.error';

/** Some of the customers sent to print are not live customers of the system named. */
export class CustomersNotInSystemError extends InvalidInputError {
  constructor(
    readonly count: number,
    systemName: string,
  ) {
    super(
      `بعض العملاء المختارين (${count}) ليسوا من عملاء ${systemName} أو لم يعودوا موجودين`,
      'CUSTOMERS_NOT_IN_SYSTEM',
    );
  }
}

/** A stored print selection that never existed or is older than 24 hours. */
export class PrintSelectionNotFoundError extends NotFoundError {
  constructor() {
    super('قائمة الطباعة غير موجودة أو انتهت صلاحيتها، اختر العملاء من جديد', 'PRINT_SELECTION_NOT_FOUND');
  }
}

/** A stored selection of one system asked to print as another. */
export class PrintSelectionOfOtherSystemError extends InvalidInputError {
  constructor() {
    super('قائمة الطباعة تخص نظام فوترة آخر', 'PRINT_SELECTION_OF_OTHER_SYSTEM');
  }
}

/** Nothing chosen: neither customers, nor a stored selection, nor boxes. */
export class NothingToPrintError extends InvalidInputError {
  constructor() {
    super('اختر العملاء أو العلب المراد طباعة فواتيرها', 'NOTHING_TO_PRINT');
  }
}

/** A month asked to print from the monthly archive that the system never closed (docs/printing.md). */
export class MonthNotClosedError extends NotFoundError {
  constructor(month: Month) {
    super(`شهر ${month.label()} لم يُغلق بعد: لا فواتير له في الأرشيف الشهري`, 'MONTH_NOT_CLOSED');
  }
}

/** Customers asked for who had no invoice in the closed month (added after its close, or deleted before). */
export class CustomersNotInClosedMonthError extends InvalidInputError {
  constructor(
    readonly count: number,
    month: Month,
  ) {
    super(
      `بعض العملاء المختارين (${count}) لم تكن لهم فاتورة في شهر ${month.label()} المغلق`,
      'CUSTOMERS_NOT_IN_CLOSED_MONTH',
    );
  }
}
