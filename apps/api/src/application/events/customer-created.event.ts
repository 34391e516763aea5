import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent } from './domain-event';

/** A customer was added by hand; the amount paid it came with is its own event (PaymentsEntered). */
export class CustomerCreated extends DomainEvent {
  constructor(system: string, customer: CustomerChangeData) {
    super(null, [{ system, kind: 'created', data: customer }]);
  }
}
