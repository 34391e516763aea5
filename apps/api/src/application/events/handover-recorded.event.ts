import { DomainEvent, type AuditedAs } from './domain-event';

/**
 * An administrator counted a collector's day (docs/handover.md): taken, counted, the difference, and
 * the count it replaced when the day was counted again. Audited as `record-handover`.
 */
export class HandoverRecorded extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'record-handover' });
  }
}
