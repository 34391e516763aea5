import { AmperePricing, Money, Quantity, billAmpere } from '@kahraba/billing-domain';
import type { AmpereRecord } from '../../../types/ampere';

/** The bill after an edit of the amperes or the price, by the domain's rule (`billAmpere`): the record's
 * own amount when neither changed; the record's amount too when the new one needs prices not yet known. */
export function billAfterEdit(
  record: Pick<AmpereRecord, 'ampere' | 'amount'>,
  edit: { ampere: number; amperePrice?: number | null },
  prices?: { globalPrice: number; lowPrice: number },
): number {
  const priceTyped = edit.amperePrice !== undefined && edit.amperePrice !== null;
  if (edit.ampere === record.ampere && edit.amperePrice === undefined) return record.amount;
  if (!priceTyped && !prices) return record.amount;
  const pricing = AmperePricing.of({
    globalPrice: Money.parse(prices?.globalPrice ?? 0),
    lowPrice: Money.parse(prices?.lowPrice ?? 0),
  });
  const subscription = {
    ampere: Quantity.parse(edit.ampere),
    amperePrice: priceTyped ? Money.parse(edit.amperePrice as number) : null,
  };
  return billAmpere(subscription, pricing).amount.toNumber();
}
