import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { subscriptionFeeOf } from './subscription-fee';

const pricing = new Map([
  [5, Lbp.ofPounds(450_000)],
  [10, Lbp.ofPounds(895_000)],
  [20, Lbp.ofPounds(0)],
]);
const rate = ExchangeRate.of(89_500);
const feeOf = (ampere: string, ownFee = '7.5', atRate = rate) =>
  subscriptionFeeOf({
    ampere: Quantity.parse(ampere),
    ownFee: Money.parse(ownFee),
    pricing,
    rate: atRate,
  }).toNumber();

describe('subscriptionFeeOf', () => {
  it('is the LBP price of the amperage in the pricing map, in dollars at the rate to the cent', () => {
    // 450,000 / 89,500 = 5.0279… → 5.03
    expect(feeOf('5')).toBe(5.03);
    expect(feeOf('10')).toBe(10);
    expect(feeOf('10', '7.5', ExchangeRate.of(90_000))).toBe(9.94);
  });

  it("is the customer's own fee when the amperage has no price in the map", () => {
    expect(feeOf('6')).toBe(7.5);
    expect(feeOf('6', '0')).toBe(0);
  });

  it('looks up whole amperes only: a fractional amperage bills the own fee', () => {
    expect(feeOf('5.5')).toBe(7.5);
    expect(feeOf('5.000')).toBe(5.03);
  });

  it('treats an amperage listed at 0 LBP as having no price', () => {
    expect(feeOf('20')).toBe(7.5);
  });
});
