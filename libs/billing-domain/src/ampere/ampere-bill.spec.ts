import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { billAmpere } from './ampere-bill';
import { DEFAULT_AMPERE_PRICING } from './ampere-pricing';

const bill = (ampere: string, amperePrice?: string) => {
  const result = billAmpere(
    {
      ampere: Quantity.parse(ampere),
      amperePrice: amperePrice === undefined ? undefined : Money.parse(amperePrice),
    },
    DEFAULT_AMPERE_PRICING,
  );
  return { amperePrice: result.amperePrice.toNumber(), amount: result.amount.toNumber() };
};

describe('billAmpere', () => {
  it('bills amperes times the global price above 2 amperes', () => {
    expect(bill('10')).toEqual({ amperePrice: 15, amount: 150 });
  });

  it('bills amperes times the low price at 2 amperes or less', () => {
    expect(bill('2')).toEqual({ amperePrice: 25, amount: 50 });
    expect(bill('1.5')).toEqual({ amperePrice: 25, amount: 37.5 });
  });

  it('bills the global price from 2.1 amperes', () => {
    expect(bill('2.1')).toEqual({ amperePrice: 15, amount: 31.5 });
  });

  it('bills the price the operator gave instead of the threshold price', () => {
    expect(bill('3', '12.5')).toEqual({ amperePrice: 12.5, amount: 37.5 });
    expect(bill('1', '0')).toEqual({ amperePrice: 0, amount: 0 });
  });

  it('rounds the amount half up to the cent', () => {
    // 2.5 amperes × 0.33 = 0.825 → 0.83
    expect(bill('2.5', '0.33')).toEqual({ amperePrice: 0.33, amount: 0.83 });
  });

  it('bills nothing for zero amperes', () => {
    expect(bill('0')).toEqual({ amperePrice: 25, amount: 0 });
  });
});
