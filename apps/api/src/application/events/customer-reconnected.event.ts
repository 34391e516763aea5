import { DomainEvent, type AuditedAs } from './domain-event';

/**
 * A customer was reconnected (docs/cut-off.md), with the fee and the amount due at the time. Audited as
 * `reconnect-customer`.
 */
export class CustomerReconnected extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'reconnect-customer' });
  }
}
