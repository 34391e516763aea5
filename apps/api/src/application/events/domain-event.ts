import type { CustomerChangeNotification } from '@kahraba/persistence';

/** The audit log's entry for an event: who, which action, which system, how many rows, details. */
export interface AuditEntry {
  actor: string;
  action: string;
  system?: string | null;
  count?: number | null;
  details?: Record<string, unknown>;
}

/** An audit entry as a business event states it: its action is the event's own. */
export type AuditedAs = Omit<AuditEntry, 'action'>;

/**
 * Something that happened in the business, recorded by a write handler inside its unit of work
 * (docs/developer-guide.md, "Unit of work and domain events"): the audit entry it leaves, written in
 * the change's transaction, and the changes the live-update streams hear once it is committed.
 */
export abstract class DomainEvent {
  protected constructor(
    /** Null for an event the audit log does not keep. */
    readonly auditEntry: AuditEntry | null,
    /** Empty when no list a screen shows changed. */
    readonly customerChanges: readonly CustomerChangeNotification[] = [],
  ) {}
}
