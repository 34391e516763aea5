import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { SqlDatabase } from '@kahraba/persistence';

/**
 * A throttle whose counters live in the `rate_limits` table on the app's own pool: they survive a
 * restart and are shared by every instance. `name` keeps each throttle's keys apart.
 */
export function postgresRateLimiter(
  db: SqlDatabase,
  name: string,
  points: number,
  seconds: number,
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db.connectionPool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: seconds,
  });
}
