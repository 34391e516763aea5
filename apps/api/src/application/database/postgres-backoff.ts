import {
  missesCounted,
  remainingWaitMs,
  type BackoffPolicy,
  type BackoffState,
} from '@kahraba/billing-domain';
import type { SqlDatabase } from '@kahraba/persistence';

/**
 * An attempt let through, counted as a miss until it is found right (with what was counted before it,
 * to give it back); or how long to wait first.
 */
export type BackoffTurn =
  | { allowed: true; misses: number; key: string; before: BackoffState; at: number }
  | { allowed: false; waitMs: number };

/**
 * A growing delay between misses (docs/public-endpoints.md), counted in PostgreSQL so that a restart or
 * another instance hands out no fresh guesses. Rows live in the throttle table `rate_limits` under `name:`
 * keys: `points` holds the misses in a row, `expire` the moment they are forgotten (the last miss plus the
 * policy's quiet time), which also lets rate-limiter-flexible's clean-up remove the row.
 */
export class PostgresBackoff {
  private readonly forgetMs: number;

  constructor(
    private readonly db: SqlDatabase,
    private readonly name: string,
    private readonly policy: BackoffPolicy,
  ) {
    this.forgetMs = policy.forgetAfterSeconds * 1000;
  }

  /**
   * Counts the attempt as a miss before it is checked, unless the key must still wait: parallel
   * guesses queue on the row lock, so none slips past a count read before another one failed.
   */
  take(key: string, now: Date): Promise<BackoffTurn> {
    const id = `${this.name}:${key}`;
    const at = now.getTime();
    return this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO rate_limits (key, points, expire) VALUES ($1, 0, $2) ON CONFLICT (key) DO NOTHING',
        [id, at + this.forgetMs],
      );
      const [row] = await tx.query<{ points: number; expire: string }>(
        'SELECT points, expire FROM rate_limits WHERE key = $1 FOR UPDATE',
        [id],
      );
      const state: BackoffState = { misses: row!.points, lastMissAt: Number(row!.expire) - this.forgetMs };
      const waitMs = remainingWaitMs(state, at, this.policy);
      if (waitMs > 0) return { allowed: false, waitMs };
      const counted = missesCounted(state, at, this.policy);
      const misses = counted + 1;
      await tx.query('UPDATE rate_limits SET points = $2, expire = $3 WHERE key = $1', [
        id,
        misses,
        at + this.forgetMs,
      ]);
      return { allowed: true, misses, key, before: { ...state, misses: counted }, at };
    });
  }

  /**
   * The attempt was right, but right about something else than the misses before it (one visitor,
   * many customer numbers): only this attempt is taken back, the misses in a row stay. The last miss
   * moves back to where it was unless another attempt has been counted since.
   */
  async giveBack(turn: Extract<BackoffTurn, { allowed: true }>): Promise<void> {
    await this.db.query(
      `UPDATE rate_limits
          SET points = GREATEST(points - 1, 0),
              expire = CASE WHEN expire = $2 THEN $3 ELSE expire END
        WHERE key = $1`,
      [`${this.name}:${turn.key}`, turn.at + this.forgetMs, turn.before.lastMissAt + this.forgetMs],
    );
  }

  /** The attempt was right: the misses are forgotten. */
  async forget(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [`${this.name}:${key}`]);
  }
}
