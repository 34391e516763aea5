import { Migration } from '@mikro-orm/migrations';

/** A user can be deactivated: they can no longer sign in, and their sessions end. */
export class Migration20261128UserActive extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;');
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE users DROP COLUMN active;');
  }
}
