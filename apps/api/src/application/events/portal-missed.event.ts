import { DomainEvent, type AuditedAs } from './domain-event';

/** A public visitor looked up a customer number that answered nothing. Audited as `portal-miss`. */
export class PortalMissed extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'portal-miss' });
  }
}
