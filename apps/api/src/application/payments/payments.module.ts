import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetPaymentHandler } from './get-payment.handler';
import { ListPaymentsHandler } from './list-payments.handler';
import { RecordPaymentHandler } from './record-payment.handler';
import { VoidPaymentHandler } from './void-payment.handler';

/**
 * Application layer of the payments ledger (docs/business-rules.md#paid-unpaid-and-arrears). No HTTP here:
 * the CLI can send the same commands.
 */
@Module({
  imports: [CqrsModule],
  providers: [RecordPaymentHandler, VoidPaymentHandler, GetPaymentHandler, ListPaymentsHandler],
})
export class PaymentsModule {}
