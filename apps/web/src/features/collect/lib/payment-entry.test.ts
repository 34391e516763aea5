import { readPaymentEntry } from './payment-entry';

describe('reading the amount the collector typed', () => {
  it('reads dollars with a comma or Arabic-Indic digits, and keeps the text for the server', () => {
    expect(readPaymentEntry('12,5', 'USD', '')).toEqual({
      ok: true,
      amount: 12.5,
      amountText: '12,5',
      currency: 'USD',
      note: null,
    });
    expect(readPaymentEntry('٢٠', 'USD', ' وصل مع الجار ')).toMatchObject({
      amount: 20,
      note: 'وصل مع الجار',
    });
  });

  it('reads pounds in whole pounds, with thousands separators', () => {
    expect(readPaymentEntry('500,000', 'LBP', '')).toMatchObject({
      ok: true,
      amount: 500000,
      currency: 'LBP',
    });
    expect(readPaymentEntry('1500.5', 'LBP', '')).toEqual({
      ok: false,
      field: 'amount',
      message: 'المبلغ بالليرة يُكتب بالليرات الكاملة',
    });
  });

  it('refuses text that is not a number, naming the field, never reading it as 0', () => {
    const entry = readPaymentEntry('عشرة', 'USD', '');
    expect(entry.ok).toBe(false);
    expect(!entry.ok && entry.message).toContain('المبلغ');
    expect(readPaymentEntry('', 'USD', '').ok).toBe(false);
  });

  it('refuses nothing or less', () => {
    expect(readPaymentEntry('0', 'USD', '')).toEqual({
      ok: false,
      field: 'amount',
      message: 'يجب أن يكون المبلغ أكبر من صفر',
    });
  });

  it('refuses a note longer than 500 characters', () => {
    expect(readPaymentEntry('5', 'USD', 'x'.repeat(501))).toMatchObject({ ok: false, field: 'note' });
  });
});
