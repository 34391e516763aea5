import { formatReceiptNumber, receiptYear } from './receipt-number';

describe('formatReceiptNumber', () => {
  it('writes the year and a six-digit sequence', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('R-2026-000123');
    expect(formatReceiptNumber(2027, 1)).toBe('R-2027-000001');
  });

  it('never cuts a sequence longer than six digits', () => {
    expect(formatReceiptNumber(2026, 1_234_567)).toBe('R-2026-1234567');
    expect(formatReceiptNumber(2026, 999_999)).toBe('R-2026-999999');
  });

  it('refuses a sequence below 1 or a year that is not four digits', () => {
    expect(() => formatReceiptNumber(2026, 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_RECEIPT_SEQUENCE' }),
    );
    expect(() => formatReceiptNumber(2026, 1.5)).toThrow(
      expect.objectContaining({ code: 'INVALID_RECEIPT_SEQUENCE' }),
    );
    expect(() => formatReceiptNumber(26, 1)).toThrow(
      expect.objectContaining({ code: 'INVALID_RECEIPT_YEAR' }),
    );
  });
});

describe('receiptYear', () => {
  it('is the year in Beirut: 1 January 00:30 in Beirut is already the new year', () => {
    expect(receiptYear(new Date('2026-12-31T22:30:00Z'), 'Asia/Beirut')).toBe(2027);
    expect(receiptYear(new Date('2026-12-31T21:30:00Z'), 'Asia/Beirut')).toBe(2026);
  });

  it("follows the business's zone, not the server's", () => {
    expect(receiptYear(new Date('2026-12-31T22:30:00Z'), 'UTC')).toBe(2026);
  });
});
