import { ExchangeRate } from '../money/lbp';
import { bulkKwhPriceOf, bulkUnitPriceOf } from './bulk-unit-price';

const rate = ExchangeRate.of(89_500);

describe('bulkUnitPriceOf (a group price update in dollars or in pounds)', () => {
  it('takes the dollar price as typed', () => {
    expect(bulkUnitPriceOf({ pricePerKwh: '٠٫٢٥' }, rate).toString()).toBe('0.25');
  });

  it('converts the pound price at the rate', () => {
    expect(bulkUnitPriceOf({ pricePerKwhLbp: 224_000 }, rate).toString()).toBe('2.5028');
  });

  it('refuses both at once', () => {
    expect(() => bulkUnitPriceOf({ pricePerKwh: 1, pricePerKwhLbp: 89_500 }, rate)).toThrow(
      expect.objectContaining({
        code: 'ONE_PRICE_ONLY',
        message: 'يرجى إدخال سعر واحد: بالدولار أو بالليرة',
      }),
    );
  });

  it('asks for a price when neither is given, naming the field', () => {
    expect(() => bulkUnitPriceOf({}, rate)).toThrow(
      expect.objectContaining({ code: 'PRICE_REQUIRED', message: 'سعر الكيلوواط مطلوب' }),
    );
  });

  it('refuses a pound price that is no price with يرجى إدخال سعر صحيح', () => {
    expect(() => bulkUnitPriceOf({ pricePerKwhLbp: null }, rate)).toThrow(
      expect.objectContaining({ message: 'يرجى إدخال سعر صحيح' }),
    );
  });
});

describe('bulkKwhPriceOf', () => {
  it('keeps the pounds typed as the source beside the dollar price', () => {
    const price = bulkKwhPriceOf({ pricePerKwhLbp: '36,000' }, rate);
    expect(price.pricePerKwh.toString()).toBe('0.4022');
    expect(price.pricePerKwhLbp?.pounds).toBe(36_000);
  });
  it('has no pound source for a price typed in dollars', () => {
    expect(bulkKwhPriceOf({ pricePerKwh: '0.25' }, rate).pricePerKwhLbp).toBeNull();
  });
});
