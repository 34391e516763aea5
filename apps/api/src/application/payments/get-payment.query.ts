import { Query } from '@nestjs/cqrs';
import type { PaymentResponse } from '../../http/payments/payment.response';

/** One payment (the receipt page); `withRecord` adds the record's state now (after a payment or void). */
export class GetPaymentQuery extends Query<PaymentResponse> {
  constructor(
    readonly paymentId: string,
    readonly withRecord = false,
  ) {
    super();
  }
}
