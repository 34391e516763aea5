import { Migration } from '@mikro-orm/migrations';

/**
 * Throttle counters (sign-in, passcode, customer portal, registration) live in PostgreSQL so that a
 * restart or a second instance does not hand out fresh attempts. The shape is rate-limiter-flexible's
 * PostgreSQL store (key, points, expire in epoch milliseconds); keys carry the limiter's prefix.
 */
export class Migration20261125RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
      CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE rate_limits;');
  }
}
