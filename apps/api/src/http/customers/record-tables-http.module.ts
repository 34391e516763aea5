import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RecordTablesController } from './record-tables.controller';
import { TableConfigController } from '../settings/table-config.controller';

/** The HTTP face of the record tables and their settings: controllers only. */
@Module({
  imports: [CqrsModule],
  controllers: [RecordTablesController, TableConfigController],
})
export class RecordTablesHttpModule {}
