import { DomainEvent, type AuditedAs } from './domain-event';

/** A screen's passcode was changed with the old one. Audited as `change-passcode`. */
export class PasscodeChanged extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'change-passcode' });
  }
}
