import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AUDIT_LOG_PAGE_SIZE, readAuditLogFilter } from '@kahraba/billing-domain';
import { readAuditLog } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { ListAuditLogQuery, type AuditLogPage } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery> {
  constructor(private readonly db: Database) {}

  async execute(query: ListAuditLogQuery): Promise<AuditLogPage> {
    const filter = readAuditLogFilter(query.filter);
    const { entries, total } = await readAuditLog(this.db, {
      action: filter.action,
      userId: filter.userId,
      // Days of the business's calendar (BUSINESS_TIME_ZONE), both ends included.
      fromDay: filter.from,
      toDay: filter.to,
      limit: AUDIT_LOG_PAGE_SIZE,
      offset: (filter.page - 1) * AUDIT_LOG_PAGE_SIZE,
    });
    return { entries, page: filter.page, pageSize: AUDIT_LOG_PAGE_SIZE, total };
  }
}
