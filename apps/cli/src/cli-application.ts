import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApplicationModule } from '@kahraba/api';
import { actAs, locateDatabase, migrateDatabase, type LocateOptions } from '@kahraba/persistence';
import { cliActor, confirmActingUser } from './cli-actor';
import { tellDatabaseUsed } from './database-used';

/**
 * Boots the application layer without HTTP. Joins the embedded PostgreSQL of DATA_DIR when
 * `npm start` already runs it; otherwise starts it for this command and stops it afterwards.
 * Every transaction of `work` acts as the terminal's actor (cliActor): a batch or audit entry whose
 * command names nobody is still recorded for the OS account and the user of `--as`.
 */
export async function withApplication<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  return withDatabaseUrl(async (url) => {
    await migrateDatabase(url);
    return withApplicationOn(url, async (app) => {
      await confirmActingUser(app);
      return actAs(cliActor(), () => work(app));
    });
  });
}

/** Boots the application layer without HTTP on the database at `url`, already located and migrated. */
export async function withApplicationOn<T>(
  url: string,
  work: (app: INestApplicationContext) => Promise<T>,
): Promise<T> {
  const app = await NestFactory.createApplicationContext(ApplicationModule.forDatabase(url), {
    logger: false,
    abortOnError: false,
  });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * The database of DATABASE_URL, or the embedded one of DATA_DIR or the project folder, named on
 * stderr. A command never makes a new one unless it is there to (`create`, a restore): without one
 * it refuses, naming where it looked (docs/cli-database.md).
 */
export async function withDatabaseUrl<T>(
  work: (url: string) => Promise<T>,
  create: LocateOptions['create'] = 'never',
): Promise<T> {
  const database = await locateDatabase(process.env, { create });
  try {
    tellDatabaseUsed(database.shown);
    return await work(database.url);
  } finally {
    await database.release();
  }
}
