import { DomainEvent, type AuditedAs } from './domain-event';

/** A customer's reminder was opened to send: they count as reminded. Audited as `remind-customer`. */
export class CustomerReminded extends DomainEvent {
  constructor(entry: AuditedAs & { system: string }) {
    super({ ...entry, action: 'remind-customer', count: 1 });
  }
}
