import { DomainEvent, type AuditedAs } from './domain-event';

/** A backup replaced the database, or filled an empty one (`billing restore`). Audited as `restore-backup`. */
export class BackupRestored extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'restore-backup' });
  }
}
