import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent, type AuditedAs } from './domain-event';

/** A public registration request was approved: its customer joined a system's live month. */
export class RegistrationApproved extends DomainEvent {
  constructor(entry: AuditedAs & { system: string }, customer: CustomerChangeData) {
    super({ ...entry, action: 'approve-registration', count: 1 }, [
      { system: entry.system, kind: 'created', data: customer },
    ]);
  }
}
