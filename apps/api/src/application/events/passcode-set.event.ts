import { DomainEvent, type AuditedAs } from './domain-event';

/** A screen's passcode was set by an administrator. Audited as `set-passcode`. */
export class PasscodeSet extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'set-passcode' });
  }
}
