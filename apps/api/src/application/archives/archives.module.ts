import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ArchiveLiveRecordsHandler } from './archive-live-records.handler';
import { CountLiveRecordsHandler } from './count-live-records.handler';
import { ListArchivedMonthsHandler } from './list-archived-months.handler';
import { ListMonthlyArchivesHandler } from './list-monthly-archives.handler';
import { RestoreManualArchiveHandler } from './restore-manual-archive.handler';

/** The archives context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [
    ArchiveLiveRecordsHandler,
    CountLiveRecordsHandler,
    ListArchivedMonthsHandler,
    ListMonthlyArchivesHandler,
    RestoreManualArchiveHandler,
  ],
})
export class ArchivesModule {}
