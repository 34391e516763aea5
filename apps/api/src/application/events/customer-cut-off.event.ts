import { DomainEvent, type AuditedAs } from './domain-event';

/** A customer was cut off (docs/cut-off.md), with the amount due at the time. Audited as `cut-off-customer`. */
export class CustomerCutOff extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'cut-off-customer' });
  }
}
