import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent } from './domain-event';

/** A deleted customer came back from the archive under a new customer number. */
export class CustomerRestored extends DomainEvent {
  constructor(
    actor: string,
    system: string,
    archived: { archivedId: string; customerNumber: number },
    restored: CustomerChangeData,
  ) {
    super({ actor, action: 'restore-record', system, count: 1, details: archived }, [
      { system, kind: 'created', data: restored },
    ]);
  }
}
