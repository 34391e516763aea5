import { hasAutomaticPrice } from './automatic-price';

const prices = { globalPrice: 16, lowPrice: 26 };

describe('an automatic price', () => {
  it('is the low price up to 2 amperes and the global price above', () => {
    expect(hasAutomaticPrice({ ampere: 2, amperePrice: 26 }, prices)).toBe(true);
    expect(hasAutomaticPrice({ ampere: 2.5, amperePrice: 16 }, prices)).toBe(true);
  });

  it('is not a price of its own', () => {
    expect(hasAutomaticPrice({ ampere: 3, amperePrice: 20 }, prices)).toBe(false);
    expect(hasAutomaticPrice({ ampere: 2, amperePrice: 16 }, prices)).toBe(false);
  });
});
