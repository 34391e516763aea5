import { formatScaledDecimal, parseScaledDecimal } from './decimal-text';

describe('parseScaledDecimal', () => {
  it('reads text with up to the allowed decimals as integer units', () => {
    expect(parseScaledDecimal('12.5', 2)).toBe(1250);
    expect(parseScaledDecimal('12.25', 2)).toBe(1225);
    expect(parseScaledDecimal('0', 2)).toBe(0);
    expect(parseScaledDecimal(' 7 ', 2)).toBe(700);
  });

  it('reads a JavaScript number through its shortest text', () => {
    expect(parseScaledDecimal(12.25, 2)).toBe(1225);
    expect(parseScaledDecimal(0.1 + 0.2, 2)).toBeNull();
  });

  it('accepts a leading dot, a trailing dot and a minus sign', () => {
    expect(parseScaledDecimal('.5', 2)).toBe(50);
    expect(parseScaledDecimal('12.', 2)).toBe(1200);
    expect(parseScaledDecimal('-3.75', 2)).toBe(-375);
  });

  it('ignores trailing zeros beyond the allowed decimals', () => {
    expect(parseScaledDecimal('1.230', 2)).toBe(123);
  });

  it('refuses more decimals than allowed', () => {
    expect(parseScaledDecimal('1.234', 2)).toBeNull();
    expect(parseScaledDecimal('1.2345', 3)).toBeNull();
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseScaledDecimal('١٢٫٥', 2)).toBe(1250);
  });

  it('reads comma decimals and thousands through the one number reader', () => {
    expect(parseScaledDecimal('12,5', 2)).toBe(1250);
    expect(parseScaledDecimal('224,000', 2)).toBe(22400000);
  });

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', ' ', '.', '-', '1e3', '1,0000', '12a', '12,5,3', '--1', '1.2.3']) {
      expect(parseScaledDecimal(bad, 2)).toBeNull();
    }
    expect(parseScaledDecimal(Number.NaN, 2)).toBeNull();
    expect(parseScaledDecimal(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });

  it('refuses a value too large to hold exactly', () => {
    expect(parseScaledDecimal('99999999999999999', 2)).toBeNull();
  });

  it('never answers negative zero', () => {
    expect(Object.is(parseScaledDecimal('-0', 2), 0)).toBe(true);
  });
});

describe('formatScaledDecimal', () => {
  it('trims trailing zeros down to the minimum decimals', () => {
    expect(formatScaledDecimal(1250, 2, { minDecimals: 0, grouping: false })).toBe('12.5');
    expect(formatScaledDecimal(1200, 2, { minDecimals: 0, grouping: false })).toBe('12');
    expect(formatScaledDecimal(1200, 2, { minDecimals: 2, grouping: false })).toBe('12.00');
  });

  it('groups thousands with commas when asked', () => {
    expect(formatScaledDecimal(123456, 2, { minDecimals: 0, grouping: true })).toBe('1,234.56');
    expect(formatScaledDecimal(1342500, 0, { minDecimals: 0, grouping: true })).toBe('1,342,500');
  });

  it('writes negative values with a leading minus', () => {
    expect(formatScaledDecimal(-50, 2, { minDecimals: 2, grouping: false })).toBe('-0.50');
  });
});
