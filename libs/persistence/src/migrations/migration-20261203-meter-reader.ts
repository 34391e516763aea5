import { Migration } from '@mikro-orm/migrations';

/**
 * docs/meter-reader.md: an administrator lets a collector walk the reading round. The permission is a
 * collector's only: the check keeps it off every other account.
 */
export class Migration20261203MeterReader extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE users ADD COLUMN meter_reader boolean NOT NULL DEFAULT false;');
    this.addSql(
      `ALTER TABLE users ADD CONSTRAINT users_meter_reader_check CHECK (NOT meter_reader OR role = 'collector');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('ALTER TABLE users DROP COLUMN meter_reader;');
  }
}
