import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { AmperePricing, DEFAULT_AMPERE_PRICING, LOW_PRICE_THRESHOLD_AMPERES } from './ampere-pricing';

const pricing = AmperePricing.of({ globalPrice: Money.parse(15), lowPrice: Money.parse(25) });
const priceAt = (ampere: string) => pricing.priceFor(Quantity.parse(ampere)).toNumber();

describe('AmperePricing', () => {
  it('puts the threshold at 2 amperes', () => {
    expect(LOW_PRICE_THRESHOLD_AMPERES).toBe(2);
  });

  it('bills the low price at 2 amperes or less', () => {
    expect(priceAt('2')).toBe(25);
    expect(priceAt('2.0')).toBe(25);
    expect(priceAt('1')).toBe(25);
    expect(priceAt('0.5')).toBe(25);
    expect(priceAt('0')).toBe(25);
  });

  it('bills the global price above 2 amperes', () => {
    expect(priceAt('2.1')).toBe(15);
    expect(priceAt('2.001')).toBe(15);
    expect(priceAt('10')).toBe(15);
  });

  it('starts at a global price of 15 and a low price of 25', () => {
    expect(DEFAULT_AMPERE_PRICING.globalPrice.toNumber()).toBe(15);
    expect(DEFAULT_AMPERE_PRICING.lowPrice.toNumber()).toBe(25);
  });

  it('refuses a negative price', () => {
    expect(() => AmperePricing.of({ globalPrice: Money.parse(-1), lowPrice: Money.parse(25) })).toThrow(
      InvalidInputError,
    );
    expect(() => AmperePricing.of({ globalPrice: Money.parse(15), lowPrice: Money.parse(-1) })).toThrow(
      InvalidInputError,
    );
  });
});
