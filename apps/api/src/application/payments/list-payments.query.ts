import { Query } from '@nestjs/cqrs';
import type { PaymentReceipt } from './payment-receipt';

/** A live record's payments of every month, void ones too, newest first. */
export class ListPaymentsQuery extends Query<PaymentReceipt[]> {
  constructor(
    readonly system: string,
    readonly recordId: string,
  ) {
    super();
  }
}
