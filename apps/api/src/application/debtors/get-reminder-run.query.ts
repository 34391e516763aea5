import { Query } from '@nestjs/cqrs';
import type { ReminderRunView } from './reminder-run.view';

/** A reminder run with each customer's link or reason, and who was reminded. */
export class GetReminderRunQuery extends Query<ReminderRunView> {
  constructor(readonly runId: string) {
    super();
  }
}
