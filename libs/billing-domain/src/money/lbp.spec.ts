import { InvalidInputError } from '../errors/invalid-input.error';
import { DEFAULT_EXCHANGE_RATE, ExchangeRate, Lbp, toLbp, toUsd } from './lbp';
import { Money } from './money';

describe('Lbp', () => {
  it('holds whole pounds', () => {
    expect(Lbp.ofPounds(1_342_500).pounds).toBe(1_342_500);
  });

  it('refuses a fraction of a pound', () => {
    expect(() => Lbp.ofPounds(0.5)).toThrow(InvalidInputError);
  });

  it('displays pounds with comma grouping', () => {
    expect(Lbp.ofPounds(1_342_500).display()).toBe('1,342,500');
    expect(Lbp.ofPounds(500).display()).toBe('500');
  });

  it('adds pounds', () => {
    expect(Lbp.ofPounds(1000).plus(Lbp.ofPounds(500)).equals(Lbp.ofPounds(1500))).toBe(true);
  });
});

describe('ExchangeRate', () => {
  it('defaults to 89500 pounds per dollar', () => {
    expect(DEFAULT_EXCHANGE_RATE).toBe(89500);
    expect(ExchangeRate.default.usdToLbp).toBe(89500);
    expect(ExchangeRate.default.toDecimalString()).toBe('89500.00');
  });

  it('accepts a positive rate with up to two decimals', () => {
    expect(ExchangeRate.of('89750.25').usdToLbp).toBe(89750.25);
    expect(ExchangeRate.of(90000).equals(ExchangeRate.of('90000.00'))).toBe(true);
  });

  it('refuses zero, negative and over-precise rates', () => {
    for (const bad of [0, -1, '89500.125', Number.NaN, '']) {
      expect(() => ExchangeRate.of(bad)).toThrow(expect.objectContaining({ code: 'INVALID_EXCHANGE_RATE' }));
    }
  });
});

describe('toLbp', () => {
  it('converts dollars at the rate', () => {
    expect(toLbp(Money.parse(15), ExchangeRate.default).pounds).toBe(1_342_500);
  });

  it('rounds half up to the whole pound', () => {
    // 0.01 × 150.5 = 1.505 → 2 ; 0.01 × 150.49 = 1.5049 → 2 ; 0.01 × 149.99 = 1.4999 → 1
    expect(toLbp(Money.parse('0.01'), ExchangeRate.of('150.5')).pounds).toBe(2);
    expect(toLbp(Money.parse('0.01'), ExchangeRate.of('149.99')).pounds).toBe(1);
  });
});

describe('toUsd', () => {
  it('converts pounds into dollars at the rate', () => {
    expect(toUsd(Lbp.ofPounds(224_000), ExchangeRate.default).toDecimalString()).toBe('2.50');
  });

  it('rounds half up to the cent', () => {
    // 1000 / 89500 = 0.01117… → 0.01 ; 1343 / 89500 = 0.015005… → 0.02 ; 1342 / 89500 = 0.014994… → 0.01
    expect(toUsd(Lbp.ofPounds(1000), ExchangeRate.default).cents).toBe(1);
    expect(toUsd(Lbp.ofPounds(1343), ExchangeRate.default).cents).toBe(2);
    expect(toUsd(Lbp.ofPounds(1342), ExchangeRate.default).cents).toBe(1);
  });

  it('rounds an exact half cent up', () => {
    // 5 / 1000 = 0.005 → 0.01
    expect(toUsd(Lbp.ofPounds(5), ExchangeRate.of(1000)).cents).toBe(1);
  });
});
