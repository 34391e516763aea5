import { Migration } from '@mikro-orm/migrations';

const KWH_TABLES = ['kwh_customers', 'kwh_archived_customers', 'kwh_monthly_archives'];

/**
 * The kWh groups share their tables, so they must not share what serialises writers:
 * - the list's change counter is one per system (`kwh_customers:<system>`), moved after each write
 *   statement from the rows it wrote (transition tables), so one group's bulk work never waits
 *   for another group's counter, nor makes another group's readers fetch their list again;
 * - the totals the domain computes are stored with the row (consumption, energy amount, base and
 *   VAT of the total), so lists, snapshots and archives read them instead of computing them again.
 */
export class Migration20261127KwhSystemScope extends Migration {
  override async up(): Promise<void> {
    for (const table of KWH_TABLES) {
      this.addSql(`
        ALTER TABLE ${table}
          ADD COLUMN consumption numeric(14, 3) NOT NULL DEFAULT 0,
          ADD COLUMN energy_amount numeric(14, 2) NOT NULL DEFAULT 0,
          ADD COLUMN base_amount numeric(14, 2) NOT NULL DEFAULT 0,
          ADD COLUMN vat_amount numeric(14, 2) NOT NULL DEFAULT 0;`);
    }
    this.addSql(`
      CREATE FUNCTION bump_kwh_system_versions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- In key order, so that two statements touching several systems cannot deadlock here.
        IF TG_OP = 'INSERT' THEN
          INSERT INTO table_versions (table_name)
            SELECT DISTINCT 'kwh_customers:' || system FROM new_rows ORDER BY 1
            ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO table_versions (table_name)
            SELECT DISTINCT 'kwh_customers:' || system FROM old_rows ORDER BY 1
            ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
        ELSE
          INSERT INTO table_versions (table_name)
            SELECT key FROM (SELECT 'kwh_customers:' || system AS key FROM new_rows
                             UNION SELECT 'kwh_customers:' || system FROM old_rows) touched ORDER BY 1
            ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER kwh_customers_version_insert AFTER INSERT ON kwh_customers
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_kwh_system_versions();
      CREATE TRIGGER kwh_customers_version_update AFTER UPDATE ON kwh_customers
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION bump_kwh_system_versions();
      CREATE TRIGGER kwh_customers_version_delete AFTER DELETE ON kwh_customers
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_kwh_system_versions();
      CREATE INDEX kwh_archived_customers_original_idx ON kwh_archived_customers (system, original_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP INDEX kwh_archived_customers_original_idx;
      DROP TRIGGER kwh_customers_version_insert ON kwh_customers;
      DROP TRIGGER kwh_customers_version_update ON kwh_customers;
      DROP TRIGGER kwh_customers_version_delete ON kwh_customers;
      DROP FUNCTION bump_kwh_system_versions();`);
    for (const table of KWH_TABLES) {
      this.addSql(`ALTER TABLE ${table} DROP COLUMN consumption, DROP COLUMN energy_amount,
        DROP COLUMN base_amount, DROP COLUMN vat_amount;`);
    }
  }
}
