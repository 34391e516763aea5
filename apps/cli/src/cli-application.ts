import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApplicationModule } from '@kahraba/api';
import { locateDatabase, migrateDatabase } from '@kahraba/persistence';

/**
 * Boots the application layer without HTTP. Joins the embedded PostgreSQL of DATA_DIR when
 * `npm start` already runs it; otherwise starts it for this command and stops it afterwards.
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
      return await work(app);
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
