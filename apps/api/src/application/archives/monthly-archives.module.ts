import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListArchivedMonthsHandler } from './list-archived-months.handler';
import { ListMonthlyArchivesHandler } from './list-monthly-archives.handler';

/** Application layer of the monthly archives (spec 001 §2.11); no HTTP here. */
@Module({
  imports: [CqrsModule],
  providers: [ListMonthlyArchivesHandler, ListArchivedMonthsHandler],
})
export class MonthlyArchivesModule {}
