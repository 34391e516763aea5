import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import { Database } from '../../application/database/sql-database.provider';

const PgStore = connectPgSimple(session);
const SECRET_SETTING = 'session_secret';

/**
 * Sessions live in PostgreSQL (the table `sessions`), read and written on the app's one pool
 * (docs/developer-guide.md#connections-to-postgresql). The signing secret comes from SESSION_SECRET or
 * is generated once and stored, so restarts keep everyone signed in.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly store: session.Store;

  constructor(private readonly db: Database) {
    this.store = new PgStore({ pool: db.connectionPool, tableName: 'sessions', createTableIfMissing: false });
  }

  async secret(): Promise<string> {
    if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
    const candidate = JSON.stringify(randomBytes(32).toString('hex'));
    const [row] = await this.db.query<{ value: string }>(
      `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
       RETURNING value`,
      [SECRET_SETTING, candidate],
    );
    return row!.value;
  }

  onApplicationShutdown(): void {
    // Stops the store's pruning timer; the pool is Database's, which closes it.
    (this.store as unknown as { close?: () => void }).close?.();
  }
}
