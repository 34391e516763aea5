import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { ApplicationModule } from '../application.module';
import { Clock } from '../application/clock/clock';
import { pinClock } from '../application/clock/pinned-clock';
import { Database } from '../application/database/sql-database.provider';

/** The application without HTTP, on its own copy of the migrated template database. */
export interface HandlerTier {
  app: INestApplicationContext;
  databaseUrl: string;
  commands: CommandBus;
  queries: QueryBus;
  /** The application's own SQL pool: what a test reads back is what the handlers wrote. */
  db: Database;
  /** Holds the business clock at an instant (a day in Asia/Beirut decides the month). */
  setNow(instant: string | Date): void;
  close(): Promise<void>;
}

/**
 * The handler tier (docs/developer-guide.md, "Tests"): commands and queries sent through the buses
 * the API and the CLI share, on a real PostgreSQL, with no HTTP in between. `now` pins the business
 * clock from the start; `setNow` moves it.
 */
export async function startHandlerTier(options: { now?: string | Date } = {}): Promise<HandlerTier> {
  const databaseUrl = await createTestDatabase();
  const app = await NestFactory.createApplicationContext(ApplicationModule.forDatabase(databaseUrl), {
    logger: ['error'],
    abortOnError: false,
  });
  const clock = pinClock(app.get(Clock));
  if (options.now !== undefined) clock.setTo(options.now);
  return {
    app,
    databaseUrl,
    commands: app.get(CommandBus),
    queries: app.get(QueryBus),
    db: app.get(Database),
    setNow: (instant) => clock.setTo(instant),
    async close() {
      clock.release();
      await app.close();
    },
  };
}
