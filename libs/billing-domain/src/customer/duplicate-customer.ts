import { ConflictError } from '../errors/conflict.error';
import { CustomerNumber } from './customer-number';

/** A live customer with the same name and box is on file; the answer names its number. */
export class DuplicateCustomerError extends ConflictError {
  override readonly details: { readonly existingCustomerNumber: number };

  constructor(readonly existingCustomerNumber: number) {
    super(
      `يوجد عميل بالاسم نفسه في العلبة نفسها (رقم ${CustomerNumber.of(existingCustomerNumber).toString()})`,
      'DUPLICATE_CUSTOMER',
    );
    this.details = { existingCustomerNumber };
  }
}

/**
 * Adding a customer whose normalised name and box (normaliseRecordKey) match live ones is
 * refused unless the operator chose "add anyway" (`force`): a double click or a second form must not
 * make a second bill for the same household silently
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent).
 */
export function refuseDuplicateCustomer(
  matchingCustomerNumbers: readonly number[],
  options: { readonly force: boolean },
): void {
  if (options.force || matchingCustomerNumbers.length === 0) return;
  throw new DuplicateCustomerError(Math.min(...matchingCustomerNumbers));
}
