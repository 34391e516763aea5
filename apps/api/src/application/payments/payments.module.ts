import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetPaymentHandler } from './get-payment.handler';
import { GetPaymentsReportHandler } from './get-payments-report.handler';
import { ListPaymentsHandler } from './list-payments.handler';
import { PayGroupRecordHandler } from './pay-group-record.handler';
import { RecordPaymentHandler } from './record-payment.handler';
import { VoidPaymentHandler } from './void-payment.handler';

/** The payments context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    GetPaymentHandler,
    GetPaymentsReportHandler,
    ListPaymentsHandler,
    PayGroupRecordHandler,
    RecordPaymentHandler,
    VoidPaymentHandler,
  ],
})
export class PaymentsModule {}
