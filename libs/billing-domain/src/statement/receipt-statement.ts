import { calendarDayIn } from '../calendar/calendar-day';
import { invoiceMonthFor } from '../calendar/invoice-month';
import { Month } from '../calendar/month';
import { invoiceNumberFor } from '../invoice/invoice-number';
import { type ExchangeRate, Lbp, toLbp } from '../money/lbp';
import type { Money } from '../money/money';
import type { StatementOfAccount } from './statement-of-account';

/**
 * The month a receipt names (docs/payment-month.md) is the one the invoice named when the money was taken:
 * the billing month by the 25th rule on the day received (paid on 26 November for the November
 * record: the invoice said كانون الأول 2026, and so does the receipt). The day is the business's
 * (`timeZone`, docs/operator-guide.md#configuration), whatever the server's.
 */
export function receiptMonthOf(billingMonth: string | Month, receivedAt: Date, timeZone: string): Month {
  const billing = billingMonth instanceof Month ? billingMonth : Month.parse(billingMonth);
  return invoiceMonthFor(calendarDayIn(receivedAt, timeZone), billing);
}

/** The invoice number the receipt pays, INV-{n}-{year of the month the invoice was for}. */
export function receiptInvoiceNumberOf(customerNumber: number, month: Month): string {
  return invoiceNumberFor(customerNumber, month.year);
}

/** What remained owed right after a payment, in dollars and in pounds. */
export interface BalanceAfterPayment {
  readonly totalDue: Money;
  readonly totalDueLbp: Lbp;
}

/**
 * What remained owed right after a payment (docs/business-rules.md#the-statement-of-account): the statement's
 * total due now plus what was paid after it (those payments had not been made yet). The pounds follow the
 * statement's pounds due (exact when the month was priced in pounds), the later payments at the stated rate.
 */
export function balanceAfterPayment(
  statement: Pick<StatementOfAccount, 'totalDue' | 'pounds' | 'rate'>,
  paidSince: Money,
): BalanceAfterPayment {
  const totalDue = statement.totalDue.plus(paidSince);
  const rate: ExchangeRate = statement.rate;
  const totalDueLbp =
    totalDue.isPositive() && statement.pounds.exact
      ? Lbp.ofPounds(statement.pounds.totalDue.pounds + toLbp(paidSince, rate).pounds)
      : toLbp(totalDue, rate);
  return { totalDue, totalDueLbp };
}
