import { Money } from '../money/money';

/**
 * What the older calls' "paid" / "not paid" mean (docs/business-rules.md#the-payments-ledger) now that the
 * paid amount is the sum of the ledger's payments. Marked paid: the outstanding balance is paid, so the paid
 * amount rises by it (nothing changes when nothing is owed). Marked not paid: the live month's payments are
 * voided, nothing is paid — unless an amount paid is typed beside it (the edit dialog's whole form): then
 * that amount is what was paid. `current` already holds the amount typed.
 */
export function amountPaidWhenMarked(
  isPaid: boolean,
  current: { readonly amountPaid: Money; readonly outstandingBalance: Money },
  typed?: Money,
): Money {
  if (!isPaid) return typed ?? Money.zero;
  if (current.outstandingBalance.isZeroOrLess()) return current.amountPaid;
  return current.amountPaid.plus(current.outstandingBalance);
}
