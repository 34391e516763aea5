import { Migration } from '@mikro-orm/migrations';

/**
 * docs/handover.md: what an administrator counted of one collector's business day, in dollars and in
 * pounds. What the collector took is never stored here: it is read from the payments ledger each time,
 * so a void after the count shows in the difference.
 */
export class Migration20261207CashHandovers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE cash_handovers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        collector_id uuid NOT NULL REFERENCES users (id),
        -- The business day (its calendar in BUSINESS_TIME_ZONE), as the payments report counts days.
        day date NOT NULL,
        counted_usd numeric(14, 2) NOT NULL CHECK (counted_usd >= 0),
        counted_lbp numeric(18, 0) NOT NULL CHECK (counted_lbp >= 0),
        recorded_by text NOT NULL,
        recorded_by_user_id uuid REFERENCES users (id),
        recorded_at timestamptz NOT NULL,
        CONSTRAINT cash_handovers_collector_day_unique UNIQUE (collector_id, day)
      );`);
    this.addSql('CREATE INDEX cash_handovers_day_idx ON cash_handovers (day);');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE cash_handovers;');
  }
}
