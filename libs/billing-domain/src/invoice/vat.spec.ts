import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { splitLbpVat, splitVat, VAT_RATE_PERCENT } from './vat';

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

describe('splitLbpVat', () => {
  const split = (pounds: number) => {
    const { base, vat, total } = splitLbpVat(Lbp.ofPounds(pounds));
    return { base: base.pounds, vat: vat.pounds, total: total.pounds };
  };

  it('splits 1,110,000 pounds into a base of 1,000,000 and VAT of 110,000', () => {
    expect(split(1_110_000)).toEqual({ base: 1_000_000, vat: 110_000, total: 1_110_000 });
  });

  it('rounds the base half away from zero to the whole pound', () => {
    // 4,504,535 / 1.11 = 4,058,139.64 → 4,058,140
    expect(split(4_504_535)).toEqual({ base: 4_058_140, vat: 446_395, total: 4_504_535 });
    // 1,221 / 1.11 = 1,100 exactly; 1,166 / 1.11 = 1,050.45 → 1,050; 1,110.5 never happens (whole pounds)
    expect(split(1_166)).toEqual({ base: 1_050, vat: 116, total: 1_166 });
  });

  it('always gives a base and VAT that add up to the LBP total', () => {
    for (let pounds = 0; pounds <= 200_000; pounds += 997) {
      const { base, vat, total } = split(pounds);
      expect(base + vat).toBe(total);
      expect(base).toBe(Math.round((pounds * 100) / 111));
    }
  });
});
