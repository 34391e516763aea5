import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** Boxes typed in Arabic-Indic digits by older versions are stored in ASCII digits: box ٧ is box 7. */
describe('Migration20261125AsciiBoxes on existing data', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261125AsciiBoxes');
    db = database.db;
  });
  afterAll(() => database.close());

  it('converts the boxes of live, deleted and archived customers and of open undo journals', async () => {
    const [live] = await db.query<{ id: string }>(
      `INSERT INTO ampere_records (customer_number, name, box, ampere, ampere_price, amount, outstanding_balance, month)
       VALUES (9000, 'علي', '٧', 5, 15, 75, 75, '2026-11'), (9001, 'ريم', '۱۲', 5, 15, 75, 75, '2026-11'),
              (9002, 'هدى', 'ب-٣', 5, 15, 75, 75, '2026-11'), (9003, 'سمير', '9', 5, 15, 75, 75, '2026-11'),
              (9004, 'نادر', NULL, 5, 15, 75, 75, '2026-11')
       RETURNING id`,
    );
    await db.query(
      `INSERT INTO archived_records (original_id, original_created_at, customer_number, name, box, ampere, ampere_price,
         amount, amount_paid, outstanding_balance, is_paid, invoice_date, month, deletion_reason)
       VALUES (gen_random_uuid(), now(), 8900, 'محذوف', '٤', 3, 16, 48, 0, 48, false, '2026-11-01', '2026-11', 'deleted')`,
    );
    await db.query(
      `INSERT INTO monthly_archives (original_id, customer_number, name, box, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, is_paid, invoice_date, month, created_at)
       VALUES (gen_random_uuid(), 8800, 'شهر', '٢٠', 3, 16, 48, 0, 48, false, '2026-10-01', '2026-10', now())`,
    );
    const [batch] = await db.query<{ id: string }>(
      `INSERT INTO batches (system, kind) VALUES ('ampere', 'import') RETURNING id`,
    );
    await db.query(
      `INSERT INTO batch_entries (batch_id, record_id, action, previous, after)
       VALUES ($1, $2, 'updated', '{"box": "٥", "name": "علي"}', '{"box": "٧", "name": "علي"}')`,
      [batch.id, live.id],
    );

    await database.migrateUp();

    expect(
      (
        await db.query<{ box: string | null }>(
          'SELECT box FROM ampere_records WHERE customer_number >= 9000 ORDER BY customer_number',
        )
      ).map((row) => row.box),
    ).toEqual(['7', '12', 'ب-3', '9', null]);
    expect(await db.query('SELECT box FROM archived_records WHERE customer_number = 8900')).toEqual([
      { box: '4' },
    ]);
    expect(await db.query('SELECT box FROM monthly_archives WHERE customer_number = 8800')).toEqual([
      { box: '20' },
    ]);
    expect(
      await db.query('SELECT previous, after FROM batch_entries WHERE batch_id = $1', [batch.id]),
    ).toEqual([{ previous: { box: '5', name: 'علي' }, after: { box: '7', name: 'علي' } }]);
  });
});
