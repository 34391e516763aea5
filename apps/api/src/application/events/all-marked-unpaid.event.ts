import { DomainEvent, type AuditedAs } from './domain-event';

/** Every ampere customer was marked unpaid for the live month (one batch). Audited as `mark-all-unpaid`. */
export class AllMarkedUnpaid extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'mark-all-unpaid' });
  }
}
