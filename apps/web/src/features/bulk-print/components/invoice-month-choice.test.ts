import {
  defaultInvoiceMonth,
  invoiceMonthLabel,
  invoiceMonthOptions,
  readInvoiceYear,
} from './invoice-month-choice';

describe('the invoice month of a bulk print page', () => {
  it('offers the twelve Levantine month names, January first', () => {
    expect(invoiceMonthOptions).toHaveLength(12);
    expect(invoiceMonthOptions[0]).toEqual({ value: 1, name: 'كانون الثاني' });
    expect(invoiceMonthOptions[10]).toEqual({ value: 11, name: 'تشرين الثاني' });
    expect(invoiceMonthOptions[11]).toEqual({ value: 12, name: 'كانون الأول' });
  });

  it('labels the chosen month as the invoices print it', () => {
    expect(invoiceMonthLabel({ month: 1, year: 2027 })).toBe('كانون الثاني 2027');
    expect(invoiceMonthLabel({ month: 8, year: 2026 })).toBe('آب 2026');
  });

  it('starts at the month an invoice printed today is for: from the 25th, the next one', () => {
    expect(defaultInvoiceMonth(new Date(2026, 10, 24))).toEqual({ month: 11, year: 2026 });
    expect(defaultInvoiceMonth(new Date(2026, 11, 25))).toEqual({ month: 1, year: 2027 });
  });

  it.each(['2020', '2100', '٢٠٢٦', ' 2031 '])('accepts the year %s', (text) => {
    expect(readInvoiceYear(text).ok).toBe(true);
  });

  it.each(['2019', '2101', '0', '20260'])('refuses the year %s with the range in Arabic', (text) => {
    expect(readInvoiceYear(text)).toEqual({
      ok: false,
      message: 'السنة يجب أن تكون رقماً صحيحاً من 2020 إلى 2100',
    });
  });

  it('refuses a year that is no whole number, naming the field, never reading it as 0', () => {
    const word = readInvoiceYear('abc');
    const fraction = readInvoiceYear('2026.5');
    const blank = readInvoiceYear('');
    for (const refused of [word, fraction, blank]) {
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.message).toContain('سنة الفاتورة');
    }
  });
});
