import { exchangeRateFromInput } from './exchange-rate-input';

describe('exchangeRateFromInput (the rate an administrator sets)', () => {
  it('takes whole pounds per dollar, through the one number reader', () => {
    expect(exchangeRateFromInput(90_000).usdToLbp).toBe(90_000);
    expect(exchangeRateFromInput('٩٠٠٠٠').usdToLbp).toBe(90_000);
    expect(exchangeRateFromInput('90,000').usdToLbp).toBe(90_000);
    expect(exchangeRateFromInput(' 89500 ').toDecimalString()).toBe('89500.00');
  });

  it('asks for a rate when none is given', () => {
    for (const value of [undefined, null, '', '  ']) {
      expect(() => exchangeRateFromInput(value)).toThrow(
        expect.objectContaining({ code: 'EXCHANGE_RATE_REQUIRED', message: 'سعر الصرف مطلوب' }),
      );
    }
  });

  it.each([[0], [-1], ['0'], ['89500.5'], ['دولار'], [true], [{}], [Number.NaN]])(
    'refuses %p: a rate is whole pounds above zero, never read as 0',
    (value) => {
      expect(() => exchangeRateFromInput(value)).toThrow(
        expect.objectContaining({
          code: 'INVALID_EXCHANGE_RATE',
          message: expect.stringMatching(/^سعر الصرف: «.*» يجب أن يكون عدداً صحيحاً من الليرات أكبر من صفر$/),
        }),
      );
    },
  );

  it('refuses a rate the stored column cannot hold', () => {
    expect(() => exchangeRateFromInput('10000000000000')).toThrow(
      expect.objectContaining({ code: 'EXCHANGE_RATE_TOO_LARGE' }),
    );
  });
});
