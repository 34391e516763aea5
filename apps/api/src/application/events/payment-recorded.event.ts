import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent, type AuditedAs } from './domain-event';

/** One customer's payment was recorded (at the door, or on a record table): audited as `record-payment`. */
export class PaymentRecorded extends DomainEvent {
  constructor(entry: AuditedAs & { system: string }, customer: CustomerChangeData) {
    super({ ...entry, action: 'record-payment', count: 1 }, [
      { system: entry.system, kind: 'updated', data: customer },
    ]);
  }
}
