import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListArchivedMonthsHandler } from './list-archived-months.handler';
import { ListMonthlyArchivesHandler } from './list-monthly-archives.handler';

/**
 * Application layer of the monthly archives
 * (docs/business-rules.md#summary-cards-the-dashboard-and-the-monthly-archives); no HTTP here.
 */
@Module({
  imports: [CqrsModule],
  providers: [ListMonthlyArchivesHandler, ListArchivedMonthsHandler],
})
export class MonthlyArchivesModule {}
