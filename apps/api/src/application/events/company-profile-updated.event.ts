import { DomainEvent, type AuditedAs } from './domain-event';

/** The business's name, phones and address on invoices changed. Audited as `update-company-profile`. */
export class CompanyProfileUpdated extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'update-company-profile' });
  }
}
