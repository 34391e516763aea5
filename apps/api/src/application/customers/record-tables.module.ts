import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListGroupRecordsHandler } from './list-group-records.handler';
import { PayGroupRecordHandler } from '../payments/pay-group-record.handler';
import { UpdateTableConfigHandler } from '../settings/update-table-config.handler';

/**
 * Application layer of the record tables and their settings
 * (docs/business-rules.md#the-main-table-and-the-record-tables); no HTTP here.
 */
@Module({
  imports: [CqrsModule],
  providers: [ListGroupRecordsHandler, PayGroupRecordHandler, UpdateTableConfigHandler],
})
export class RecordTablesModule {}
