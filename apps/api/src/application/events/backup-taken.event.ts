import { DomainEvent, type AuditedAs } from './domain-event';

/** A backup of the whole database was written (and verified, copied away, when asked). Audited as `take-backup`. */
export class BackupTaken extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'take-backup' });
  }
}
