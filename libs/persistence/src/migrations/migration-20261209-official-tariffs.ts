import { Migration } from '@mikro-orm/migrations';

const KWH_TABLES = ['kwh_customers', 'kwh_archived_customers', 'kwh_monthly_archives'];

/**
 * docs/official-tariff.md: the ministry's tariff of each month as data (one row per month; every
 * change is in the audit log), and each metered customer's zone, which picks the price per kWh the
 * tariff allows. Every customer on file is in a town (below 700 m) until the office says otherwise.
 * The zone is checked by the domain, not by a list here, so a zone added there needs no migration.
 */
export class Migration20261209OfficialTariffs extends Migration {
  override async up(): Promise<void> {
    for (const table of KWH_TABLES) {
      this.addSql(
        `ALTER TABLE ${table} ADD COLUMN zone text NOT NULL DEFAULT 'town'
           CHECK (length(zone) BETWEEN 1 AND 40);`,
      );
    }
    this.addSql(`
      CREATE TABLE official_tariffs (
        month char(7) PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        kwh_price_lbp jsonb NOT NULL CHECK (jsonb_typeof(kwh_price_lbp) = 'object'),
        fixed_5a_lbp numeric(12, 0) NOT NULL CHECK (fixed_5a_lbp > 0),
        fixed_10a_lbp numeric(12, 0) NOT NULL CHECK (fixed_10a_lbp > 0),
        fixed_per_extra_5a_lbp numeric(12, 0) NOT NULL CHECK (fixed_per_extra_5a_lbp > 0),
        exchange_rate numeric(15, 2) NOT NULL CHECK (exchange_rate > 0),
        diesel_price_20l_lbp numeric(12, 0) NOT NULL CHECK (diesel_price_20l_lbp > 0),
        source text NOT NULL DEFAULT '' CHECK (length(source) <= 300),
        updated_by text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE official_tariffs;');
    for (const table of KWH_TABLES) this.addSql(`ALTER TABLE ${table} DROP COLUMN zone;`);
  }
}
