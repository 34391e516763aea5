import { DomainEvent, type AuditedAs } from './domain-event';

/** The last batch of work was undone: in one system, or in every system a change recorded it. */
export class BatchUndone extends DomainEvent {
  constructor(entry: AuditedAs, undone: readonly { system: string; batchId: string; count: number }[]) {
    super(
      { ...entry, action: 'undo-batch' },
      undone.map(({ system, batchId, count }) => ({
        system,
        kind: 'updated' as const,
        data: { id: batchId, name: 'undo', count },
      })),
    );
  }
}
