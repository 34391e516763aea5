import { Query } from '@nestjs/cqrs';
import type { AuditEntryView } from '@kahraba/persistence';

export interface AuditLogPage {
  entries: AuditEntryView[];
  page: number;
  pageSize: number;
  total: number;
}

/** The audit log, newest first, filtered as the URL asks (every value still text: the domain reads it). */
export class ListAuditLogQuery extends Query<AuditLogPage> {
  constructor(readonly filter: Readonly<Record<string, unknown>>) {
    super();
  }
}
