import { Migration } from '@mikro-orm/migrations';

/**
 * A counter per table that every write statement moves on, in the writing transaction: readers on
 * any instance see a new version exactly when the change is committed, so a serialised list can be
 * reused (and answered 304) until the table really changes. The trigger runs before the statement,
 * taking the counter's row lock before any row of the table, so that two writers cannot deadlock
 * on it.
 */
export class Migration20261125TableVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE table_versions (
        table_name text PRIMARY KEY,
        version bigint NOT NULL DEFAULT 1
      );
      CREATE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO table_versions (table_name) VALUES (TG_TABLE_NAME)
          ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
        RETURN NULL;
      END $$;
      INSERT INTO table_versions (table_name) VALUES ('ampere_records');
      CREATE TRIGGER ampere_records_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ampere_records
        FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP TRIGGER ampere_records_version ON ampere_records;
      DROP FUNCTION bump_table_version();
      DROP TABLE table_versions;`);
  }
}
