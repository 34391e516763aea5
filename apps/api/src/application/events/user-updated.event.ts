import { DomainEvent, type AuditedAs } from './domain-event';

/** A member of staff's role, activity or meter reading changed. Audited as `update-user`. */
export class UserUpdated extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'update-user' });
  }
}
