import { DomainEvent, type AuditedAs } from './domain-event';

/** A public registration request was declined. Audited as `decline-registration`. */
export class RegistrationDeclined extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'decline-registration' });
  }
}
