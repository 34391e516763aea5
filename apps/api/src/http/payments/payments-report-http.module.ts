import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PaymentsReportController } from './payments-report.controller';

/** The HTTP face of the collection report. */
@Module({ imports: [CqrsModule], controllers: [PaymentsReportController] })
export class PaymentsReportHttpModule {}
