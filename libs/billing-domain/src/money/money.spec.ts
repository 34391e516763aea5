import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from './money';
import { Quantity } from './quantity';

describe('Money', () => {
  describe('ofCents', () => {
    it('holds a whole number of cents', () => {
      expect(Money.ofCents(1250).cents).toBe(1250);
    });

    it('refuses a fraction of a cent', () => {
      expect(() => Money.ofCents(12.5)).toThrow(InvalidInputError);
    });

    it('refuses NaN and Infinity', () => {
      expect(() => Money.ofCents(Number.NaN)).toThrow(InvalidInputError);
      expect(() => Money.ofCents(Number.POSITIVE_INFINITY)).toThrow(InvalidInputError);
    });
  });

  describe('parse', () => {
    it('reads dollars written with up to two decimals', () => {
      expect(Money.parse('12.5').cents).toBe(1250);
      expect(Money.parse(12.25).cents).toBe(1225);
      expect(Money.parse('0').cents).toBe(0);
      expect(Money.parse(15).cents).toBe(1500);
    });

    it('reads a negative balance', () => {
      expect(Money.parse('-3.5').cents).toBe(-350);
    });

    it('reads what the database gives back for a numeric column', () => {
      expect(Money.parse('1234.50').cents).toBe(123450);
    });

    it('refuses a third decimal', () => {
      expect(() => Money.parse('1.234')).toThrow(InvalidInputError);
      expect(() => Money.parse(1.005)).toThrow(InvalidInputError);
    });

    it('refuses NaN, Infinity and empty text with an Arabic message', () => {
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '', 'abc']) {
        expect(() => Money.parse(bad)).toThrow(InvalidInputError);
      }
      expect(() => Money.parse('')).toThrow(/المبلغ غير صالح/);
    });

    it('carries the stable code INVALID_AMOUNT', () => {
      expect(() => Money.parse('x')).toThrow(
        expect.objectContaining({ code: 'INVALID_AMOUNT', kind: 'invalid' }),
      );
    });
  });

  describe('reading a field the operator typed', () => {
    it('names the field when the text is not a number, never reading it as 0', () => {
      expect(() => Money.parseNonNegative('كثير', 'المبلغ المدفوع')).toThrow(
        expect.objectContaining({ code: 'NOT_A_NUMBER', message: 'المبلغ المدفوع: «كثير» ليس رقماً صالحاً' }),
      );
      expect(() => Money.parse('', 'سعر الأمبير')).toThrow(
        expect.objectContaining({ code: 'NUMBER_REQUIRED', message: 'سعر الأمبير: يرجى إدخال رقم' }),
      );
    });

    it('names the field of an amount finer than a cent or below zero', () => {
      expect(() => Money.parse('1.234', 'سعر الأمبير')).toThrow(
        expect.objectContaining({ message: 'سعر الأمبير: «1.234» بخانتين عشريتين على الأكثر' }),
      );
      expect(() => Money.parseNonNegative('-1', 'المبلغ المدفوع')).toThrow(
        expect.objectContaining({
          code: 'NEGATIVE_AMOUNT',
          message: 'المبلغ المدفوع: لا يمكن أن يكون سالباً',
        }),
      );
    });

    it('reads comma decimals, thousands and Arabic-Indic digits', () => {
      expect(Money.parse('12,5', 'سعر الأمبير').cents).toBe(1250);
      expect(Money.parse('224,000', 'المبلغ المدفوع').cents).toBe(22_400_000);
      expect(Money.parse('٣', 'المبلغ المدفوع').cents).toBe(300);
    });
  });

  describe('parseNonNegative', () => {
    it('accepts zero and positive amounts', () => {
      expect(Money.parseNonNegative('0').cents).toBe(0);
      expect(Money.parseNonNegative('2.5').cents).toBe(250);
    });

    it('refuses a negative price or payment', () => {
      expect(() => Money.parseNonNegative('-1')).toThrow(
        expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }),
      );
    });
  });

  describe('arithmetic', () => {
    it('adds and subtracts exactly', () => {
      expect(Money.parse('0.1').plus(Money.parse('0.2')).equals(Money.parse('0.3'))).toBe(true);
      expect(Money.parse('10').minus(Money.parse('12.5')).cents).toBe(-250);
    });

    it('sums a list of amounts', () => {
      expect(Money.sum([Money.parse(1), Money.parse('2.5'), Money.parse('0.05')]).cents).toBe(355);
      expect(Money.sum([]).equals(Money.zero)).toBe(true);
    });

    it('multiplies a price by a whole quantity', () => {
      expect(Money.parse(15).times(Quantity.parse(3)).cents).toBe(4500);
    });

    it('multiplies a price by a fractional quantity exactly', () => {
      expect(Money.parse('0.1').times(Quantity.parse(3)).cents).toBe(30);
      expect(Money.parse(15).times(Quantity.parse('2.5')).cents).toBe(3750);
    });

    it('rounds the product half up to the cent', () => {
      // 0.15 × 0.5 = 0.075 → 0.08
      expect(Money.parse('0.15').times(Quantity.parse('0.5')).cents).toBe(8);
      // 0.15 × 0.3 = 0.045 → 0.05 ; 0.15 × 0.1 = 0.015 → 0.02
      expect(Money.parse('0.15').times(Quantity.parse('0.3')).cents).toBe(5);
      expect(Money.parse('0.15').times(Quantity.parse('0.1')).cents).toBe(2);
      // 0.13 × 0.1 = 0.013 → 0.01
      expect(Money.parse('0.13').times(Quantity.parse('0.1')).cents).toBe(1);
    });

    it('rounds a product with thousandths of a quantity', () => {
      // 1.00 × 1.005 = 1.005 → 1.01
      expect(Money.parse(1).times(Quantity.parse('1.005')).cents).toBe(101);
      // 1.00 × 1.004 = 1.004 → 1.00
      expect(Money.parse(1).times(Quantity.parse('1.004')).cents).toBe(100);
    });

    it('gives zero for a zero quantity', () => {
      expect(Money.parse(25).times(Quantity.zero).equals(Money.zero)).toBe(true);
    });
  });

  describe('comparison', () => {
    it('knows negative, zero and positive amounts', () => {
      expect(Money.parse(-1).isNegative()).toBe(true);
      expect(Money.zero.isNegative()).toBe(false);
      expect(Money.zero.isZeroOrLess()).toBe(true);
      expect(Money.parse('-0.01').isZeroOrLess()).toBe(true);
      expect(Money.parse('0.01').isZeroOrLess()).toBe(false);
      expect(Money.parse('0.01').isPositive()).toBe(true);
    });

    it('compares two amounts', () => {
      expect(Money.parse(1).compare(Money.parse(2))).toBe(-1);
      expect(Money.parse(2).compare(Money.parse(2))).toBe(0);
      expect(Money.parse(3).compare(Money.parse(2))).toBe(1);
    });

    it('treats equal cents as equal money', () => {
      expect(Money.parse('12.50').equals(Money.parse(12.5))).toBe(true);
      expect(Money.parse('12.51').equals(Money.parse(12.5))).toBe(false);
    });
  });

  describe('writing', () => {
    it('gives a JSON number with at most two decimals', () => {
      expect(Money.parse('12.50').toNumber()).toBe(12.5);
      expect(Money.parse('0.07').toNumber()).toBe(0.07);
      expect(Money.parse('1234.56').toNumber()).toBe(1234.56);
    });

    it('gives the decimal text of a numeric column', () => {
      expect(Money.parse(12.5).toDecimalString()).toBe('12.50');
      expect(Money.zero.toDecimalString()).toBe('0.00');
      expect(Money.parse('-0.5').toDecimalString()).toBe('-0.50');
    });

    it('displays dollars with 0 to 2 decimals and comma grouping', () => {
      expect(Money.parse('12.50').display()).toBe('12.5');
      expect(Money.parse('12.00').display()).toBe('12');
      expect(Money.parse('1234.56').display()).toBe('1,234.56');
      expect(Money.parse('1234567').display()).toBe('1,234,567');
      expect(Money.parse('0.05').display()).toBe('0.05');
    });

    it('displays dollars on paper always with their cents, grouped (docs/printing.md)', () => {
      expect(Money.parse('10.9').displayWithCents()).toBe('10.90');
      expect(Money.parse('5506.2').displayWithCents()).toBe('5,506.20');
      expect(Money.parse('5').displayWithCents()).toBe('5.00');
      expect(Money.parse('99999.99').displayWithCents()).toBe('99,999.99');
      expect(Money.parse('-0.5').displayWithCents()).toBe('-0.50');
    });
  });

  it('is immutable', () => {
    const money = Money.parse(1);
    expect(Object.isFrozen(money)).toBe(true);
    money.plus(Money.parse(1));
    expect(money.cents).toBe(100);
  });
});
