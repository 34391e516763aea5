import { Money } from '../money/money';
import { splitVat, VAT_RATE_PERCENT } from './vat';

const split = (total: string) => {
  const { base, vat, total: sum } = splitVat(Money.parse(total));
  return { base: base.toDecimalString(), vat: vat.toDecimalString(), total: sum.toDecimalString() };
};

describe('splitVat', () => {
  it('charges 11 percent', () => {
    expect(VAT_RATE_PERCENT).toBe(11);
  });

  it('splits 15 dollars into a base of 13.51 and VAT of 1.49', () => {
    expect(split('15')).toEqual({ base: '13.51', vat: '1.49', total: '15.00' });
  });

  it('splits 111 dollars into a base of 100 and VAT of 11', () => {
    expect(split('111')).toEqual({ base: '100.00', vat: '11.00', total: '111.00' });
  });

  it('rounds the base half up to the cent', () => {
    // 100 / 1.11 = 90.0900… → 90.09
    expect(split('100')).toEqual({ base: '90.09', vat: '9.91', total: '100.00' });
    // 37.5 / 1.11 = 33.7837… → 33.78
    expect(split('37.5')).toEqual({ base: '33.78', vat: '3.72', total: '37.50' });
    // 0.05 / 1.11 = 0.04504… → 0.05 ; 0.01 / 1.11 = 0.009009… → 0.01
    expect(split('0.05')).toEqual({ base: '0.05', vat: '0.00', total: '0.05' });
    expect(split('0.01')).toEqual({ base: '0.01', vat: '0.00', total: '0.01' });
  });

  it('splits a zero total into zeros', () => {
    expect(split('0')).toEqual({ base: '0.00', vat: '0.00', total: '0.00' });
  });

  it('always gives a base and VAT that add up to the total', () => {
    for (let cents = 0; cents <= 5000; cents += 7) {
      const { base, vat, total } = splitVat(Money.ofCents(cents));
      expect(base.plus(vat).equals(total)).toBe(true);
    }
  });

  it('gives the same base as dividing by 1.11 and rounding to two decimals', () => {
    for (let cents = 1; cents <= 100_000; cents += 37) {
      const expected = Math.round((cents * 100) / 111);
      expect(splitVat(Money.ofCents(cents)).base.cents).toBe(expected);
    }
  });
});
