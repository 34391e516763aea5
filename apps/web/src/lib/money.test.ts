import { formatLbp, formatUnitPrice, formatUsd, formatWholeUsd, plainAmount } from './money';

describe('formatUsd', () => {
  it('shows dollars with up to two decimals and no trailing zeros', () => {
    expect(formatUsd(12.5)).toBe('$12.5');
    expect(formatUsd(45)).toBe('$45');
    expect(formatUsd(40.54)).toBe('$40.54');
    expect(formatUsd(0.129)).toBe('$0.13');
  });

  it('groups thousands with ASCII digits', () => {
    expect(formatUsd(1234567.8)).toBe('$1,234,567.8');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatUsd(-3.5)).toBe('-$3.5');
  });

  it('reads a missing amount as zero', () => {
    expect(formatUsd(undefined)).toBe('$0');
    expect(formatUsd(Number.NaN)).toBe('$0');
  });
});

describe('money on paper (docs/printing.md)', () => {
  it('always shows the cents of dollars, grouped', () => {
    expect(formatUsd(10.9, 'paper')).toBe('$10.90');
    expect(formatUsd(5506.2, 'paper')).toBe('$5,506.20');
    expect(formatUsd(99999.99, 'paper')).toBe('$99,999.99');
    expect(formatUsd(-3.5, 'paper')).toBe('-$3.50');
    expect(formatUsd(0, 'paper')).toBe('$0.00');
  });

  it('keeps every decimal of a unit price, and at least two', () => {
    expect(formatUnitPrice(0.4022, 'USD', 'paper')).toBe('$0.4022');
    expect(formatUnitPrice(15, 'USD', 'paper')).toBe('$15.00');
    expect(formatUnitPrice(0.5, 'USD', 'paper')).toBe('$0.50');
    expect(formatUnitPrice(36000, 'LBP', 'paper')).toBe('36,000 ل.ل');
  });
});

describe('plainAmount', () => {
  it('gives a spreadsheet-friendly number', () => {
    expect(plainAmount(1234.5)).toBe('1234.5');
    expect(plainAmount(null)).toBe('');
  });
});

describe('formatLbp', () => {
  it('shows whole pounds grouped, with the pound sign after', () => {
    expect(formatLbp(4117000)).toBe('4,117,000 ل.ل');
    expect(formatLbp(89500)).toBe('89,500 ل.ل');
  });

  it('reads a missing amount as zero', () => {
    expect(formatLbp(undefined)).toBe('0 ل.ل');
  });
});

describe('formatWholeUsd', () => {
  it('rounds to whole dollars, half away from zero, grouped', () => {
    expect(formatWholeUsd(1234.49)).toBe('$1,234');
    expect(formatWholeUsd(1234.5)).toBe('$1,235');
    expect(formatWholeUsd(-0.5)).toBe('-$1');
    expect(formatWholeUsd(-0.4)).toBe('$0');
    expect(formatWholeUsd(undefined)).toBe('$0');
  });
});
