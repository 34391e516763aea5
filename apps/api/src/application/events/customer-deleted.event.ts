import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent } from './domain-event';

/** A customer was deleted: moved to the archive, from where it may be restored. */
export class CustomerDeleted extends DomainEvent {
  constructor(actor: string, system: string, customer: CustomerChangeData) {
    super({ actor, action: 'delete-record', system, count: 1, details: { id: customer.id } }, [
      { system, kind: 'deleted', data: customer },
    ]);
  }
}
