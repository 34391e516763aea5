import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { SqlExecutor } from '@kahraba/persistence';
import { Database } from '../database/sql-database.provider';
import { AfterCommit } from './after-commit';
import { AuditTrail } from './audit-trail.subscriber';
import type { DomainEvent } from './domain-event';

/** The events a unit of work's change records, in the order they happened. */
export class RecordedEvents {
  private readonly events: DomainEvent[] = [];

  record(...events: DomainEvent[]): void {
    this.events.push(...events);
  }

  get all(): readonly DomainEvent[] {
    return this.events;
  }
}

/**
 * One write, all or nothing (docs/developer-guide.md, "Unit of work and domain events"): `work`
 * changes the business in one transaction and records what happened; the events' audit entries are
 * written in that transaction before it commits; once committed, the events are published on the
 * EventBus, whose handlers tell the live-update streams, and the command answers after them.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly auditTrail: AuditTrail,
    private readonly eventBus: EventBus,
    private readonly afterCommit: AfterCommit,
  ) {}

  async run<T>(work: (tx: SqlExecutor, events: RecordedEvents) => Promise<T>): Promise<T> {
    const events = new RecordedEvents();
    const result = await this.db.transaction(async (tx) => {
      const done = await work(tx, events);
      await this.auditTrail.write(tx, events.all);
      return done;
    });
    if (events.all.length > 0) {
      this.eventBus.publishAll([...events.all]);
      await this.afterCommit.settled();
    }
    return result;
  }

  /** Records events that change nothing else but are audited (a wrong passcode, a failed backup). */
  record(...events: DomainEvent[]): Promise<void> {
    return this.run(async (_tx, recorded) => recorded.record(...events));
  }
}
