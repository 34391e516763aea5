import { Migration } from '@mikro-orm/migrations';

/** Who made a batch, so that an undo can say whose change it takes back. */
export class Migration20261125BatchCreatedBy extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      "ALTER TABLE batches ADD COLUMN created_by text DEFAULT nullif(current_setting('kahraba.actor', true), '');",
    );
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE batches DROP COLUMN created_by;');
  }
}
