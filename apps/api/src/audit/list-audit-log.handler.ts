import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AUDIT_LOG_PAGE_SIZE, dayAfter, readAuditLogFilter } from '@kahraba/billing-domain';
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
      // Days of the business's calendar (TZ): from its first moment to the first moment of the next.
      fromAt: filter.from === undefined ? undefined : startOfDay(filter.from),
      beforeAt: filter.to === undefined ? undefined : startOfDay(dayAfter(filter.to)),
      limit: AUDIT_LOG_PAGE_SIZE,
      offset: (filter.page - 1) * AUDIT_LOG_PAGE_SIZE,
    });
    return { entries, page: filter.page, pageSize: AUDIT_LOG_PAGE_SIZE, total };
  }
}

function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
