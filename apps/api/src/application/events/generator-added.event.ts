import { DomainEvent, type AuditedAs } from './domain-event';

/** A generator was added (docs/generator-economics.md#generators). Audited as `add-generator`. */
export class GeneratorAdded extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'add-generator', count: 1 });
  }
}
