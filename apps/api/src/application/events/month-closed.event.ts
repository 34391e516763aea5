import { DomainEvent } from './domain-event';

/** A system's month was closed: its customers snapshotted, the next month started; one live update. */
export class MonthClosed extends DomainEvent {
  constructor(actor: string, system: string, month: string, totalCustomers: number) {
    super(
      { actor, action: 'close-month', system, count: totalCustomers, details: { month, totalCustomers } },
      [{ system, kind: 'updated', data: { id: month, name: 'new-month', count: totalCustomers } }],
    );
  }
}
