import { Injectable } from '@nestjs/common';
import { writeAudit, type SqlExecutor } from '@kahraba/persistence';
import type { DomainEvent } from './domain-event';

/**
 * Writes the audit entries of a unit of work's events with its transaction, just before it commits:
 * an entry is never lost for a committed change, nor kept for one rolled back.
 */
@Injectable()
export class AuditTrail {
  async write(tx: SqlExecutor, events: readonly DomainEvent[]): Promise<void> {
    for (const { auditEntry } of events) if (auditEntry) await writeAudit(tx, auditEntry);
  }
}
