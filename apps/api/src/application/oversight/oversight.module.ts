import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetKwhSummaryHandler } from './get-kwh-summary.handler';
import { GetSystemSummariesHandler } from './get-system-summaries.handler';
import { ListAuditLogHandler } from './list-audit-log.handler';

/** The oversight context's handlers, for the API and the CLI alike (docs/developer-guide.md#the-three-floors). */
@Module({
  imports: [CqrsModule],
  providers: [GetKwhSummaryHandler, GetSystemSummariesHandler, ListAuditLogHandler],
})
export class OversightModule {}
