import { DomainEvent, type AuditedAs } from './domain-event';

/** An account was opened for a member of staff. Audited as `create-user`. */
export class UserCreated extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'create-user' });
  }
}
