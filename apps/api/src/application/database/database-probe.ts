import { Inject, Injectable } from '@nestjs/common';
import type { EmbeddedServerWatch } from '@kahraba/persistence';
import { EMBEDDED_SERVER } from '../database/database.constants';
import { DATABASE_DOWN_MESSAGE } from './database-down.message';
import { Database } from './sql-database.provider';

/**
 * docs/database-faults.md: the health check answers within 2 s whatever the database does. The probe waits this
 * long for `SELECT 1`; the rest of the 2 s is for the request itself on a busy machine.
 */
const HEALTH_PROBE_MS = 1_500;

export const DATABASE_SLOW_MESSAGE = 'قاعدة البيانات لا تجيب: لم يصل ردها خلال ثانيتين';
export const DATABASE_RESTARTING_MESSAGE = 'قاعدة البيانات توقفت، وتجري إعادة تشغيلها';

/** Whether PostgreSQL answers now, and if not, why, in one Arabic line. */
@Injectable()
export class DatabaseProbe {
  constructor(
    private readonly db: Database,
    @Inject(EMBEDDED_SERVER) private readonly embedded: EmbeddedServerWatch | null,
  ) {}

  /** null when the database answered in time; else the reason it did not. */
  async problem(deadlineMs = HEALTH_PROBE_MS): Promise<string | null> {
    // The embedded server is known to have died and to be on its way back.
    if (this.embedded?.state() === 'restarting') return DATABASE_RESTARTING_MESSAGE;
    let timer: NodeJS.Timeout | undefined;
    // A frozen server (SIGSTOP) accepts the connection and never answers; the queries' own
    // deadlines are sized for work and far longer, so the probe stops waiting by itself.
    const deadline = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(DATABASE_SLOW_MESSAGE), deadlineMs);
    });
    const answer = this.db.query('SELECT 1').then(
      () => null,
      () => DATABASE_DOWN_MESSAGE,
    );
    try {
      return await Promise.race([answer, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
