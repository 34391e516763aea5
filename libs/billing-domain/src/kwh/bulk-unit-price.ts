import { InvalidInputError } from '../errors/invalid-input.error';
import type { ExchangeRate } from '../money/lbp';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import { UnitPrice, unitPriceFromLbp } from './unit-price';

/**
 * issue 9: the one price per kWh of a group's price update, typed in dollars (`pricePerKwh`) or in
 * pounds (`pricePerKwhLbp`, converted at the stored rate): exactly one of them.
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
