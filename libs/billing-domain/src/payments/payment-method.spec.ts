import {
  isPaymentCurrency,
  isPaymentMethod,
  isPaymentSource,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from './payment-method';

describe('payment methods and currencies', () => {
  it('names every method in Arabic', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      cash: 'نقداً',
      bank_transfer: 'تحويل مصرفي',
      money_transfer: 'شركة تحويل أموال (OMT، Whish)',
    });
    expect(Object.keys(PAYMENT_METHOD_LABELS)).toEqual([...PAYMENT_METHODS]);
  });

  it('knows only dollars and pounds', () => {
    expect(isPaymentCurrency('USD')).toBe(true);
    expect(isPaymentCurrency('LBP')).toBe(true);
    expect(isPaymentCurrency('EUR')).toBe(false);
    expect(isPaymentCurrency(1)).toBe(false);
  });

  it('knows only the three methods', () => {
    expect(isPaymentMethod('cash')).toBe(true);
    expect(isPaymentMethod('cheque')).toBe(false);
  });

  it('knows every way a payment is recorded', () => {
    for (const source of ['collection', 'paid-edit', 'mark-paid', 'record-table', 'import', 'column-paste']) {
      expect(isPaymentSource(source)).toBe(true);
    }
    expect(isPaymentSource('opening-balance')).toBe(true);
    expect(isPaymentSource('guess')).toBe(false);
  });
});
