import { DomainEvent } from './domain-event';

/** A system's whole live table was archived by hand (`archive`: the archive's name); one live update for it. */
export class LiveTableArchived extends DomainEvent {
  constructor(actor: string, system: string, archive: string, archived: number) {
    super({ actor, action: 'archive-live-records', system, count: archived, details: { archived } }, [
      { system, kind: 'deleted', data: { id: system, name: archive, count: archived } },
    ]);
  }
}
