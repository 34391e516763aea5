import { InvalidInputError } from '../errors/invalid-input.error';
import { Quantity } from './quantity';

describe('Quantity', () => {
  it('reads amperes or kWh with up to three decimals', () => {
    expect(Quantity.parse('2.5').thousandths).toBe(2500);
    expect(Quantity.parse(0.125).thousandths).toBe(125);
    expect(Quantity.parse('10').toNumber()).toBe(10);
  });

  it('refuses a fourth decimal', () => {
    expect(() => Quantity.parse('1.2345')).toThrow(InvalidInputError);
  });

  it('refuses a negative quantity', () => {
    expect(() => Quantity.parse('-1')).toThrow(InvalidInputError);
    expect(() => Quantity.ofThousandths(-1)).toThrow(InvalidInputError);
  });

  it('refuses NaN and text that is not a number', () => {
    expect(() => Quantity.parse(Number.NaN)).toThrow(expect.objectContaining({ code: 'INVALID_QUANTITY' }));
    expect(() => Quantity.parse('two')).toThrow(InvalidInputError);
    expect(() => Quantity.parse('')).toThrow(InvalidInputError);
  });

  it('names the field the operator typed into when it is not a quantity, never reading it as 0', () => {
    expect(Quantity.parse('٣', 'قيمة الأمبير').toNumber()).toBe(3);
    expect(Quantity.parse('12,5', 'قيمة الأمبير').toNumber()).toBe(12.5);
    expect(() => Quantity.parse('ثلاثة', 'قيمة الأمبير')).toThrow(
      expect.objectContaining({ code: 'NOT_A_NUMBER', message: 'قيمة الأمبير: «ثلاثة» ليس رقماً صالحاً' }),
    );
    expect(() => Quantity.parse(null as unknown as string, 'قيمة الأمبير')).toThrow(
      expect.objectContaining({ code: 'NUMBER_REQUIRED', message: 'قيمة الأمبير: يرجى إدخال رقم' }),
    );
    expect(() => Quantity.parse('-2', 'قيمة الأمبير')).toThrow(
      expect.objectContaining({ message: 'قيمة الأمبير: لا يمكن أن يكون سالباً' }),
    );
    expect(() => Quantity.parse('1.2345', 'قيمة الأمبير')).toThrow(
      expect.objectContaining({ message: 'قيمة الأمبير: «1.2345» بثلاث خانات عشرية على الأكثر' }),
    );
  });

  it('reads Arabic-Indic digits', () => {
    expect(Quantity.parse('٢٫٥').thousandths).toBe(2500);
  });

  it('writes itself with as many decimals as it has', () => {
    expect(Quantity.parse('2.500').toString()).toBe('2.5');
    expect(Quantity.parse('12').toString()).toBe('12');
  });

  it('shows readings grouped the same way everywhere (docs/printing.md)', () => {
    expect(Quantity.parse('13210').display()).toBe('13,210');
    expect(Quantity.parse('9999999').display()).toBe('9,999,999');
    expect(Quantity.parse('2.500').display()).toBe('2.5');
    expect(Quantity.parse('100').display()).toBe('100');
  });

  it('compares quantities', () => {
    expect(Quantity.parse('2').compare(Quantity.parse('2.1'))).toBe(-1);
    expect(Quantity.parse('2.0').compare(Quantity.parse('2'))).toBe(0);
    expect(Quantity.parse('2.1').compare(Quantity.parse('2'))).toBe(1);
    expect(Quantity.parse('2.0').equals(Quantity.parse(2))).toBe(true);
  });

  it('knows when it is at most another quantity', () => {
    expect(Quantity.parse('2').isAtMost(Quantity.parse('2'))).toBe(true);
    expect(Quantity.parse('1.999').isAtMost(Quantity.parse('2'))).toBe(true);
    expect(Quantity.parse('2.001').isAtMost(Quantity.parse('2'))).toBe(false);
  });

  it('adds and subtracts exactly', () => {
    expect(Quantity.parse('0.1').plus(Quantity.parse('0.2')).equals(Quantity.parse('0.3'))).toBe(true);
    expect(Quantity.parse('150.5').minus(Quantity.parse('100.25')).toString()).toBe('50.25');
  });

  it('refuses a subtraction that would go below zero', () => {
    expect(() => Quantity.parse('100').minus(Quantity.parse('100.1'))).toThrow(
      expect.objectContaining({ code: 'NEGATIVE_QUANTITY' }),
    );
  });

  it('knows zero', () => {
    expect(Quantity.zero.isZero()).toBe(true);
    expect(Quantity.parse('0.001').isZero()).toBe(false);
  });
});
