import { settle } from '../billing/payment-status';
import type { Month } from '../calendar/month';
import { CustomerNumber } from '../customer/customer-number';
import type { Money } from '../money/money';
import { startNextMonth } from '../month-close/month-close';

/** Why a record went to an archive (spec 000 §3.2, §3.3, §4). */
export const ArchiveReason = {
  NewMonth: 'new_month',
  ManualArchive: 'manual_archive',
  Deleted: 'deleted',
} as const;

export type ArchiveReason = (typeof ArchiveReason)[keyof typeof ArchiveReason];

export const ARCHIVE_REASONS: readonly ArchiveReason[] = Object.freeze(Object.values(ArchiveReason));

/**
 * spec 000 §2.9, §4: a restored customer returns with a new customer number, the next free one
 * after every number in use live or archived, so it can never take a number someone else now has.
 */
export function restoredCustomerNumber(highestLiveOrArchived: number | null): CustomerNumber {
  return CustomerNumber.nextAfter(highestLiveOrArchived);
}

export interface RestoredBilling {
  readonly month: Month;
  readonly invoiceDate: string;
  readonly amountPaid: Money;
  readonly isPaid: boolean;
  readonly outstandingBalance: Money;
}

/**
 * A restored customer joins the live month. Deleted in that same month, it comes back exactly as it
 * was; deleted in an earlier one, it starts the live month the way a month close starts every
 * customer (startNextMonth: unpaid, nothing paid, the whole amount owed), invoiced `today`.
 */
export function restoreIntoLiveMonth(
  archived: { month: Month; invoiceDate: string; amount: Money; amountPaid: Money; isPaid: boolean },
  liveMonth: Month,
  today: string,
): RestoredBilling {
  if (archived.month.equals(liveMonth)) {
    return {
      month: archived.month,
      invoiceDate: archived.invoiceDate,
      amountPaid: archived.amountPaid,
      isPaid: archived.isPaid,
      outstandingBalance: settle(archived.amount, archived.amountPaid, archived.isPaid).outstandingBalance,
    };
  }
  return { month: liveMonth, invoiceDate: today, ...startNextMonth(archived) };
}
