import { Migration } from '@mikro-orm/migrations';

/**
 * A batch keeps the ids of the records it created in one list on the batch (one statement for an
 * import of 10,000 new customers) instead of a journal row per record.
 */
export class Migration20261125BatchCreatedIds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE batches ADD COLUMN created_ids uuid[] NOT NULL DEFAULT '{}';
      UPDATE batches b SET created_ids = c.ids FROM (
          SELECT batch_id, array_agg(record_id ORDER BY seq) AS ids FROM batch_entries
          WHERE action = 'created' GROUP BY batch_id) c
        WHERE c.batch_id = b.id;
      DELETE FROM batch_entries WHERE action = 'created';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      INSERT INTO batch_entries (batch_id, record_id, action)
        SELECT b.id, c.record_id, 'created' FROM batches b, unnest(b.created_ids) WITH ORDINALITY AS c(record_id, nth)
        ORDER BY b.created_at, c.nth;
      ALTER TABLE batches DROP COLUMN created_ids;
    `);
  }
}
