import { DomainEvent, type AuditedAs } from './domain-event';

/** The public address customers' links and QR codes open was set. Audited as `set-public-address`. */
export class PublicAddressSet extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'set-public-address' });
  }
}
