import { DomainEvent, type AuditedAs } from './domain-event';

/** A generator's name or power was changed. Audited as `edit-generator`. */
export class GeneratorEdited extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'edit-generator', count: 1 });
  }
}
