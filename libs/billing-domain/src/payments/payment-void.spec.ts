import { Month } from '../calendar/month';
import { voidPayment } from './payment-void';

const live = Month.parse('2026-11');
const payment = { billingMonth: live, voidedAt: null };

describe('voidPayment', () => {
  it('voids a payment of the live month with its reason, trimmed', () => {
    expect(voidPayment(payment, live, '  مبلغ خاطئ ')).toBe('مبلغ خاطئ');
  });

  it('refuses to void a payment already void', () => {
    expect(() => voidPayment({ ...payment, voidedAt: new Date() }, live, 'مرة ثانية')).toThrow(
      expect.objectContaining({
        code: 'PAYMENT_ALREADY_VOID',
        kind: 'invalid',
        message: 'هذه الدفعة ملغاة مسبقاً',
      }),
    );
  });

  it('needs a reason', () => {
    for (const reason of [undefined, '', '   ', 5]) {
      expect(() => voidPayment(payment, live, reason)).toThrow(
        expect.objectContaining({
          code: 'VOID_REASON_REQUIRED',
          kind: 'invalid',
          message: 'يرجى كتابة سبب الإلغاء',
        }),
      );
    }
  });

  it('refuses a reason longer than 500 characters', () => {
    expect(() => voidPayment(payment, live, 'س'.repeat(501))).toThrow(
      expect.objectContaining({ code: 'VOID_REASON_TOO_LONG' }),
    );
  });

  it('refuses a payment of a closed month as a conflict', () => {
    expect(() => voidPayment({ ...payment, billingMonth: Month.parse('2026-10') }, live, 'خطأ')).toThrow(
      expect.objectContaining({
        code: 'PAYMENT_MONTH_CLOSED',
        kind: 'conflict',
        message: 'لا يمكن إلغاء دفعة من شهر مغلق',
      }),
    );
  });
});
