import { Client, Pool, types, type ClientConfig, type PoolClient } from 'pg';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@kahraba/billing-domain';
import { pgDeadlineSettings } from '../database/query-deadlines';
import { currentActingUser } from './acting-user';

// Dates stay 'YYYY-MM-DD' text (no time-zone shifts); numerics stay exact decimal text.
types.setTypeParser(types.builtins.DATE, (value) => value);

export interface SqlExecutor {
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * Set-based SQL for bulk work (imports, price changes, month close, undo): a few statements
 * in one transaction instead of thousands of ORM flushes (ARCHITECTURE.md).
 */
export class SqlDatabase implements SqlExecutor {
  private readonly pool: Pool;
  /** How every connection of this database is made: the pool's and the dedicated ones. */
  private readonly connection: ClientConfig;

  /** `timeZone`: the business's (BUSINESS_TIME_ZONE); SQL reads it as BUSINESS_TIME_ZONE_SQL. */
  constructor(url: string, maxConnections = 10, timeZone = DEFAULT_BUSINESS_TIME_ZONE) {
    if (!isTimeZone(timeZone)) throw new RangeError(`Not a time zone: ${timeZone}`);
    // A session setting from the connection's start: every statement of every connection reads it.
    // The zone has the checked IANA shape (letters, digits, '/', '_', '-', '+'), nothing to escape.
    this.connection = {
      connectionString: url,
      options: `-c kahraba.time_zone=${timeZone}`,
      ...pgDeadlineSettings(),
    };
    this.pool = new Pool({ ...this.connection, max: maxConnections });
    // An idle connection dropped by the server (restart, shutdown) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.pool.query<T>(sql, params as unknown[]);
    return result.rows;
  }

  /** Runs `work` in one transaction; any error rolls everything back. */
  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const actor = currentActingUser();
      if (actor) await client.query("SELECT set_config('kahraba.actor', $1, true)", [actor]);
      const result = await work(executorOf(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      // A connection that could not even roll back (the server froze or died under it) is dropped,
      // not handed to the next request still waiting on an answer that never comes.
      client.release(broken);
    }
  }

  /**
   * A connection of its own, outside the pool but made as the pool's are (same server, deadlines and
   * session settings), for one that must stay open whatever the pool does: the LISTEN of the live
   * updates (docs/developer-guide.md#connections-to-postgresql). Not connected yet; its owner ends it.
   */
  dedicatedClient(applicationName: string): Client {
    return new Client({ ...this.connection, application_name: applicationName });
  }

  /**
   * A small pool of its own, made as this one's connections are (the same server, deadlines and session
   * settings), for work that must not wait behind the handlers' statements: the sessions every request
   * reads (docs/developer-guide.md#connections-to-postgresql). Its owner ends it.
   */
  separatePool(max: number, applicationName: string): Pool {
    const pool = new Pool({ ...this.connection, application_name: applicationName, max });
    pool.on('error', () => undefined);
    return pool;
  }

  /**
   * The pool itself, for libraries that keep their state in PostgreSQL on the app's own connections
   * (throttle counters).
   */
  get connectionPool(): Pool {
    return this.pool;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

function executorOf(client: PoolClient): SqlExecutor {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await client.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  };
}
