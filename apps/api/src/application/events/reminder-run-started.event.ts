import { DomainEvent, type AuditedAs } from './domain-event';

/** A reminder run was started: how many to remind, how many skipped and why. Audited as `start-reminder-run`. */
export class ReminderRunStarted extends DomainEvent {
  constructor(entry: AuditedAs) {
    super({ ...entry, action: 'start-reminder-run' });
  }
}
