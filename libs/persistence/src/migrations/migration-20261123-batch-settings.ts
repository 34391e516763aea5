import { Migration } from '@mikro-orm/migrations';

/** A batch that changes settings (the ampere prices) journals their previous values for undo. */
export class Migration20261123BatchSettings extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE batches ADD COLUMN previous_settings jsonb;');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE batches DROP COLUMN previous_settings;');
  }
}
