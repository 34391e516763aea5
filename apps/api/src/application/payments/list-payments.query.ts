import { Query } from '@nestjs/cqrs';
import type { PaymentResponse } from '../../http/payments/payment.response';

/** A live record's payments of every month, void ones too, newest first. */
export class ListPaymentsQuery extends Query<PaymentResponse[]> {
  constructor(
    readonly system: string,
    readonly recordId: string,
  ) {
    super();
  }
}
