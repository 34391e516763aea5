import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { pgDeadlineSettings } from '@kahraba/persistence';
import { DATABASE_URL } from '../../application/database/database.module';

const PgStore = connectPgSimple(session);
const SECRET_SETTING = 'session_secret';

/**
 * Sessions live in PostgreSQL (the table `sessions`). The signing secret comes from
 * SESSION_SECRET or is generated once and stored, so restarts keep everyone signed in.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly pool: Pool;
  readonly store: session.Store;

  constructor(@Inject(DATABASE_URL) url: string) {
    this.pool = new Pool({ connectionString: url, max: 5, ...pgDeadlineSettings() });
    // A connection dropped by the server (shutdown, restart) must not crash the process.
    this.pool.on('error', () => undefined);
    this.store = new PgStore({ pool: this.pool, tableName: 'sessions', createTableIfMissing: false });
  }

  async secret(): Promise<string> {
    if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
    const candidate = JSON.stringify(randomBytes(32).toString('hex'));
    const { rows } = await this.pool.query<{ value: string }>(
      `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
       RETURNING value`,
      [SECRET_SETTING, candidate],
    );
    return rows[0].value;
  }

  async onApplicationShutdown(): Promise<void> {
    // connect-pg-simple's pool is not closed by app.close().
    (this.store as unknown as { close?: () => void }).close?.();
    await this.pool.end().catch(() => undefined);
  }
}
