import { Migration } from '@mikro-orm/migrations';

/**
 * A change of the exchange rate or the subscription pricing (and the LBP repair) is one
 * change recorded as a batch in every metered system it touched. The group links those batches and
 * keeps what the change overwrote outside the customers' rows (the stored rate or pricing map), so
 * that an undo takes the whole change back.
 */
export class Migration20261128BatchGroups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE batch_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        previous_exchange_rate numeric(15, 2),
        previous_subscription_pricing jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      ALTER TABLE batches ADD COLUMN group_id uuid REFERENCES batch_groups (id);
      CREATE INDEX batches_group_idx ON batches (group_id) WHERE group_id IS NOT NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP INDEX batches_group_idx;
      ALTER TABLE batches DROP COLUMN group_id;
      DROP TABLE batch_groups;`);
  }
}
