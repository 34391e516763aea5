import type { CustomerChangeData } from '@kahraba/persistence';
import { DomainEvent, type AuditedAs } from './domain-event';

/** A meter was read on the round: a new reading changes the bill, audited with the real user. */
export class ReadingRecorded extends DomainEvent {
  constructor(entry: AuditedAs & { system: string }, customer: CustomerChangeData) {
    super({ ...entry, action: 'record-meter-reading', count: 1 }, [
      { system: entry.system, kind: 'updated', data: customer },
    ]);
  }
}
