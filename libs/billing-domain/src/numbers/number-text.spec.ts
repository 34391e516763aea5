import { InvalidInputError } from '../errors/invalid-input.error';
import { isBlankNumber, normaliseNumberText, readNumber } from './number-text';

describe('the one number reader', () => {
  it('reads plain ASCII decimals as they are', () => {
    expect(normaliseNumberText('12')).toBe('12');
    expect(normaliseNumberText(' 12.5 ')).toBe('12.5');
    expect(normaliseNumberText('.5')).toBe('.5');
    expect(normaliseNumberText('-3.75')).toBe('-3.75');
    expect(normaliseNumberText('+4')).toBe('4');
  });

  it('reads JSON numbers through their shortest text', () => {
    expect(normaliseNumberText(12.25)).toBe('12.25');
    expect(normaliseNumberText(-0)).toBe('0');
    expect(normaliseNumberText(1e21)).toBeNull();
    expect(normaliseNumberText(Number.NaN)).toBeNull();
    expect(normaliseNumberText(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(normaliseNumberText('٣')).toBe('3');
    expect(normaliseNumberText('١٢٣٤')).toBe('1234');
    expect(normaliseNumberText('۱۲۳۴')).toBe('1234');
  });

  it('reads the Arabic decimal mark ٫ and thousands mark ٬', () => {
    expect(normaliseNumberText('١٢٫٥')).toBe('12.5');
    expect(normaliseNumberText('٢٢٤٬٠٠٠')).toBe('224000');
  });

  it('reads a comma followed by one or two digits as the decimal mark', () => {
    expect(normaliseNumberText('12,5')).toBe('12.5');
    expect(normaliseNumberText('0,75')).toBe('0.75');
    expect(normaliseNumberText('١٢,٥')).toBe('12.5');
  });

  it('reads a comma followed by three digits as a thousands separator', () => {
    expect(normaliseNumberText('224,000')).toBe('224000');
    expect(normaliseNumberText('1,234,567.5')).toBe('1234567.5');
    expect(normaliseNumberText('12,500')).toBe('12500');
  });

  it('refuses anything else, never reading it as 0', () => {
    for (const bad of [
      '',
      ' ',
      '.',
      '-',
      'abc',
      '٣أ',
      '12a',
      '1e3',
      '0x10',
      '12,5,3',
      '1,2345',
      '1,23,456',
      '12.5,00',
      '--1',
      '1.2.3',
      ',5',
    ]) {
      expect(normaliseNumberText(bad)).toBeNull();
    }
    for (const bad of [true, false, null, undefined, [5], { value: 5 }]) {
      expect(normaliseNumberText(bad)).toBeNull();
    }
  });

  it('names the field and what was typed when it refuses', () => {
    expect(() => readNumber('ثلاثة', 'قيمة الأمبير')).toThrow(InvalidInputError);
    expect(() => readNumber('ثلاثة', 'قيمة الأمبير')).toThrow('قيمة الأمبير: «ثلاثة» ليس رقماً صالحاً');
    expect(() => readNumber('', 'المبلغ المدفوع')).toThrow('المبلغ المدفوع: يرجى إدخال رقم');
    expect(readNumber('٣', 'قيمة الأمبير')).toBe(3);
    expect(readNumber('12,5', 'السعر')).toBe(12.5);
  });

  it('tells a blank value from a typed one', () => {
    expect(isBlankNumber('')).toBe(true);
    expect(isBlankNumber('  ')).toBe(true);
    expect(isBlankNumber(null)).toBe(true);
    expect(isBlankNumber(undefined)).toBe(true);
    expect(isBlankNumber('0')).toBe(false);
    expect(isBlankNumber(0)).toBe(false);
  });
});
