import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { notifyCustomerChange } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { AfterCommit } from './after-commit';
import { BatchUndone } from './batch-undone.event';
import { BatchWritten } from './batch-written.event';
import { CustomerCreated } from './customer-created.event';
import { CustomerDeleted } from './customer-deleted.event';
import { CustomerEdited } from './customer-edited.event';
import { CustomerRestored } from './customer-restored.event';
import { LiveTableArchived } from './live-table-archived.event';
import { ManualArchiveRestored } from './manual-archive-restored.event';
import { MonthClosed } from './month-closed.event';
import { PaymentRecorded } from './payment-recorded.event';
import { PaymentVoided } from './payment-voided.event';
import { ReadingRecorded } from './reading-recorded.event';
import { RegistrationApproved } from './registration-approved.event';
import { TableConfigChanged } from './table-config-changed.event';
import type { DomainEvent } from './domain-event';

/**
 * Tells every API instance's live-update streams what a committed unit of work changed (PostgreSQL
 * NOTIFY on the channel they LISTEN on). Runs after the commit, so a refused or rolled-back change is
 * never announced.
 */
@EventsHandler(
  BatchUndone,
  BatchWritten,
  CustomerCreated,
  CustomerDeleted,
  CustomerEdited,
  CustomerRestored,
  LiveTableArchived,
  ManualArchiveRestored,
  MonthClosed,
  PaymentRecorded,
  PaymentVoided,
  ReadingRecorded,
  RegistrationApproved,
  TableConfigChanged,
)
export class NotifyLiveUpdates implements IEventHandler<DomainEvent> {
  constructor(
    private readonly db: Database,
    private readonly afterCommit: AfterCommit,
  ) {}

  handle(event: DomainEvent): Promise<void> {
    return this.afterCommit.queue(async () => {
      for (const { system, kind, data } of event.customerChanges) {
        await notifyCustomerChange(this.db, system, kind, data);
      }
    });
  }
}
