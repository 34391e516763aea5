import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent, type AuditedAs } from './domain-event';

/** A payment was voided (kept in the ledger, no longer counted). */
export class PaymentVoided extends DomainEvent {
  constructor(entry: AuditedAs & { system: string }, customer: CustomerChangeData) {
    super({ ...entry, action: 'void-payment', count: 1 }, [
      { system: entry.system, kind: 'updated', data: customer },
    ]);
  }
}
