import { DomainEvent, type AuditedAs } from './domain-event';

/** A column of a system's table was cleared (one batch). Audited as `clear-column`. */
export class ColumnCleared extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'clear-column' });
  }
}
