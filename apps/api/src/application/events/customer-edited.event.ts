import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent } from './domain-event';

/** A customer's row was edited; a change of the amount paid is its own event (PaymentsEntered). */
export class CustomerEdited extends DomainEvent {
  constructor(system: string, customer: CustomerChangeData) {
    super(null, [{ system, kind: 'updated', data: customer }]);
  }
}
