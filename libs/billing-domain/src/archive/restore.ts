import { ampereCharges } from '../ampere/ampere-customer';
import type { AmperePricing } from '../ampere/ampere-pricing';
import { balanceOf } from '../billing/balance';
import type { Month } from '../calendar/month';
import { CustomerNumber } from '../customer/customer-number';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import { startNextMonth } from '../month-close/month-close';

/** Why a record went to an archive (docs/business-rules.md#archives-and-undo). */
export const ArchiveReason = {
  NewMonth: 'new_month',
  ManualArchive: 'manual_archive',
  Deleted: 'deleted',
} as const;

export type ArchiveReason = (typeof ArchiveReason)[keyof typeof ArchiveReason];

export const ARCHIVE_REASONS: readonly ArchiveReason[] = Object.freeze(Object.values(ArchiveReason));

/**
 * A restored customer returns with a new customer number, the next free one
 * after every number in use live or archived, so it can never take a number someone else now has.
 */
export function restoredCustomerNumber(highestLiveOrArchived: number | null): CustomerNumber {
  return CustomerNumber.nextAfter(highestLiveOrArchived);
}

export interface RestoredBilling {
  readonly month: Month;
  readonly invoiceDate: string;
  readonly amperePrice: Money;
  readonly amount: Money;
  readonly arrears: Money;
  readonly amountPaid: Money;
  readonly isPaid: boolean;
  readonly outstandingBalance: Money;
}

/**
 * A restored customer joins the live month. Deleted in that same month, it comes back as it was;
 * deleted in an earlier one, it starts the live month the way a month close starts every customer
 * (startNextMonth: the balance it left carried as arrears, nothing paid), invoiced `today`. Either way a
 * price that is not the customer's own is the threshold price of the prices in force now, and the
 * amount and balance follow it (docs/business-rules.md#archives-and-undo).
 */
export function restoreIntoLiveMonth(
  archived: {
    month: Month;
    invoiceDate: string;
    ampere: Quantity;
    amperePrice: Money;
    priceIsCustom: boolean;
    /** The amount it was billed when archived. */
    amount: Money;
    arrears: Money;
    amountPaid: Money;
  },
  liveMonth: Month,
  today: string,
  pricing: AmperePricing,
): RestoredBilling {
  const amperePrice = archived.priceIsCustom ? archived.amperePrice : pricing.priceFor(archived.ampere);
  const { amount } = ampereCharges({
    ampere: archived.ampere,
    amperePrice,
    arrears: archived.arrears,
    amountPaid: archived.amountPaid,
  });
  if (archived.month.equals(liveMonth)) {
    const balance = balanceOf({
      arrears: archived.arrears,
      amount,
      amountPaid: archived.amountPaid,
    });
    return {
      month: archived.month,
      invoiceDate: archived.invoiceDate,
      amperePrice,
      amount,
      arrears: archived.arrears,
      amountPaid: archived.amountPaid,
      ...balance,
    };
  }
  const { arrears } = startNextMonth(archived);
  return {
    month: liveMonth,
    invoiceDate: today,
    amperePrice,
    amount,
    arrears,
    amountPaid: Money.zero,
    ...balanceOf({ arrears, amount, amountPaid: Money.zero }),
  };
}
