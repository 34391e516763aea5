import { ExchangeRate, Lbp } from '../money/lbp';
import { Quantity } from '../money/quantity';
import { UnitPrice, unitPriceFromLbp } from './unit-price';

const kwh = (value: string | number) => Quantity.parse(value);

describe('UnitPrice', () => {
  it('is 1 dollar per kWh by default', () => {
    expect(UnitPrice.one.toNumber()).toBe(1);
    expect(UnitPrice.one.toDecimalString()).toBe('1.0000');
  });

  it('reads a price with up to four decimals through the one number reader', () => {
    expect(UnitPrice.parse('0.2545').tenThousandths).toBe(2545);
    expect(UnitPrice.parse('٠٫٢٥').toNumber()).toBe(0.25);
    expect(UnitPrice.parse('0,25').toString()).toBe('0.25');
    expect(UnitPrice.parse(2.5).toDecimalString()).toBe('2.5000');
    expect(UnitPrice.parse('0.25000').tenThousandths).toBe(2500);
  });

  it('refuses a fifth decimal, naming the field', () => {
    expect(() => UnitPrice.parse('0.12345')).toThrow(
      expect.objectContaining({
        code: 'TOO_MANY_DECIMALS',
        message: 'سعر الكيلوواط: «0.12345» بأربع خانات عشرية على الأكثر',
      }),
    );
  });

  it('refuses zero and a negative price: a price per kWh is above zero', () => {
    for (const value of ['0', 0, '-1', '0.0000']) {
      expect(() => UnitPrice.parse(value)).toThrow(
        expect.objectContaining({
          code: 'PRICE_NOT_POSITIVE',
          message: 'سعر الكيلوواط: يجب أن يكون أكبر من صفر',
        }),
      );
    }
    expect(() => UnitPrice.ofTenThousandths(0)).toThrow(
      expect.objectContaining({ code: 'PRICE_NOT_POSITIVE' }),
    );
  });

  it('refuses text that is not a number, never reading it as 0 or 1', () => {
    expect(() => UnitPrice.parse('دولار')).toThrow(
      expect.objectContaining({ code: 'NOT_A_NUMBER', message: 'سعر الكيلوواط: «دولار» ليس رقماً صالحاً' }),
    );
    expect(() => UnitPrice.parse('', 'السعر')).toThrow(
      expect.objectContaining({ code: 'NUMBER_REQUIRED', message: 'السعر: يرجى إدخال رقم' }),
    );
  });

  it('bills consumption rounded half away from zero to the cent', () => {
    // 0.2545 × 10 = 2.545 → 2.55
    expect(UnitPrice.parse('0.2545').times(kwh(10)).cents).toBe(255);
    // 0.3333 × 3 = 0.9999 → 1.00
    expect(UnitPrice.parse('0.3333').times(kwh(3)).cents).toBe(100);
    // 0.1234 × 0.5 = 0.0617 → 0.06
    expect(UnitPrice.parse('0.1234').times(kwh('0.5')).cents).toBe(6);
    expect(UnitPrice.one.times(Quantity.zero).cents).toBe(0);
  });

  it('bills exactly beyond what floating point multiplies safely', () => {
    const price = UnitPrice.parse('99999999.9999');
    expect(price.times(kwh('99999.999')).cents).toBe(999_999_989_999_000);
  });

  it('converts an LBP tariff to dollars at the rate, to the ten-thousandth', () => {
    // 25,000 / 89,500 = 0.279329… → 0.2793
    expect(UnitPrice.fromLbp(Lbp.ofPounds(25_000), ExchangeRate.of(89_500)).toString()).toBe('0.2793');
    // 44,750 / 89,500 = 0.5 exactly
    expect(UnitPrice.fromLbp(Lbp.ofPounds(44_750), ExchangeRate.of(89_500)).toString()).toBe('0.5');
    // 4.5 / 100,000 = 0.000045 → 0.0000 is no price at all
    expect(() => UnitPrice.fromLbp(Lbp.ofPounds(4), ExchangeRate.of(100_000))).toThrow(
      expect.objectContaining({ code: 'PRICE_NOT_POSITIVE' }),
    );
  });

  it('shows its price in pounds as the price times the rate, rounded', () => {
    expect(UnitPrice.parse('0.2793').toLbp(ExchangeRate.of(89_500)).pounds).toBe(24_997);
    expect(UnitPrice.one.toLbp(ExchangeRate.default).pounds).toBe(89_500);
  });
});

describe('unitPriceFromLbp (the bulk price typed in pounds per kWh)', () => {
  const rate = ExchangeRate.of(89_500);

  it('converts pounds per kWh at the rate to dollars with four decimals', () => {
    // 224,000 / 89,500 = 2.502793… → 2.5028
    expect(unitPriceFromLbp(224_000, rate).toString()).toBe('2.5028');
    expect(unitPriceFromLbp('25000', rate).toString()).toBe('0.2793');
    expect(unitPriceFromLbp(Lbp.ofPounds(89_500), rate).toString()).toBe('1');
  });

  it('reads the price through the one number reader (Arabic digits, thousands separators)', () => {
    expect(unitPriceFromLbp('٢٢٤٬٠٠٠', rate).toString()).toBe('2.5028');
    expect(unitPriceFromLbp('224,000', rate).toString()).toBe('2.5028');
  });

  it('rounds half away from zero at the fifth decimal', () => {
    // 1 / 20,000 = 0.00005 exactly → 0.0001; 3 / 20,000 = 0.00015 → 0.0002
    expect(unitPriceFromLbp(1, ExchangeRate.of(20_000)).tenThousandths).toBe(1);
    expect(unitPriceFromLbp(3, ExchangeRate.of(20_000)).tenThousandths).toBe(2);
    // 1 / 20,001 = 0.0000499… → rounds down to nothing: refused, not a free kWh
    expect(() => unitPriceFromLbp(1, ExchangeRate.of(20_001))).toThrow(
      expect.objectContaining({ message: 'يرجى إدخال سعر صحيح' }),
    );
    // at a rate with hundredths: 10,000 / 8,950.5 = 1.117256… → 1.1173
    expect(unitPriceFromLbp(10_000, ExchangeRate.of('8950.5')).toString()).toBe('1.1173');
  });

  it.each([[0], [-5], ['0'], [''], ['   '], ['ليرة'], [null], [undefined], [true], ['12.5'], [Number.NaN]])(
    'refuses %p with يرجى إدخال سعر صحيح, never reading it as 0',
    (value) => {
      expect(() => unitPriceFromLbp(value, rate)).toThrow(
        expect.objectContaining({ message: 'يرجى إدخال سعر صحيح', code: 'INVALID_LBP_PRICE' }),
      );
    },
  );
});
