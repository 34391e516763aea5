import { Month } from '../calendar/month';
import { ConflictError, MonthAheadOfCalendarError, MonthAlreadyClosedError } from '../errors/conflict.error';
import { arrearsCarried, balanceOf } from '../billing/balance';
import { Money } from '../money/money';

export interface MonthClosePlan {
  readonly closingMonth: Month;
  readonly nextMonth: Month;
}

/**
 * Which month a close closes. Only the live month can be closed: an earlier one was closed already,
 * a later one is not live yet. And a month is closed only once it has begun on the calendar, so the
 * live month never runs more than one month ahead of `today`.
 */
export function planMonthClose(request: {
  liveMonth: Month;
  requestedMonth?: Month;
  /** Whether the caller named the month; false when it is the live month as read before waiting. */
  named?: boolean;
  /** The business's today, YYYY-MM-DD. */
  today: string;
}): MonthClosePlan {
  const { liveMonth, today } = request;
  const closingMonth = request.requestedMonth ?? liveMonth;
  const named = request.named ?? request.requestedMonth !== undefined;
  if (closingMonth.isBefore(liveMonth)) throw new MonthAlreadyClosedError(closingMonth);
  if (closingMonth.isAfter(liveMonth)) {
    throw new ConflictError(
      `لا يمكن إغلاق إلا الشهر الحالي (${liveMonth.label()})`,
      'ONLY_LIVE_MONTH_CAN_BE_CLOSED',
    );
  }
  if (closingMonth.isAfter(Month.ofDay(today))) {
    // Asked to close "the month" when the one before the live month was just closed (by a close
    // that won a race, or an earlier click): that month is what the caller meant.
    if (!named) throw new MonthAlreadyClosedError(closingMonth.previous());
    throw new MonthAheadOfCalendarError(closingMonth);
  }
  return { closingMonth, nextMonth: closingMonth.next() };
}

export interface LiveRecordAfterClose {
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly isPaid: boolean;
  readonly outstandingBalance: Money;
}

/**
 * What every live ampere record becomes after a close (docs/business-rules.md#the-payments-ledger): the same
 * amount is due again, nothing is paid, and the closing month's outstanding balance carries in as arrears
 * (negative: a credit), so the new month owes arrears + amount and is paid only when that is zero or less.
 * The persistence does this in one SQL statement and a test proves the two agree.
 */
export function startNextMonth(record: {
  amount: Money;
  arrears: Money;
  amountPaid: Money;
  /**
   * The month's charges without a reconnection fee (the fee is billed once, in the closing month);
   * default: `amount`.
   */
  tariffAmount?: Money;
  /** False for a customer cut off at the close: the new month bills nothing (docs/cut-off.md). */
  billed?: boolean;
}): LiveRecordAfterClose {
  const closing = balanceOf({
    arrears: record.arrears,
    amount: record.amount,
    amountPaid: record.amountPaid,
  });
  const arrears = arrearsCarried(closing);
  const amount = record.billed === false ? Money.zero : (record.tariffAmount ?? record.amount);
  const next = balanceOf({ arrears, amount, amountPaid: Money.zero });
  return { arrears, amountPaid: Money.zero, ...next };
}
