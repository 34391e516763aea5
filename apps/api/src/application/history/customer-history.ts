import { Month, Quantity } from '@kahraba/billing-domain';
import type { PaymentReceipt } from '../payments/payment-receipt';
import type { StatementView } from '../statements/statement.view';

/** One reading the round recorded in a month, as the history lists it. */
export interface RecordedReadingView {
  kind: 'actual' | 'estimated' | 'unread';
  previous: number;
  reading: number;
  consumption: number;
  unreadReason: string | null;
  takenAt: string;
  recordedBy: string;
}

/** A metered month's readings: the statement's start and end, and every reading the round took. */
export interface HistoryReadingsView {
  previous: number;
  current: number;
  consumption: number;
  estimated: boolean;
  recorded: RecordedReadingView[];
}

/**
 * One month of a customer's history (docs/customer-history.md): the live month or a closed one with
 * its statement, or a month only the ledger names (payments of a month the customer's archive row
 * does not tie to it).
 */
export interface CustomerHistoryMonth {
  /** 'YYYY-MM': the month the ledger and the monthly archive keep. */
  month: string;
  monthLabel: string;
  kind: 'live' | 'closed' | 'payments-only';
  /** Flat subscription: the amperes billed; null for a metered month. */
  ampere: number | null;
  /** Metered: the month's readings; null for a flat month or a month without statement. */
  readings: HistoryReadingsView | null;
  statement: StatementView | null;
  /** The ledger's payments of the month, void ones too, newest first. */
  payments: PaymentReceipt[];
  /** What was left owed at the end of the month (now, for the live month): the statement's total due. */
  balance: { usd: number; lbp: number } | null;
}

/** A month with its statement and the row's raw amperes (decimal text). */
export interface StatedMonth {
  month: string;
  ampere: string;
  statement: StatementView;
}

export interface CustomerHistorySources {
  live: StatedMonth;
  /** The months closed for the customer, any order. */
  closed: readonly StatedMonth[];
  payments: readonly PaymentReceipt[];
  readings: ReadonlyMap<string, readonly RecordedReadingView[]>;
  metered: boolean;
}

/**
 * The months of a customer's history, newest first: the live month, every closed month, and any
 * month only the ledger names. Nothing here computes money: the figures are the statements' and the
 * ledger's.
 */
export function assembleCustomerHistory(sources: CustomerHistorySources): CustomerHistoryMonth[] {
  const months = new Map<string, CustomerHistoryMonth>();
  const stated = (kind: 'live' | 'closed', { month, ampere, statement }: StatedMonth) => {
    if (months.has(month)) return;
    const { readings } = statement;
    months.set(month, {
      month,
      monthLabel: Month.parse(month).label(),
      kind,
      ampere: sources.metered ? null : Quantity.parse(ampere).toNumber(),
      readings:
        sources.metered && readings
          ? {
              previous: readings.previous,
              current: readings.current,
              consumption: readings.consumption,
              estimated: readings.estimated,
              recorded: [...(sources.readings.get(month) ?? [])],
            }
          : null,
      statement,
      payments: [],
      balance: { usd: statement.totalDue, lbp: statement.lbp.totalDue },
    });
  };
  stated('live', sources.live);
  for (const closed of sources.closed) stated('closed', closed);
  for (const payment of sources.payments) {
    let month = months.get(payment.billingMonth);
    if (!month) {
      month = {
        month: payment.billingMonth,
        monthLabel: Month.parse(payment.billingMonth).label(),
        kind: 'payments-only',
        ampere: null,
        readings: null,
        statement: null,
        payments: [],
        balance: null,
      };
      months.set(payment.billingMonth, month);
    }
    month.payments.push(payment);
  }
  for (const month of months.values()) month.payments.sort(newestPaymentFirst);
  return [...months.values()].sort(
    (a, b) => b.month.localeCompare(a.month) || Number(a.kind !== 'live') - Number(b.kind !== 'live'),
  );
}

function newestPaymentFirst(a: PaymentReceipt, b: PaymentReceipt): number {
  return b.receivedAt.localeCompare(a.receivedAt) || b.receiptNumber.localeCompare(a.receiptNumber);
}
