import { ExchangeRate, Lbp } from '../money/lbp';
import { MeteredGroupPrice } from './metered-group-price';
import { UnitPrice } from './unit-price';

const rate = ExchangeRate.of(89_500);

describe('MeteredGroupPrice (docs/metered-group-price.md)', () => {
  it('is 1 dollar per kWh for a group whose price was never set', () => {
    expect(MeteredGroupPrice.initial.priceAt(rate)).toEqual({
      pricePerKwh: UnitPrice.one,
      pricePerKwhLbp: null,
    });
  });

  it('gives a new customer the dollars as typed, whatever the rate', () => {
    const price = MeteredGroupPrice.inDollars(UnitPrice.parse('0.42'));
    expect(price.priceAt(ExchangeRate.of(100_000)).pricePerKwh.toString()).toBe('0.42');
    expect(price.priceAt(rate).pricePerKwhLbp).toBeNull();
  });

  it('keeps a price typed in pounds in pounds, its dollars at the rate in force when a customer takes it', () => {
    const price = MeteredGroupPrice.inPounds(Lbp.ofPounds(37_590));
    expect(price.priceAt(rate).pricePerKwh.toString()).toBe('0.42');
    expect(price.priceAt(rate).pricePerKwhLbp?.pounds).toBe(37_590);
    // 37,590 / 100,000 = 0.3759
    expect(price.priceAt(ExchangeRate.of(100_000)).pricePerKwh.toString()).toBe('0.3759');
  });

  it('is set by a price change in the currency it was typed in', () => {
    const inPounds = MeteredGroupPrice.of({
      pricePerKwh: UnitPrice.parse('0.42'),
      pricePerKwhLbp: Lbp.ofPounds(37_590),
    });
    expect(inPounds.typed).toEqual({ currency: 'lbp', pounds: Lbp.ofPounds(37_590) });
    const inDollars = MeteredGroupPrice.of({ pricePerKwh: UnitPrice.parse('0.42'), pricePerKwhLbp: null });
    expect(inDollars.typed).toEqual({ currency: 'usd', price: UnitPrice.parse('0.42') });
  });

  it('tells the same price from another, the currency included', () => {
    const dollars = MeteredGroupPrice.inDollars(UnitPrice.parse('0.42'));
    expect(dollars.equals(MeteredGroupPrice.inDollars(UnitPrice.parse('0.4200')))).toBe(true);
    expect(dollars.equals(MeteredGroupPrice.inDollars(UnitPrice.parse('0.43')))).toBe(false);
    expect(dollars.equals(MeteredGroupPrice.inPounds(Lbp.ofPounds(37_590)))).toBe(false);
    expect(
      MeteredGroupPrice.inPounds(Lbp.ofPounds(37_590)).equals(
        MeteredGroupPrice.inPounds(Lbp.ofPounds(37_590)),
      ),
    ).toBe(true);
  });

  it('refuses a pound price of zero in Arabic', () => {
    expect(() => MeteredGroupPrice.inPounds(Lbp.zero)).toThrow(
      expect.objectContaining({ code: 'INVALID_LBP_PRICE', message: 'يرجى إدخال سعر صحيح' }),
    );
  });
});
