import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ListAuditLogHandler } from './list-audit-log.handler';

/** Application layer of the audit log's read side (the API and `billing audit list`). */
@Module({
  imports: [CqrsModule],
  providers: [ListAuditLogHandler],
})
export class AuditModule {}
