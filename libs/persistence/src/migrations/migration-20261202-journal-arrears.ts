import { Migration } from '@mikro-orm/migrations';

/**
 * docs/readings-in-a-month.md: a readings import now carries a shifted reading's energy into the
 * arrears, so the arrears go back with the readings on undo (one undo group). Journals of batches
 * still open were written without them: each kWh entry gets the row's arrears as its value from
 * before and, when it has written values, as what the batch wrote. Exact: until now no undoable batch
 * wrote arrears (only a month close does, and it seals the batches before it), so the arrears on file
 * are those the batch saw and left. Without this, an entry lacking them would look like a row
 * changed since the batch, and the undo would leave its readings as they are.
 */
export class Migration20261202JournalArrears extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      UPDATE batch_entries e SET
        previous = CASE WHEN e.previous ? 'arrears' THEN e.previous
                        ELSE e.previous || jsonb_build_object('arrears', r.arrears) END,
        after = CASE WHEN e.after IS NULL OR e.after ? 'arrears' THEN e.after
                     ELSE e.after || jsonb_build_object('arrears', COALESCE(e.previous -> 'arrears', to_jsonb(r.arrears))) END
        FROM batches b, kwh_customers r
       WHERE e.batch_id = b.id AND b.undone_at IS NULL AND NOT b.sealed AND e.action = 'updated'
         AND r.system = b.system AND r.id = e.record_id
         AND (NOT e.previous ? 'arrears' OR (e.after IS NOT NULL AND NOT e.after ? 'arrears'));
    `);
  }

  override async down(): Promise<void> {
    // The arrears kept in open journals stay: an older undo reads only the columns it knows.
  }
}
