import { formatReceiptNumber } from '@kahraba/billing-domain';
import { allocateReceiptNumbers } from '../payments/receipt-counter.store';
import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/**
 * Records paid before the ledger get one opening payment each, so that from the first day
 * a record's amount_paid is the ledger's sum of its month.
 */
describe('Migration20261129PaymentsLedger on existing data', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261129PaymentsLedger');
    db = database.db;
  });
  afterAll(() => database.close());

  it('gives every paid live record an opening payment equal to its amount_paid, numbered in a row', async () => {
    await db.query(`INSERT INTO exchange_rate (usd_to_lbp) VALUES (90000)`);
    await db.query(
      `INSERT INTO ampere_records (customer_number, name, box, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, is_paid, month)
       VALUES (9000, 'دفع كامل', '1', 5, 10, 50, 50, 0, true, '2026-11'),
              (9001, 'دفع جزئي', '2', 5, 10, 50, 20.25, 29.75, false, '2026-11'),
              (9002, 'لم يدفع', '3', 5, 10, 50, 0, 50, false, '2026-11'),
              (9003, 'دفع أكثر', NULL, 5, 10, 50, 70, -20, true, '2026-11')`,
    );
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, box, total_amount, amount_paid, outstanding_balance,
         is_paid, month)
       VALUES ('mahmoud-kwh', 9000, 'محمود دفع', '4', 30, 30, 0, true, '2026-11'),
              ('baydawi-kwh', 9000, 'بيضاوي جزئي', '5', 30, 12.5, 17.5, false, '2026-11'),
              ('kwh', 9000, 'لم يدفع', '6', 30, 0, 30, false, '2026-11')`,
    );
    await db.query(
      `INSERT INTO archived_records (original_id, original_created_at, customer_number, name, ampere, ampere_price,
         amount, amount_paid, outstanding_balance, is_paid, invoice_date, month, deletion_reason)
       VALUES (gen_random_uuid(), now(), 900, 'محذوف', 3, 16, 48, 48, 0, true, '2026-11-01', '2026-11', 'deleted')`,
    );

    await database.migrateUp();

    const records = await db.query<{
      system: string;
      id: string;
      amount_paid: string;
      ledger: string | null;
    }>(
      `SELECT r.system, r.id, r.amount_paid::text AS amount_paid,
              (SELECT sum(p.amount)::text FROM payments p
                WHERE p.record_id = r.id AND p.billing_month = r.month AND p.voided_at IS NULL) AS ledger
         FROM (SELECT 'ampere' AS system, id, amount_paid, month FROM ampere_records
               UNION ALL SELECT system, id, amount_paid, month FROM kwh_customers) r
        ORDER BY r.system, r.amount_paid`,
    );
    // The demo's customers (docs/business-demo.md) and the seven written here: every one.
    expect(records.length).toBeGreaterThan(7);
    for (const record of records) {
      expect(record.ledger ?? '0.00').toBe(record.amount_paid);
    }

    const payments = await db.query<Record<string, unknown>>(
      `SELECT system, customer_number, customer_name, box, billing_month, amount::text, currency, amount_lbp,
              exchange_rate::text, method, source, received_by, receipt_number
         FROM payments WHERE customer_number >= 9000 ORDER BY system, customer_number`,
    );
    const year = Number(
      (await db.query<{ year: number }>('SELECT extract(year FROM now())::int AS year'))[0].year,
    );
    expect(payments).toEqual(
      [
        ['ampere', 9000, 'دفع كامل', '1', '50.00'],
        ['ampere', 9001, 'دفع جزئي', '2', '20.25'],
        ['ampere', 9003, 'دفع أكثر', null, '70.00'],
        ['baydawi-kwh', 9000, 'بيضاوي جزئي', '5', '12.50'],
        ['mahmoud-kwh', 9000, 'محمود دفع', '4', '30.00'],
      ].map(([system, customerNumber, name, box, amount]) => ({
        system,
        customer_number: customerNumber,
        customer_name: name,
        box,
        billing_month: '2026-11',
        amount,
        currency: 'USD',
        amount_lbp: null,
        exchange_rate: '90000.00',
        method: 'cash',
        source: 'opening-balance',
        received_by: 'migration',
        receipt_number: expect.any(String),
      })),
    );
    // The opening receipts (the demo's paid customers' too) are numbered in a row, and the next
    // receipt of the year follows them.
    const receipts = await db.query<{ receipt_number: string }>(
      `SELECT receipt_number FROM payments ORDER BY receipt_number`,
    );
    expect(receipts.map((row) => row.receipt_number)).toEqual(
      receipts.map((_, index) => formatReceiptNumber(year, index + 1)),
    );
    expect(await db.transaction((tx) => allocateReceiptNumbers(tx, year))).toBe(receipts.length + 1);
  });
});
