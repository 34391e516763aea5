import { arrearsCarried } from '../billing/balance';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { billKwhCustomer } from './kwh-bill';
import type { KwhCustomer } from './kwh-customer';

/**
 * Month close (docs/business-rules.md#the-metered-kwh-rules-libsbilling-domainsrckwh), for one live customer
 * after its snapshot: the reading taken becomes the previous one (only when the meter was read, currentKwh >
 * 0), the meter starts unread (0), the month's outstanding balance carries in as arrears (negative: a
 * credit), nothing is paid, and the totals are computed again with the fee in effect and the rate used. With
 * nothing consumed the total is the subscription fee, so the customer owes arrears + fee and starts paid only
 * when that is zero or less. The persistence does this in one statement; a test compares both.
 */
export function startNextKwhMonth(
  customer: KwhCustomer,
  /** False for a customer cut off at the close: the new month bills nothing (docs/cut-off.md). */
  billed = true,
): KwhCustomer {
  const read = !customer.currentKwh.isZero();
  const previousKwh = read ? customer.currentKwh : customer.previousKwh;
  const arrears = arrearsCarried(customer.bill);
  // docs/business-rules.md#estimated-readings-and-replaced-meters: an estimate taken becomes an estimated
  // previous reading; the month's marks end.
  const marks = customer.readingMarks ?? {};
  const readingMarks = {
    previousEstimated: read ? marks.estimated === true : marks.previousEstimated === true,
  };
  const fields = {
    ...customer,
    previousKwh,
    currentKwh: Quantity.zero,
    arrears,
    amountPaid: Money.zero,
    readingMarks,
    // The reconnection fee was billed once, in the closing month.
    billing: { billed, reconnectionFee: null },
  };
  const bill = billKwhCustomer({
    previousKwh,
    currentKwh: Quantity.zero,
    pricePerKwh: customer.pricePerKwh,
    pricePerKwhLbp: customer.pricePerKwhLbp ?? null,
    subscriptionFee: customer.bill.subscriptionFee,
    subscriptionFeeLbp: customer.bill.subscriptionFeeLbp,
    arrears,
    amountPaid: Money.zero,
    rate: customer.bill.exchangeRateUsed,
    marks: readingMarks,
    billing: fields.billing,
  });
  return { ...fields, bill };
}
