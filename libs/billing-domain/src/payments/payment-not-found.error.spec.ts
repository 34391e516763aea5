import { PaymentNotFoundError } from './payment-not-found.error';

describe('PaymentNotFoundError', () => {
  it('says in Arabic that the payment does not exist, as a not-found', () => {
    expect(new PaymentNotFoundError()).toMatchObject({
      kind: 'not_found',
      code: 'PAYMENT_NOT_FOUND',
      message: 'الدفعة غير موجودة',
    });
  });
});
