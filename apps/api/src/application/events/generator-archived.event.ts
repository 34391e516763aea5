import { DomainEvent, type AuditedAs } from './domain-event';

/** A generator was archived; its log lines keep naming it. Audited as `archive-generator`. */
export class GeneratorArchived extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'archive-generator', count: 1 });
  }
}
