import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { costPerKwh, generatorEconomics, type CostSums } from './generator-economics';

const RATE = ExchangeRate.of(89500);

function sums(kind: CostSums['kind'], usdCents: number, lbp: number, litres = 0, hours = 0): CostSums {
  return {
    kind,
    typedUsd: Money.ofCents(usdCents),
    typedLbp: Lbp.ofPounds(lbp),
    litresHundredths: litres,
    hoursHundredths: hours,
  };
}

describe('generatorEconomics', () => {
  it('gives a month of diesel, hours and maintenance its cost per kWh and profit, recomputed by hand', () => {
    // By hand, at 89,500 ل.ل per dollar:
    // diesel: $1,700.00 typed + 76,075,000 ل.ل typed (= $850.00) → $2,550.00;
    //         in pounds 1,700 × 89,500 = 152,150,000 + 76,075,000 = 228,225,000 ل.ل
    // maintenance: $120.50 → 120.50 × 89,500 = 10,784,750 ل.ل
    // total: $2,670.50 and 239,009,750 ل.ل; 9,000 kWh billed
    // cost per kWh: 2,670.50 ÷ 9,000 = 0.29672… → $0.2967; 239,009,750 ÷ 9,000 = 26,556.63… → 26,557 ل.ل
    // collected $3,000.00 (268,500,000 ل.ل) − costs = $329.50 and 29,490,250 ل.ل
    // billed $3,600.00 (322,200,000 ل.ل) − costs = $929.50 and 83,190,250 ل.ل
    const economics = generatorEconomics({
      month: '2026-11',
      rate: RATE,
      kwhBilled: Quantity.parse('9000'),
      billed: Money.parse('3600'),
      collected: Money.parse('3000'),
      costs: [
        sums('diesel', 170000, 0, 200000, 30000),
        sums('diesel', 0, 76_075_000, 100000, 31050),
        sums('maintenance', 12050, 0),
      ],
    });
    expect(economics.litresHundredths).toBe(300000);
    expect(economics.hoursHundredths).toBe(61050);
    expect(economics.costs.diesel.usd.toDecimalString()).toBe('2550.00');
    expect(economics.costs.diesel.lbp.pounds).toBe(228_225_000);
    expect(economics.costs.maintenance.lbp.pounds).toBe(10_784_750);
    expect(economics.costs.other.usd.cents).toBe(0);
    expect(economics.totalCost.usd.toDecimalString()).toBe('2670.50');
    expect(economics.totalCost.lbp.pounds).toBe(239_009_750);
    expect(economics.costPerKwh).toEqual({ usdTenThousandths: 2967, lbp: 26_557 });
    expect(economics.profit.collectedLessCosts.usd.toDecimalString()).toBe('329.50');
    expect(economics.profit.collectedLessCosts.lbp.pounds).toBe(29_490_250);
    expect(economics.profit.billedLessCosts.usd.toDecimalString()).toBe('929.50');
    expect(economics.profit.billedLessCosts.lbp.pounds).toBe(83_190_250);
  });

  it('shows a loss as a negative profit', () => {
    const economics = generatorEconomics({
      month: '2026-11',
      rate: RATE,
      kwhBilled: Quantity.parse('100'),
      billed: Money.parse('50'),
      collected: Money.parse('20'),
      costs: [sums('other', 8000, 0)],
    });
    expect(economics.profit.collectedLessCosts.usd.toDecimalString()).toBe('-60.00');
    expect(economics.profit.billedLessCosts.lbp.pounds).toBe(-2_685_000);
  });

  it('converts the pounds typed to dollars once per kind, to the cent', () => {
    // 100,000 + 100,000 ل.ل = 200,000 ÷ 89,500 = 2.2346… → $2.23 (not 2 × $1.12)
    const economics = generatorEconomics({
      month: '2026-11',
      rate: RATE,
      kwhBilled: Quantity.zero,
      billed: Money.zero,
      collected: Money.zero,
      costs: [sums('other', 0, 100_000), sums('other', 0, 100_000)],
    });
    expect(economics.costs.other.usd.toDecimalString()).toBe('2.23');
    expect(economics.costs.other.lbp.pounds).toBe(200_000);
  });

  it('has no cost per kWh for a month that billed no kWh', () => {
    const economics = generatorEconomics({
      month: '2026-11',
      rate: RATE,
      kwhBilled: Quantity.zero,
      billed: Money.zero,
      collected: Money.zero,
      costs: [sums('diesel', 10000, 0, 1000)],
    });
    expect(economics.costPerKwh).toBeNull();
  });
});

describe('costPerKwh', () => {
  const total = (usd: string, lbp: number) => ({ usd: Money.parse(usd), lbp: Lbp.ofPounds(lbp) });

  it('rounds half up to a hundredth of a cent and to the whole pound', () => {
    // $1.00 ÷ 7 = 0.142857… → $0.1429; 89,500 ÷ 7 = 12,785.71… → 12,786 ل.ل
    expect(costPerKwh(total('1', 89_500), Quantity.parse('7'))).toEqual({
      usdTenThousandths: 1429,
      lbp: 12_786,
    });
    // $0.01 ÷ 200 = 0.00005 (a half) → $0.0001; 100 ÷ 200 = 0.5 → 1 ل.ل
    expect(costPerKwh(total('0.01', 100), Quantity.parse('200'))).toEqual({ usdTenThousandths: 1, lbp: 1 });
  });

  it('divides by fractional kWh exactly', () => {
    // $10.00 ÷ 12.5 kWh = $0.80; 895,000 ÷ 12.5 = 71,600 ل.ل
    expect(costPerKwh(total('10', 895_000), Quantity.parse('12.5'))).toEqual({
      usdTenThousandths: 8000,
      lbp: 71_600,
    });
  });
});
