import { DomainEvent, type AuditedAs } from './domain-event';

/** A wrong passcode was typed: who, which screen, how many misses in a row; never the guess. Audited as `passcode-failed`. */
export class PasscodeMissed extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'passcode-failed' });
  }
}
