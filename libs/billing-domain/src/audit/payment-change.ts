import type { Money } from '../money/money';

/** A customer's paid amount before and after a change (one edit, a pasted line, an imported row). */
export interface PaymentChange {
  id: string;
  customerNumber: number;
  previous: Money;
  amountPaid: Money;
}

/**
 * The changes that moved money: the audit log records a payment (`record-payment`) whenever a
 * customer's paid amount changes, however it was entered; a change of other fields is none.
 */
export function paymentChangesOf(changes: readonly PaymentChange[]): PaymentChange[] {
  return changes.filter((change) => !change.previous.equals(change.amountPaid));
}

/** What one entry of the audit log says of a single customer's payment. */
export function paymentDetailsOf(change: PaymentChange): Record<string, string | number> {
  return {
    id: change.id,
    customerNumber: change.customerNumber,
    previous: change.previous.toDecimalString(),
    amountPaid: change.amountPaid.toDecimalString(),
  };
}
