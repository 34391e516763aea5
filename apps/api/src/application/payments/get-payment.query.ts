import { Query } from '@nestjs/cqrs';
import type { PaymentReceipt } from './payment-receipt';

/** One payment (the receipt page); `withRecord` adds the record's state now (after a payment or void). */
export class GetPaymentQuery extends Query<PaymentReceipt> {
  constructor(
    readonly paymentId: string,
    readonly withRecord = false,
  ) {
    super();
  }
}
