import { readPaymentEntry, type PaymentTyped } from './payment-entry';

const owes = { outstandingBalance: 42.5, exchangeRate: 89500 };
const typed = (fields: Partial<PaymentTyped>): PaymentTyped => ({
  amountText: '',
  currency: 'USD',
  method: 'cash',
  noteText: '',
  ...fields,
});

describe('reading the payment the collector typed, by the ledger rule, before it is kept', () => {
  it('reads dollars with a comma decimal or Arabic-Indic digits, and keeps the text for the server', () => {
    expect(readPaymentEntry(typed({ amountText: ' 12,5 ' }), owes)).toEqual({
      ok: true,
      amount: 12.5,
      creditedUsd: 12.5,
      amountText: '12,5',
      currency: 'USD',
      method: 'cash',
      note: null,
    });
    expect(readPaymentEntry(typed({ amountText: '٢٠', noteText: ' مع الجار ' }), owes)).toMatchObject({
      amount: 20,
      note: 'مع الجار',
    });
  });

  it('reads whole pounds, with thousands separators, by another method', () => {
    expect(
      readPaymentEntry(typed({ amountText: '500,000', currency: 'LBP', method: 'money_transfer' }), owes),
    ).toMatchObject({ ok: true, amount: 500_000, currency: 'LBP', method: 'money_transfer' });
    // The dollars it credits, by the ledger's conversion (to the cent, half away from zero).
    expect(readPaymentEntry(typed({ amountText: '500,000', currency: 'LBP' }), owes)).toMatchObject({
      creditedUsd: 5.59,
    });
  });

  it('refuses text that is not a number, never reading it as 0', () => {
    expect(readPaymentEntry(typed({ amountText: 'عشرة' }), owes)).toEqual({
      ok: false,
      field: 'amount',
      message: 'يرجى إدخال مبلغ صحيح',
    });
    expect(readPaymentEntry(typed({ amountText: '' }), owes).ok).toBe(false);
  });

  it('refuses nothing or less', () => {
    expect(readPaymentEntry(typed({ amountText: '0' }), owes)).toEqual({
      ok: false,
      field: 'amount',
      message: 'يجب أن يكون المبلغ أكبر من صفر',
    });
  });

  it('refuses more than the balance plus 1,000 dollars, also in pounds', () => {
    expect(readPaymentEntry(typed({ amountText: '1042.5' }), owes).ok).toBe(true);
    expect(readPaymentEntry(typed({ amountText: '1042.51' }), owes)).toEqual({
      ok: false,
      field: 'amount',
      message: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار',
    });
    expect(readPaymentEntry(typed({ amountText: '100,000,000', currency: 'LBP' }), owes)).toMatchObject({
      ok: false,
      message: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار',
    });
  });

  it('refuses a note longer than 500 characters, on the note', () => {
    expect(readPaymentEntry(typed({ amountText: '5', noteText: 'x'.repeat(501) }), owes)).toMatchObject({
      ok: false,
      field: 'note',
    });
  });
});
