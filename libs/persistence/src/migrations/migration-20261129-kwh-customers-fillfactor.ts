import { Migration } from '@mikro-orm/migrations';

/**
 * The pricing re-compute of 20,000 customers in under a second (docs/benchmarks.md#kwh): a rate or pricing
 * change, a readings import, their undo and the month close each rewrite every live customer of a metered
 * group. With the pages of kwh_customers kept half empty, the new version of each row fits on the page of the
 * old one and the update is HOT: no new entry in any of the table's indexes. Measured on 20,000 rows: the
 * bill columns' UPDATE went from about 510 to 210 ms of database time. Applies to pages written from now on
 * (a new database, new rows); rows written before move to such pages with their next rewrite.
 */
export class Migration20261129KwhCustomersFillfactor extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE kwh_customers SET (fillfactor = 50);');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE kwh_customers RESET (fillfactor);');
  }
}
