import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApplicationModule } from '@kahraba/api';
import { actAs, locateDatabase, migrateDatabase } from '@kahraba/persistence';
import { cliActor, confirmActingUser } from './cli-actor';

/**
 * Boots the application layer without HTTP. Joins the embedded PostgreSQL of DATA_DIR when
 * `npm start` already runs it; otherwise starts it for this command and stops it afterwards.
 * Every transaction of `work` acts as the terminal's actor (cliActor): a batch or audit entry whose
 * command names nobody is still recorded for the OS account and the user of `--as`.
 */
export async function withApplication<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const database = await locateDatabase(process.env);
  try {
    await migrateDatabase(database.url);
    const app = await NestFactory.createApplicationContext(ApplicationModule.forDatabase(database.url), {
      logger: false,
      abortOnError: false,
    });
    try {
      await confirmActingUser(app);
      return await actAs(cliActor(), () => work(app));
    } finally {
      await app.close();
    }
  } finally {
    await database.release();
  }
}

export async function withDatabaseUrl<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await locateDatabase(process.env);
  try {
    return await work(database.url);
  } finally {
    await database.release();
  }
}
