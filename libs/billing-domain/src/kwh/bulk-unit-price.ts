import { InvalidInputError } from '../errors/invalid-input.error';
import { type ExchangeRate, Lbp } from '../money/lbp';
import { parseScaledDecimal } from '../money/decimal-text';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import { UnitPrice, unitPriceFromLbp } from './unit-price';

/**
 * The one price per kWh of a group's price update (docs/metered-group-price.md), typed in dollars
 * (`pricePerKwh`) or in pounds (`pricePerKwhLbp`, converted at the stored rate): exactly one of them.
 */
export function bulkUnitPriceOf(
  input: { readonly pricePerKwh?: unknown; readonly pricePerKwhLbp?: unknown },
  rate: ExchangeRate,
): UnitPrice {
  const { pricePerKwh, pricePerKwhLbp } = input;
  if (pricePerKwhLbp !== undefined) {
    if (pricePerKwh !== undefined) {
      throw new InvalidInputError('يرجى إدخال سعر واحد: بالدولار أو بالليرة', 'ONE_PRICE_ONLY');
    }
    return unitPriceFromLbp(pricePerKwhLbp, rate);
  }
  if (pricePerKwh === undefined || pricePerKwh === null || pricePerKwh === '') {
    throw new InvalidInputError(`${KWH_FIELD_LABELS.pricePerKwh} مطلوب`, 'PRICE_REQUIRED');
  }
  if (typeof pricePerKwh !== 'number' && typeof pricePerKwh !== 'string') {
    throw new InvalidInputError(`${KWH_FIELD_LABELS.pricePerKwh} يجب أن يكون رقماً`, 'INVALID_NUMBER');
  }
  return UnitPrice.parse(pricePerKwh);
}

/**
 * The bulk price as the bill keeps it (docs/business-rules.md#the-statement-of-account): the dollar price,
 * and the pounds typed when the price was typed in pounds (its source, billed exactly; null when typed in
 * dollars).
 */
export function bulkKwhPriceOf(
  input: { readonly pricePerKwh?: unknown; readonly pricePerKwhLbp?: unknown },
  rate: ExchangeRate,
): { readonly pricePerKwh: UnitPrice; readonly pricePerKwhLbp: Lbp | null } {
  const pricePerKwh = bulkUnitPriceOf(input, rate);
  if (input.pricePerKwhLbp === undefined) return { pricePerKwh, pricePerKwhLbp: null };
  const typed = input.pricePerKwhLbp;
  // bulkUnitPriceOf has refused anything but whole pounds above zero.
  const pounds = typed instanceof Lbp ? typed.pounds : parseScaledDecimal(typed as number | string, 0);
  return { pricePerKwh, pricePerKwhLbp: Lbp.ofPounds(pounds ?? 0) };
}
