import { DomainEvent, type AuditedAs } from './domain-event';

/** The prices of a system changed, for all its customers or the chosen ones (one batch). Audited as `update-prices`. */
export class PricesChanged extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'update-prices' });
  }
}
