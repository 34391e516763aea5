import { DomainEvent, type AuditedAs } from './domain-event';

/** A sheet of meter readings was imported into a metered system's live month (one batch). Audited as `import-readings`. */
export class ReadingsImported extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'import-readings' });
  }
}
