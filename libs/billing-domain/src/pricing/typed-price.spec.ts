import { Money } from '../money/money';
import { typedPrice } from './typed-price';

const money = (value: number) => Money.parse(value);

describe('typedPrice', () => {
  it('is nothing typed when no price was sent', () => {
    expect(typedPrice(undefined, { stored: money(26), automatic: money(26) })).toBeUndefined();
  });

  it('goes back to the automatic price when the price is cleared', () => {
    expect(typedPrice(null, { stored: money(40), automatic: money(26) })).toBeNull();
  });

  it('is nothing typed when the price sent is the one on file (the edit dialog sends every field)', () => {
    expect(typedPrice(money(26), { stored: money(26), automatic: money(26) })).toBeUndefined();
    // A negotiated price equal to the automatic one stays negotiated when sent back unchanged.
    expect(typedPrice(money(30), { stored: money(30), automatic: money(26) })).toBeUndefined();
  });

  it('is the automatic price, not a price of its own, when the price typed is the automatic price', () => {
    expect(typedPrice(money(26), { stored: money(30), automatic: money(26) })).toBeNull();
  });

  it('is the automatic price when the price sent is the automatic price of the new quantity', () => {
    // 2 A at the low 25 re-imported as 5 A with the global 15 in the price cell.
    expect(
      typedPrice(money(15), { stored: money(25), automatic: money(25), automaticAfter: money(15) }),
    ).toBeNull();
  });

  it("is the customer's own price when it differs from both", () => {
    expect(typedPrice(money(12.5), { stored: money(26), automatic: money(26) })?.toNumber()).toBe(12.5);
    expect(typedPrice(Money.zero, { stored: money(26), automatic: money(26) })?.toNumber()).toBe(0);
  });

  it('reads a price given for a new customer against the automatic price alone', () => {
    expect(typedPrice(money(15), { automatic: money(15) })).toBeNull();
    expect(typedPrice(money(14), { automatic: money(15) })?.toNumber()).toBe(14);
    expect(typedPrice(null, { automatic: money(15) })).toBeNull();
    expect(typedPrice(undefined, { automatic: money(15) })).toBeUndefined();
  });
});
