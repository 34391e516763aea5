import { DomainEvent, type AuditedAs } from './domain-event';

/** A member of staff's password was reset (never the password itself). Audited as `reset-password`. */
export class UserPasswordReset extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'reset-password' });
  }
}
