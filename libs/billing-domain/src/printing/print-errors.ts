import { InvalidInputError } from '../errors/invalid-input.error';
import { NotFoundError } from '../errors/not-found.error';

/** Some of the customers sent to print are not live customers of the system named (issue 9). */
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
