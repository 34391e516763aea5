import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log answers who (the user's id beside the e-mail it had then), when, what, which
 * system and how many rows: every destructive or money-changing action writes one
 * entry in the transaction of its change.
 */
export class Migration20261128AuditEntries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE audit_log
        ADD COLUMN user_id uuid,
        ADD COLUMN count integer;
      UPDATE audit_log a SET user_id = u.id FROM users u WHERE lower(u.email) = lower(a.actor);
      CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP INDEX audit_log_at_idx;
      ALTER TABLE audit_log DROP COLUMN count, DROP COLUMN user_id;`);
  }
}
