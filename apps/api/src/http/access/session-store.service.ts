import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { Database } from '../../application/database/sql-database.provider';

const PgStore = connectPgSimple(session);
const SECRET_SETTING = 'session_secret';

/** Seen in pg_stat_activity. */
const SESSIONS_APPLICATION_NAME = 'kahraba-sessions';

/**
 * Sessions live in PostgreSQL (the table `sessions`), read and written on a small pool of their own made
 * by the app's `Database` (docs/developer-guide.md#connections-to-postgresql): every request reads its
 * session first, and a burst of handler work must not keep it waiting. The signing secret comes from
 * SESSION_SECRET or is generated once and stored, so restarts keep everyone signed in.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly store: session.Store;
  private readonly pool: Pool;

  constructor(private readonly db: Database) {
    this.pool = db.separatePool(5, SESSIONS_APPLICATION_NAME);
    this.store = new PgStore({ pool: this.pool, tableName: 'sessions', createTableIfMissing: false });
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

  async onApplicationShutdown(): Promise<void> {
    // Stops the store's pruning timer (it does not end a pool it was given), then the sessions' pool.
    (this.store as unknown as { close?: () => void }).close?.();
    await this.pool.end().catch(() => undefined);
  }
}
