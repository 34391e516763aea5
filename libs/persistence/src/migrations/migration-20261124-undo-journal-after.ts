import { Migration } from '@mikro-orm/migrations';

// The threshold price at the stored ampere prices (low at 2 A or less, else global;
// 15 and 25 until the operator changes them), for a row `r` and a pricing row `p`.
const THRESHOLD_PRICE = `CASE WHEN r.ampere <= 2 THEN p.low_price ELSE p.global_price END`;
const STORED_PRICING = `(SELECT COALESCE((SELECT (value->>'globalPrice')::numeric FROM settings WHERE key = 'ampere_pricing'), 15) AS global_price,
         COALESCE((SELECT (value->>'lowPrice')::numeric FROM settings WHERE key = 'ampere_pricing'), 25) AS low_price)`;

/**
 * Undo takes back only what a batch wrote and is still there, so the journal also keeps what the
 * batch wrote (`after`), one entry per row. And a price is either the operator's own or the threshold price that
 * follows the amperes (`price_is_custom`).
 */
export class Migration20261124UndoJournalAfter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE ampere_records ADD COLUMN price_is_custom boolean NOT NULL DEFAULT false;
      ALTER TABLE archived_records ADD COLUMN price_is_custom boolean NOT NULL DEFAULT false;
      ALTER TABLE monthly_archives ADD COLUMN price_is_custom boolean NOT NULL DEFAULT false;
      ALTER TABLE batch_entries ADD COLUMN after jsonb;

      -- A customer on file whose price is not the threshold price at the stored prices had it set
      -- by the operator.
      UPDATE ampere_records r SET price_is_custom = r.ampere_price <> ${THRESHOLD_PRICE} FROM ${STORED_PRICING} p;
      UPDATE archived_records r SET price_is_custom = r.ampere_price <> ${THRESHOLD_PRICE} FROM ${STORED_PRICING} p;

      -- Journals of batches that can still be undone: what the batch wrote is what a later open
      -- batch found in the row (its \`previous\`), or else the row as it is now (as undo assumed
      -- until now); and the values before it gain the price mark, judged at the prices before the
      -- batch when the batch changed them.
      UPDATE batch_entries e SET previous = e.previous || jsonb_build_object('price_is_custom',
          (e.previous->>'ampere_price')::numeric <> CASE WHEN (e.previous->>'ampere')::numeric <= 2
            THEN COALESCE((b.previous_settings->'ampere_pricing'->>'lowPrice')::numeric, p.low_price)
            ELSE COALESCE((b.previous_settings->'ampere_pricing'->>'globalPrice')::numeric, p.global_price) END)
        FROM batches b, ${STORED_PRICING} p
        WHERE b.id = e.batch_id AND b.system = 'ampere' AND b.undone_at IS NULL AND NOT b.sealed
          AND e.action = 'updated' AND e.previous IS NOT NULL AND e.previous->'price_is_custom' IS NULL;
      UPDATE batch_entries e SET after = COALESCE((
          SELECT n.previous FROM batch_entries n JOIN batches nb ON nb.id = n.batch_id
          WHERE n.record_id = e.record_id AND n.action = 'updated' AND nb.system = b.system
            AND nb.undone_at IS NULL AND NOT nb.sealed AND nb.created_at > b.created_at
          ORDER BY nb.created_at, n.seq LIMIT 1), to_jsonb(r))
        FROM batches b, ampere_records r
        WHERE b.id = e.batch_id AND b.system = 'ampere' AND b.undone_at IS NULL AND NOT b.sealed
          AND e.action = 'updated' AND r.id = e.record_id;
      -- One entry per row, as finishBatch now leaves it: the earliest for a row updated twice,
      -- none but 'created' for a row the batch created.
      DELETE FROM batch_entries WHERE seq IN (
        SELECT seq FROM (
          SELECT e.seq, e.action,
            row_number() OVER (PARTITION BY e.batch_id, e.record_id ORDER BY e.seq) AS nth,
            bool_or(e.action = 'created') OVER (PARTITION BY e.batch_id, e.record_id) AS created
          FROM batch_entries e JOIN batches b ON b.id = e.batch_id
          WHERE b.undone_at IS NULL AND NOT b.sealed) entry
        WHERE action = 'updated' AND (created OR nth > 1));
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      ALTER TABLE batch_entries DROP COLUMN after;
      ALTER TABLE monthly_archives DROP COLUMN price_is_custom;
      ALTER TABLE archived_records DROP COLUMN price_is_custom;
      ALTER TABLE ampere_records DROP COLUMN price_is_custom;
    `);
  }
}
