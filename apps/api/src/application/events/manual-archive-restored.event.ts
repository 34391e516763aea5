import { DomainEvent } from './domain-event';

/** A system's last manual archive came back live into its empty table; one live update for it. */
export class ManualArchiveRestored extends DomainEvent {
  constructor(actor: string, system: string, restored: number) {
    super({ actor, action: 'restore-manual-archive', system, count: restored, details: { restored } }, [
      { system, kind: 'created', data: { id: system, name: 'restore-manual-archive', count: restored } },
    ]);
  }
}
