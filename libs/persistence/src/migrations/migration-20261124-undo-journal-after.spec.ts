import { revertBatch } from '../records/batch-journal';
import { AMPERE_TABLES } from '../records/system-tables';
import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** The migration on data written before it: the price mark is inferred and open journals are completed. */
describe('Migration20261124UndoJournalAfter on existing data', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    // Back to the schema before this migration (down to and including it).
    database = await databaseBeforeMigration('Migration20261124UndoJournalAfter');
    db = database.db;
  });
  afterAll(() => database.close());

  const customer = (number: number, ampere: string, price: string) =>
    db.query<{ id: string }>(
      `INSERT INTO ampere_records (customer_number, name, ampere, ampere_price, amount, outstanding_balance, month)
       VALUES ($1, $2, $3::numeric, $4::numeric, round($3::numeric * $4::numeric, 2), round($3::numeric * $4::numeric, 2), '2026-11')
       RETURNING id`,
      [number, `customer ${number}`, ampere, price],
    );

  it('marks as the operator’s own the prices that are not the threshold price, and completes open journals', async () => {
    await db.query(
      `INSERT INTO settings (key, value) VALUES ('ampere_pricing', '{"globalPrice": "16.00", "lowPrice": "26.00"}')`,
    );
    const [[threshold], [own], [low], [ownLow]] = await Promise.all([
      customer(9000, '5', '16'),
      customer(9001, '5', '12'),
      customer(9002, '2', '26'),
      customer(9003, '1', '25'),
    ]);
    await db.query(
      `INSERT INTO archived_records (original_id, original_created_at, customer_number, name, ampere, ampere_price,
         amount, amount_paid, outstanding_balance, is_paid, invoice_date, month, deletion_reason)
       VALUES (gen_random_uuid(), now(), 900, 'archived threshold', 3, 16, 48, 0, 48, false, '2026-11-01', '2026-11', 'deleted'),
              (gen_random_uuid(), now(), 901, 'archived own', 3, 20, 60, 0, 60, false, '2026-11-01', '2026-11', 'deleted')`,
    );
    // An open price change (15/25 before it) that re-priced `own` and `ownLow`; a sealed one.
    const [priceChange] = await db.query<{ id: string }>(
      `INSERT INTO batches (system, kind, previous_settings)
       VALUES ('ampere', 'update-all-prices', '{"ampere_pricing": {"globalPrice": "15.00", "lowPrice": "25.00"}}')
       RETURNING id`,
    );
    const [sealed] = await db.query<{ id: string }>(
      `INSERT INTO batches (system, kind, sealed) VALUES ('ampere', 'import', true) RETURNING id`,
    );
    await db.query(
      `INSERT INTO batch_entries (batch_id, record_id, action, previous)
       SELECT $1, r.id, 'updated', to_jsonb(r) || jsonb_build_object('ampere_price', p.price)
       FROM ampere_records r JOIN (VALUES ($2::uuid, 15), ($3::uuid, 24)) AS p(id, price) ON p.id = r.id`,
      [priceChange.id, own.id, ownLow.id],
    );
    await db.query(
      `INSERT INTO batch_entries (batch_id, record_id, action, previous)
       SELECT $1, r.id, 'updated', to_jsonb(r) FROM ampere_records r WHERE r.id = $2`,
      [sealed.id, threshold.id],
    );
    // An open import that updated `low` twice, and created `threshold` and then updated it.
    const [imported] = await db.query<{ id: string }>(
      `INSERT INTO batches (system, kind) VALUES ('ampere', 'import') RETURNING id`,
    );
    await db.query(
      `INSERT INTO batch_entries (batch_id, record_id, action, previous)
       SELECT $1::uuid, $2::uuid, 'updated', to_jsonb(r) || '{"name": "first"}' FROM ampere_records r WHERE r.id = $2
       UNION ALL SELECT $1, $2::uuid, 'updated', to_jsonb(r) || '{"name": "second"}' FROM ampere_records r WHERE r.id = $2
       UNION ALL SELECT $1, $3::uuid, 'created', NULL
       UNION ALL SELECT $1, $3::uuid, 'updated', to_jsonb(r) FROM ampere_records r WHERE r.id = $3`,
      [imported.id, low.id, threshold.id],
    );
    // Two later open batches renamed a customer X -> Y -> Z: what the first wrote (Y) is now only
    // in the second's journal.
    const [renamed] = await customer(9004, '5', '16');
    await db.query(`UPDATE ampere_records SET name = 'X' WHERE id = $1`, [renamed.id]);
    const rename = async (minutesLater: number, name: string) => {
      const [batch] = await db.query<{ id: string }>(
        `INSERT INTO batches (system, kind, created_at)
         VALUES ('ampere', 'import', now() + make_interval(mins => $1)) RETURNING id`,
        [minutesLater],
      );
      await db.query(
        `INSERT INTO batch_entries (batch_id, record_id, action, previous)
         SELECT $1, r.id, 'updated', to_jsonb(r) FROM ampere_records r WHERE r.id = $2`,
        [batch.id, renamed.id],
      );
      await db.query('UPDATE ampere_records SET name = $2 WHERE id = $1', [renamed.id, name]);
      return batch.id;
    };
    const toY = await rename(1, 'Y');
    const toZ = await rename(2, 'Z');

    await database.migrateUp('Migration20261124UndoJournalAfter');

    const flags = await db.query<{ id: string; price_is_custom: boolean }>(
      'SELECT id, price_is_custom FROM ampere_records WHERE customer_number >= 9000',
    );
    expect(Object.fromEntries(flags.map((row) => [row.id, row.price_is_custom]))).toEqual({
      [threshold.id]: false,
      [own.id]: true,
      [low.id]: false,
      [ownLow.id]: true,
      [renamed.id]: false,
    });
    const archived = await db.query<{ name: string; price_is_custom: boolean }>(
      `SELECT name, price_is_custom FROM archived_records WHERE name LIKE 'archived %' ORDER BY name`,
    );
    expect(archived).toEqual([
      { name: 'archived own', price_is_custom: true },
      { name: 'archived threshold', price_is_custom: false },
    ]);
    const entries = await db.query<{
      record_id: string;
      batch_id: string;
      previous: Record<string, unknown>;
      after: Record<string, unknown> | null;
    }>('SELECT record_id, batch_id, previous, after FROM batch_entries');
    const entryOf = (batchId: string, recordId: string) =>
      entries.find((entry) => entry.batch_id === batchId && entry.record_id === recordId)!;
    // Judged at the prices before the price change: 15 at 5 A was the threshold price, 24 at 1 A was not.
    expect(entryOf(priceChange.id, own.id).previous.price_is_custom).toBe(false);
    expect(entryOf(priceChange.id, ownLow.id).previous.price_is_custom).toBe(true);
    expect(entryOf(priceChange.id, own.id).after).toMatchObject({ ampere_price: 12, price_is_custom: true });
    expect(entryOf(sealed.id, threshold.id).after).toBeNull();
    // The open import keeps one entry per row: the earliest update, and the creation alone.
    const importEntries = entries.filter((entry) => entry.batch_id === imported.id);
    expect(importEntries.map((entry) => [entry.record_id, entry.previous?.name ?? null]).sort()).toEqual(
      [
        [low.id, 'first'],
        [threshold.id, null],
      ].sort(),
    );

    // The later migrations, then undo as it runs today.
    await database.migrateUp();
    // The earlier rename wrote Y (found in the later batch's journal), not the row as it is now.
    expect(entryOf(toY, renamed.id).after).toMatchObject({ name: 'Y' });
    expect(entryOf(toZ, renamed.id).after).toMatchObject({ name: 'Z' });
    const nameNow = async () =>
      (await db.query<{ name: string }>('SELECT name FROM ampere_records WHERE id = $1', [renamed.id]))[0]
        .name;
    await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, toZ));
    expect(await nameNow()).toBe('Y');
    await db.transaction((tx) => revertBatch(tx, AMPERE_TABLES, toY));
    expect(await nameNow()).toBe('X');
  });
});
