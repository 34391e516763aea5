import { DomainEvent, type AuditedAs } from './domain-event';

/** The metered customers' bills were worked out again in pounds. Audited as `migrate-lbp`. */
export class KwhLbpMigrated extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'migrate-lbp' });
  }
}
