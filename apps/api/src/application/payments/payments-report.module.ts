import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetPaymentsReportHandler } from './get-payments-report.handler';

/** Application layer of the collection report (read only). Shared by the API and the CLI; no HTTP here. */
@Module({ imports: [CqrsModule], providers: [GetPaymentsReportHandler] })
export class PaymentsReportModule {}
