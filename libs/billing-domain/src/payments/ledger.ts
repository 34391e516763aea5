import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';

/** One payment of a record's ledger, as the rules need it. */
export interface LedgerPayment {
  readonly id: string;
  readonly amount: Money;
  readonly receivedAt: Date;
  /** Breaks a tie of receivedAt: the higher receipt number is the newer payment. */
  readonly receiptNumber: string;
  readonly voidedAt: Date | null;
}

/** A record's amountPaid is the sum of its live month's payments that are not void. */
export function ledgerAmountPaid(payments: readonly Pick<LedgerPayment, 'amount' | 'voidedAt'>[]): Money {
  return Money.sum(payments.filter((payment) => payment.voidedAt === null).map((payment) => payment.amount));
}

/** What bringing a record's paid amount to a target takes: payments to void, then one to record. */
export interface LedgerSettlement {
  readonly voidIds: string[];
  readonly record: Money | null;
}

/**
 * Every older way of setting the paid amount
 * (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent) to X (the paid cell,
 * mark paid, import, paste) keeps the ledger: more than today's sum records one payment of the difference;
 * less voids the newest payments until the sum is X or below, then records what is left to reach X. The
 * set-based SQL that mirrors this orders payments the same way (received_at, then receipt number; see
 * newestFirst).
 */
export function settleTo(livePayments: readonly LedgerPayment[], target: Money): LedgerSettlement {
  if (target.isNegative()) {
    throw new InvalidInputError('المبلغ المدفوع لا يمكن أن يكون سالباً', 'NEGATIVE_AMOUNT');
  }
  const live = livePayments.filter((payment) => payment.voidedAt === null);
  let remaining = ledgerAmountPaid(live);
  if (remaining.compare(target) <= 0) {
    const difference = target.minus(remaining);
    return { voidIds: [], record: difference.isPositive() ? difference : null };
  }
  const voidIds: string[] = [];
  for (const payment of newestFirst(live)) {
    if (remaining.compare(target) <= 0) break;
    voidIds.push(payment.id);
    remaining = remaining.minus(payment.amount);
  }
  const difference = target.minus(remaining);
  return { voidIds, record: difference.isPositive() ? difference : null };
}

/** Newest first: the latest receivedAt, then the higher receipt number (longer numbers are higher). */
export function newestFirst<T extends Pick<LedgerPayment, 'receivedAt' | 'receiptNumber'>>(
  payments: readonly T[],
): T[] {
  return [...payments].sort(
    (a, b) =>
      b.receivedAt.getTime() - a.receivedAt.getTime() ||
      b.receiptNumber.length - a.receiptNumber.length ||
      (a.receiptNumber < b.receiptNumber ? 1 : a.receiptNumber > b.receiptNumber ? -1 : 0),
  );
}
