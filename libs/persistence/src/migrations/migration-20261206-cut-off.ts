import { Migration } from '@mikro-orm/migrations';

/** Every table holding a customer's month: live, deleted (restorable) and the monthly archive. */
const CUSTOMER_TABLES = [
  'ampere_records',
  'archived_records',
  'monthly_archives',
  'kwh_customers',
  'kwh_archived_customers',
  'kwh_monthly_archives',
];

/**
 * docs/cut-off.md: a customer cut off (since when and why), whether their month is billed (false for a
 * month started cut off) and the fee of a reconnection in the month, in dollars and, when typed in
 * pounds, the pounds exactly. Copied with the row on archive, restore and month close.
 */
export class Migration20261206CutOff extends Migration {
  override async up(): Promise<void> {
    for (const table of CUSTOMER_TABLES) {
      this.addSql(
        `ALTER TABLE ${table}
           ADD COLUMN cut_off_at timestamptz,
           ADD COLUMN cut_off_reason text CHECK (char_length(cut_off_reason) <= 200),
           ADD COLUMN billed boolean NOT NULL DEFAULT true,
           ADD COLUMN reconnection_fee numeric(12, 2) CHECK (reconnection_fee >= 0),
           ADD COLUMN reconnection_fee_lbp numeric(15, 0) CHECK (reconnection_fee_lbp >= 0);`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of CUSTOMER_TABLES) {
      this.addSql(
        `ALTER TABLE ${table} DROP COLUMN cut_off_at, DROP COLUMN cut_off_reason, DROP COLUMN billed,
           DROP COLUMN reconnection_fee, DROP COLUMN reconnection_fee_lbp;`,
      );
    }
  }
}
