import { DomainEvent, type AuditedAs } from './domain-event';

/** Operators were allowed, or no longer, to cut off customers (docs/cut-off.md). Audited as `update-cut-off-settings`. */
export class CutOffSettingsChanged extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'update-cut-off-settings' });
  }
}
