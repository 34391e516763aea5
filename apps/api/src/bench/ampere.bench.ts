/**
 * `npm run bench`: seeds 20,000 ampere customers in a database of its own and times the operator's
 * heaviest calls over HTTP, each beside the equivalent raw SQL on the same database.
 * Not part of `npm test`: speed is measured here, never asserted in tests.
 */
import 'reflect-metadata';
import { startNextAmpereMonth, type SqlExecutor } from '@kahraba/persistence';
import { median, medianOf, middle, print, startBenchApp, timed, type Figure } from './bench-support';

const SEEDED = 20_000;
const IMPORTED = 10_000;
const BULK_RUNS = 3;

async function main(): Promise<void> {
  const { sql, call, close } = await startBenchApp();

  await call('POST', '/api/ampere-records/bulk', { records: customers(0, SEEDED) });
  const figures: Figure[] = [];

  figures.push({
    operation: `list ${SEEDED.toLocaleString('en')} records`,
    ms: await median(() => call('GET', '/api/ampere-records')),
    sqlMs: await median(() => sql.query('SELECT * FROM ampere_records ORDER BY customer_number')),
    target: 300,
  });
  figures.push({
    operation: 'search (Arabic, 2 terms)',
    ms: await median(() => call('GET', `/api/ampere-records/search?q=${encodeURIComponent('محمد 12')}`)),
    sqlMs: await median(() =>
      sql.query("SELECT * FROM ampere_records WHERE search_text LIKE '%محمد%' AND search_text LIKE '%12%'"),
    ),
  });
  figures.push({
    operation: `list sorted by box (${SEEDED.toLocaleString('en')})`,
    ms: await median(() => call('GET', '/api/ampere-records?sort=box')),
    sqlMs: await median(() => sql.query('SELECT * FROM ampere_records ORDER BY box, name')),
  });
  // Bulk changes are timed three times each (the median is shown, as for the reads): one run of a
  // statement that takes a few hundred milliseconds says more about the machine than about it.
  // Each import adds 10,000 new customers and is undone, but the last: the prices then change for
  // 30,000, and each price change is undone.
  const imports: number[] = [];
  for (let run = 0; run < BULK_RUNS; run += 1) {
    const rows = customers(SEEDED + run * IMPORTED, IMPORTED);
    imports.push(await timed(() => call('POST', '/api/ampere-records/bulk', { records: rows })));
    if (run < BULK_RUNS - 1) await call('DELETE', '/api/ampere-records/undo-last-batch');
  }
  figures.push({
    operation: `import ${IMPORTED.toLocaleString('en')} rows`,
    ms: middle(imports),
    sqlMs: await medianOf(BULK_RUNS, async () => {
      // The same rows, and the ledger's payment of each row that comes paid (one in three, as the
      // imported rows): an import writes the paid amount through the payments ledger.
      const ms = await timed(() =>
        sql.query(`WITH created AS (
            INSERT INTO ampere_records (customer_number, name, box, ampere, ampere_price, amount, amount_paid,
                                        outstanding_balance, is_paid, month)
            SELECT 900000 + g, 'raw ' || g, (g % 40)::text, 5, 15, 75, paid, 75 - paid, false, '2000-01'
              FROM generate_series(1, ${IMPORTED}) g, LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 10 ELSE 0 END AS paid) p
            RETURNING id, customer_number, name, box, month, amount_paid)
          INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount, currency,
                                exchange_rate, method, source, received_by, receipt_number)
          SELECT 'ampere', id, customer_number, name, box, month, amount_paid, 'USD', 89500, 'cash', 'import', 'bench',
                 'R-2000-' || customer_number FROM created WHERE amount_paid > 0`),
      );
      await sql.query("DELETE FROM payments WHERE receipt_number LIKE 'R-2000-%'");
      await sql.query("DELETE FROM ampere_records WHERE month = '2000-01'");
      return ms;
    }),
    target: 2000,
  });
  const priceChanges: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < BULK_RUNS; run += 1) {
    priceChanges.push(
      await timed(() =>
        // Every row, own prices included, as the raw UPDATE beside it.
        call('PATCH', '/api/ampere-records/update-all-prices', {
          globalPrice: 16.5 + run,
          lowPrice: 26,
          includeCustomPrices: true,
        }),
      ),
    );
    undos.push(await timed(() => call('DELETE', '/api/ampere-records/undo-last-batch')));
  }
  figures.push({
    operation: `update-all-prices (${(SEEDED + IMPORTED).toLocaleString('en')})`,
    ms: middle(priceChanges),
    sqlMs: await medianOf(BULK_RUNS, () =>
      timed(() =>
        sql.query(
          `UPDATE ampere_records SET ampere_price = ampere_price, amount = round(ampere * ampere_price, 2)`,
        ),
      ),
    ),
  });
  figures.push({
    operation: 'undo (the price change)',
    ms: middle(undos),
    target: 1000,
    sqlMs: await medianOf(BULK_RUNS, () =>
      timed(() => sql.query('UPDATE ampere_records SET amount = amount, ampere_price = ampere_price')),
    ),
  });
  await call('DELETE', '/api/ampere-records/undo-last-batch'); // the import: back to 20,000
  // Every customer carries arrears from earlier months (debts and credits), as after a
  // few closes; the close carries each balance into the next month.
  await sql.query(`UPDATE ampere_records SET arrears = (customer_number % 7) * 12.5 - 25,
    outstanding_balance = (customer_number % 7) * 12.5 - 25 + amount - amount_paid`);
  await sql.query('UPDATE ampere_records SET is_paid = outstanding_balance <= 0');
  figures.push({
    operation: `month close with arrears (${SEEDED.toLocaleString('en')})`,
    ms: await timed(() => call('POST', '/api/ampere-records/new-month', {})),
    target: 1000,
    sqlMs: await timed(async () => {
      await sql.query('BEGIN');
      await sql.query(`INSERT INTO monthly_archives (original_id, customer_number, name, box, ampere, address, ampere_price,
        amount, arrears, amount_paid, outstanding_balance, is_paid, invoice_date, due_date, month, batch_id, created_at,
        exchange_rate_used)
        SELECT id, customer_number, name, box, ampere, address, ampere_price, amount, arrears, amount_paid,
        outstanding_balance, is_paid, invoice_date, due_date, month, batch_id, created_at, 89500 FROM ampere_records`);
      await sql.query(
        `UPDATE ampere_records SET arrears = arrears + amount - amount_paid, amount_paid = 0,
           outstanding_balance = arrears + amount - amount_paid + amount,
           is_paid = arrears + amount - amount_paid + amount <= 0`,
      );
      await sql.query('ROLLBACK');
    }),
  });
  // The carrying statement alone (startNextAmpereMonth: arrears, balance and paid state by the rule),
  // three times in a rolled-back transaction, beside the raw UPDATE: what the balance SQL costs.
  const executor: SqlExecutor = {
    query: async <T extends object>(text: string, params?: readonly unknown[]) =>
      (await sql.query(text, params as unknown[])).rows as T[],
  };
  const rolledBack = async (work: () => Promise<unknown>) => {
    await sql.query('BEGIN');
    const ms = await timed(work);
    await sql.query('ROLLBACK');
    return ms;
  };
  figures.push({
    operation: '  of which carrying the arrears (SQL)',
    ms: await medianOf(BULK_RUNS, () =>
      rolledBack(() => startNextAmpereMonth(executor, '2099-01', '2099-01-01')),
    ),
    sqlMs: await medianOf(BULK_RUNS, () =>
      rolledBack(() =>
        sql.query(
          `UPDATE ampere_records SET arrears = arrears + amount - amount_paid, amount_paid = 0,
           outstanding_balance = arrears + amount - amount_paid + amount,
           is_paid = arrears + amount - amount_paid + amount <= 0`,
        ),
      ),
    ),
  });
  print(figures);
  await close();
}

function customers(from: number, count: number) {
  const first = ['محمد', 'أحمد', 'علي', 'حسن', 'فاطمة', 'زينب', 'Rami', 'Nadia'];
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return {
      name: `${first[n % first.length]} ${n}`,
      box: String((n % 40) + 1),
      ampere: [1, 2, 3, 5, 10, 2.5][n % 6],
      address: `شارع ${n % 97}`,
      amountPaid: n % 3 === 0 ? 10 : 0,
    };
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
