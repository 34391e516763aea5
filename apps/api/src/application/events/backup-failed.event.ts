import { DomainEvent, type AuditedAs } from './domain-event';

/** A backup could not be taken: said loudly (docs/backups.md). Audited as `backup-failed`. */
export class BackupFailed extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'backup-failed' });
  }
}
