import { InvalidInputError } from '../errors/invalid-input.error';
import { type ExchangeRate, Lbp } from '../money/lbp';
import { parseScaledDecimal } from '../money/decimal-text';
import { isNumberText, type NumberText } from '../numbers/number-text';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import { INVALID_LBP_PRICE, UnitPrice, unitPriceFromLbp } from './unit-price';

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
  if (!isNumberText(pricePerKwh)) throw dollarPriceNotANumber();
  return UnitPrice.parse(pricePerKwh);
}

/** The dollar price as sent: a number, text or null, read by bulkUnitPriceOf; anything else is refused. */
export function readBulkPriceText(value: unknown): NumberText | null {
  if (value === null || isNumberText(value)) return value;
  throw dollarPriceNotANumber();
}

/** The pound price as sent: a number, text or null, read by bulkUnitPriceOf; anything else is refused. */
export function readBulkPriceLbpText(value: unknown): NumberText | null {
  if (value === null || isNumberText(value)) return value;
  throw new InvalidInputError(INVALID_LBP_PRICE, 'INVALID_LBP_PRICE');
}

function dollarPriceNotANumber(): InvalidInputError {
  return new InvalidInputError(`${KWH_FIELD_LABELS.pricePerKwh} يجب أن يكون رقماً`, 'INVALID_NUMBER');
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
