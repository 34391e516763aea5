import { Migration } from '@mikro-orm/migrations';

/**
 * docs/debtors.md#reminders-in-one-pass: a reminder run walks the chosen debtors (a link or the reason
 * each is skipped), and each customer reminded is kept (system, customer, run, when, by whom): the
 * debtors list shows the last reminder and the next run skips the recently reminded.
 */
export class Migration20261205Reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE reminder_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL,
        started_by text NOT NULL,
        skip_within_days integer NOT NULL CHECK (skip_within_days BETWEEN 0 AND 365),
        provider text NOT NULL
      );`);
    this.addSql(`
      CREATE TABLE reminder_run_customers (
        run_id uuid NOT NULL REFERENCES reminder_runs (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        system text NOT NULL REFERENCES billing_systems (id),
        customer_id uuid NOT NULL,
        customer_number integer NOT NULL,
        name text NOT NULL,
        link text,
        skip_reason text CHECK (skip_reason IN ('no-phone', 'landline', 'recently-reminded', 'not-owing')),
        CHECK ((link IS NULL) <> (skip_reason IS NULL)),
        PRIMARY KEY (run_id, position),
        UNIQUE (run_id, system, customer_id)
      );`);
    this.addSql(`
      CREATE TABLE reminders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id uuid REFERENCES reminder_runs (id) ON DELETE SET NULL,
        system text NOT NULL REFERENCES billing_systems (id),
        customer_id uuid NOT NULL,
        reminded_at timestamptz NOT NULL,
        reminded_by text NOT NULL,
        UNIQUE (run_id, system, customer_id)
      );`);
    this.addSql('CREATE INDEX reminders_customer_idx ON reminders (system, customer_id, reminded_at DESC);');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE reminders; DROP TABLE reminder_run_customers; DROP TABLE reminder_runs;');
  }
}
