import { subscriptionPricingFromInput } from './subscription-pricing-input';

const pounds = (map: ReadonlyMap<number, { pounds: number }>) =>
  Object.fromEntries([...map].map(([amperage, price]) => [amperage, price.pounds]));

describe('subscriptionPricingFromInput (the whole pricing map)', () => {
  it('reads amperages and whole pounds through the one number reader, in amperage order', () => {
    const pricing = subscriptionPricingFromInput({ '10': '٩٠٠٬٠٠٠', '5': 500_000, '٣': '0' });
    expect([...pricing.keys()]).toEqual([3, 5, 10]);
    expect(pounds(pricing)).toEqual({ 3: 0, 5: 500_000, 10: 900_000 });
  });

  it('takes an empty map: no amperage has a price any more', () => {
    expect(subscriptionPricingFromInput({}).size).toBe(0);
  });

  it.each([[null], [[]], ['5=1000'], [undefined]])('refuses %p, which is no map', (value) => {
    expect(() => subscriptionPricingFromInput(value)).toThrow(
      expect.objectContaining({ code: 'INVALID_SUBSCRIPTION_PRICING' }),
    );
  });

  it.each([['0'], ['-5'], ['2.5'], ['خمسة'], ['1001']])('refuses the amperage %p, naming it', (key) => {
    expect(() => subscriptionPricingFromInput({ [key]: 1000 })).toThrow(
      expect.objectContaining({
        code: 'INVALID_AMPERAGE',
        message: `قيمة الأمبير «${key}» يجب أن تكون عدداً صحيحاً أكبر من صفر`,
      }),
    );
  });

  it('refuses the same amperage written twice', () => {
    expect(() => subscriptionPricingFromInput({ '5': 1, '٥': 2 })).toThrow(
      expect.objectContaining({ code: 'DUPLICATE_AMPERAGE', message: 'قيمة الأمبير 5 مكررة' }),
    );
  });

  it.each([[-1], ['1000.5'], ['غالي'], [true]])('refuses the price %p, naming the amperage', (price) => {
    expect(() => subscriptionPricingFromInput({ '5': price })).toThrow(
      expect.objectContaining({
        code: 'INVALID_SUBSCRIPTION_PRICE',
        message: expect.stringMatching(
          /^سعر اشتراك 5 أمبير: «.*» يجب أن يكون عدداً صحيحاً من الليرات لا يقل عن صفر$/,
        ),
      }),
    );
  });

  it('asks for a price rather than reading a blank one as 0', () => {
    expect(() => subscriptionPricingFromInput({ '5': '' })).toThrow(
      expect.objectContaining({ code: 'NUMBER_REQUIRED', message: 'سعر اشتراك 5 أمبير: يرجى إدخال رقم' }),
    );
  });

  it('refuses a price the stored column cannot hold', () => {
    expect(() => subscriptionPricingFromInput({ '5': 100_000_000 })).toThrow(
      expect.objectContaining({ code: 'SUBSCRIPTION_PRICE_TOO_LARGE' }),
    );
  });
});
