/**
 * `npm run bench`, kWh part (docs/benchmarks.md#kwh): 20,000 customers in one metered group, the operator's
 * heaviest calls over HTTP (list, search, a readings import of 20,000 rows, its undo, an exchange
 * rate change re-computing every bill and its undo, month close),
 * each beside the equivalent raw SQL on the same database. Speed is measured here, never in tests.
 */
import 'reflect-metadata';
import {
  columnsAnUndoReads,
  KWH_UNDO_COLUMN_GROUPS,
  kwhBillSql,
  kwhRebill,
  kwhTablesOf,
  openBatch,
  readExchangeRate,
  writeKwhRecompute,
  type SqlExecutor,
} from '@kahraba/persistence';
import { exchangeRateFromInput } from '@kahraba/billing-domain';
import {
  type BenchApp,
  median,
  medianOf,
  middle,
  print,
  startBenchApp,
  timed,
  type Figure,
} from './bench-support';

const SYSTEM = 'mahmoud-kwh';
const CUSTOMERS = 20_000;
const BULK_RUNS = 3;
const API = `/api/${SYSTEM}-customers`;

/**
 * The raw SQL beside a readings import, doing the same writes by hand in one
 * statement: the 20,000 readings sent as arrays, the previous reading carried, the month's estimate
 * and replacement marks cleared (an actual reading), the shifted reading's energy carried into the
 * arrears (docs/readings-in-a-month.md), every bill column written (kwhBillSql, the bill the app
 * writes), the batch named on each row, and the undo journal the app keeps: one
 * batch_entries row per customer with the columns an undo reads from before (read by the same
 * statement's snapshot) and the entered columns after. Without the journal: RAW_READINGS_BARE.
 */
const READING_MARKS: Readonly<Record<string, string>> = {
  previous_kwh: 'CASE WHEN r.current_kwh > 0 THEN r.current_kwh ELSE r.previous_kwh END',
  current_kwh: 'u.reading',
  reading_estimated: 'false',
  previous_estimated: 'CASE WHEN r.current_kwh > 0 THEN r.reading_estimated ELSE r.previous_estimated END',
  unread_reason: 'NULL',
  replaced_final_kwh: 'NULL::numeric',
  replaced_start_kwh: 'NULL::numeric',
  arrears: `(r.arrears + CASE WHEN r.current_kwh > 0 AND NOT r.reading_estimated
    THEN ${kwhBillSql('$3', (column) => `r.${column}`).energy_amount} ELSE 0 END)`,
};
const READINGS_SET = [
  ...Object.entries(READING_MARKS),
  ...Object.entries(kwhBillSql('$3', (column) => READING_MARKS[column] ?? `r.${column}`)),
]
  .map(([column, value]) => `${column} = ${value}`)
  .join(', ');
const RAW_READINGS_BARE = `
  UPDATE kwh_customers r SET ${READINGS_SET}, batch_id = $4::uuid
  FROM unnest($1::uuid[], $2::numeric[]) AS u(id, reading) WHERE r.id = u.id AND r.system = '${SYSTEM}'`;
const RAW_READINGS = `
  WITH before AS (
    SELECT r.id, jsonb_build_object(${columnsAnUndoReads(kwhTablesOf(SYSTEM), { derived: false })
      .map((column) => `'${column}', r.${column}`)
      .join(', ')}) AS previous
    FROM kwh_customers r JOIN unnest($1::uuid[]) AS u(id) ON r.id = u.id WHERE r.system = '${SYSTEM}'),
  changed AS (${RAW_READINGS_BARE}
    RETURNING r.id, jsonb_build_object(${KWH_UNDO_COLUMN_GROUPS.flat()
      .map((column) => `'${column}', r.${column}`)
      .join(', ')}) AS after)
  INSERT INTO batch_entries (batch_id, record_id, action, previous, after)
  SELECT $4::uuid, id, 'updated', previous, after FROM changed JOIN before USING (id)`;

async function main(): Promise<void> {
  const { sql, call, close } = await startBenchApp();
  await call('POST', `${API}/bulk`, { records: customers(CUSTOMERS) });
  const listed = JSON.parse(String(await call('GET', API))) as { id: string }[];
  const ids = listed.map((customer) => customer.id);
  const figures: Figure[] = [];
  const executor = executorOf(sql);

  figures.push({
    operation: `list ${CUSTOMERS.toLocaleString('en')} customers`,
    ms: await median(() => call('GET', API)),
    sqlMs: await median(() =>
      sql.query(
        `SELECT * FROM kwh_customers WHERE system = '${SYSTEM}' ORDER BY display_rank NULLS LAST, customer_number`,
      ),
    ),
    target: 300,
  });
  figures.push({
    operation: 'search (Arabic, 2 terms)',
    ms: await median(() => call('GET', `${API}/search?q=${encodeURIComponent('محمد 12')}`)),
    sqlMs: await median(() =>
      sql.query(
        `SELECT * FROM kwh_customers WHERE system = '${SYSTEM}' AND search_text LIKE '%محمد%' AND search_text LIKE '%12%'`,
      ),
    ),
  });

  // Each readings import reads every meter again (a new reading above the one on file) and is
  // undone, three times: the medians are shown.
  const imports: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < BULK_RUNS; run += 1) {
    const readings = ids.map((id, index) => ({ id, newCurrentKwh: String(100 + run * 10 + (index % 50)) }));
    imports.push(await timed(() => call('POST', `${API}/bulk-update-readings`, { readings })));
    undos.push(await timed(() => call('DELETE', `${API}/undo-last-batch`)));
  }
  const rate = (await readExchangeRate(executor)).toDecimalString();
  const rawReadingsOf = (statement: string) => async (): Promise<number> => {
    await sql.query('BEGIN');
    const [{ id: batchId }] = (
      await sql.query<{ id: string }>(
        `INSERT INTO batches (system, kind) VALUES ('${SYSTEM}', 'readings-import') RETURNING id`,
      )
    ).rows;
    const readings = ids.map((_, index) => 100 + (index % 50));
    const ms = await timed(() => sql.query(statement, [ids, readings, rate, batchId]));
    await sql.query('ROLLBACK');
    return ms;
  };
  const rawReadings = rawReadingsOf(RAW_READINGS);
  figures.push({
    operation: `readings import (${CUSTOMERS.toLocaleString('en')} rows)`,
    ms: middle(imports),
    sqlMs: await medianOf(BULK_RUNS, rawReadings),
    target: 2000,
  });
  figures.push({
    operation: '  raw SQL without the undo journal',
    ms: middle(imports),
    sqlMs: await medianOf(BULK_RUNS, rawReadingsOf(RAW_READINGS_BARE)),
  });
  figures.push({
    operation: 'undo (the readings import)',
    ms: middle(undos),
    sqlMs: await medianOf(BULK_RUNS, rawReadingsOf(RAW_READINGS_BARE)),
    target: 1000,
  });

  // A new exchange rate bills every metered customer's live month again (fees, totals,
  // LBP columns) as one grouped batch; each change is undone, three times: the medians are shown.
  // The raw SQL beside it: the same bill columns (kwhBillSql) written in one UPDATE, no journal.
  const rateChanges: number[] = [];
  const rateUndos: number[] = [];
  for (let run = 0; run < BULK_RUNS; run += 1) {
    rateChanges.push(
      await timed(() => call('POST', '/api/exchange-rate', { usdToLbp: 90_000 + run * 1000 })),
    );
    rateUndos.push(await timed(() => call('DELETE', `${API}/undo-last-batch`)));
  }
  const bill = kwhBillSql('$1', (column) => `r.${column}`);
  const rawRebill = async (): Promise<number> => {
    await sql.query('BEGIN');
    const ms = await timed(() =>
      sql.query(
        `UPDATE kwh_customers r SET ${Object.entries(bill)
          .map(([column, value]) => `${column} = ${value}`)
          .join(', ')} WHERE system = '${SYSTEM}'`,
        ['93000'],
      ),
    );
    await sql.query('ROLLBACK');
    return ms;
  };
  figures.push({
    operation: `exchange rate change, re-compute (${CUSTOMERS.toLocaleString('en')})`,
    ms: middle(rateChanges),
    sqlMs: await medianOf(BULK_RUNS, rawRebill),
    target: 1000,
  });
  // The re-compute's one statement alone (bill, "did it change", update and journal), beside the
  // raw UPDATE: what the journal adds, without the HTTP call and the transaction around it.
  const journaledRebill = async (): Promise<number> => {
    await sql.query('BEGIN');
    const tables = kwhTablesOf(SYSTEM);
    const batchId = await openBatch(executor, tables, 'update-exchange-rate');
    const ms = await timed(() =>
      writeKwhRecompute(executor, tables, batchId, kwhRebill(), exchangeRateFromInput(93_000)),
    );
    await sql.query('ROLLBACK');
    return ms;
  };
  figures.push({
    operation: '  of which the journaled statement (SQL)',
    ms: await medianOf(BULK_RUNS, journaledRebill),
    sqlMs: await medianOf(BULK_RUNS, rawRebill),
  });
  figures.push({
    operation: 'undo (the rate change)',
    ms: middle(rateUndos),
    sqlMs: await medianOf(BULK_RUNS, rawRebill),
    target: 1000,
  });

  // The month closes on read meters.
  await call('POST', `${API}/bulk-update-readings`, {
    readings: ids.map((id, index) => ({ id, newCurrentKwh: String(100 + (index % 50)) })),
  });
  // Every customer carries arrears from earlier months (debts and credits), as after a
  // few closes; the close carries each balance into the next month.
  await sql.query(
    `UPDATE kwh_customers SET arrears = (customer_number % 7) * 12.5 - 25,
       outstanding_balance = (customer_number % 7) * 12.5 - 25 + total_amount - amount_paid
     WHERE system = '${SYSTEM}'`,
  );
  await sql.query(`UPDATE kwh_customers SET is_paid = outstanding_balance <= 0 WHERE system = '${SYSTEM}'`);
  figures.push({
    operation: `month close with arrears (${CUSTOMERS.toLocaleString('en')})`,
    ms: await timed(() => call('POST', `${API}/new-month`, {})),
    target: 1000,
    sqlMs: await timed(async () => {
      await sql.query('BEGIN');
      await sql.query(`INSERT INTO kwh_monthly_archives (system, original_id, customer_number, name, box, address, ampere,
          ampere_subscription_fee, previous_kwh, current_kwh, price_per_kwh, insurance, subscription_fee, total_amount,
          arrears, amount_paid, outstanding_balance, is_paid, exchange_rate_used, base_amount_lbp, tva_amount_lbp,
          total_amount_lbp, invoice_date, due_date, month, display_rank, batch_id, created_at)
        SELECT system, id, customer_number, name, box, address, ampere, ampere_subscription_fee, previous_kwh, current_kwh,
          price_per_kwh, insurance, subscription_fee, total_amount, arrears, amount_paid, outstanding_balance, is_paid,
          exchange_rate_used, base_amount_lbp, tva_amount_lbp, total_amount_lbp, invoice_date, due_date, month,
          display_rank, batch_id, created_at
        FROM kwh_customers WHERE system = '${SYSTEM}'`);
      await sql.query(
        `UPDATE kwh_customers r SET previous_kwh = CASE WHEN r.current_kwh > 0 THEN r.current_kwh ELSE r.previous_kwh END,
           current_kwh = 0, arrears = r.arrears + r.total_amount - r.amount_paid, amount_paid = 0,
           outstanding_balance = r.arrears + r.total_amount - r.amount_paid + r.subscription_fee,
           is_paid = r.arrears + r.total_amount - r.amount_paid + r.subscription_fee <= 0,
           total_amount = r.subscription_fee WHERE system = '${SYSTEM}'`,
      );
      await sql.query('ROLLBACK');
    }),
  });
  figures.push(await roundSync(call, sql));
  print(figures);
  await close();
}

/** A reading round of 500 customers (one metered group of its own), 200 readings synced. */
const ROUND_SYSTEM = 'baydawi-kwh';
const ROUND_CUSTOMERS = 500;
const ROUND_READINGS = 200;

/**
 * The round's sync as the phone's /read queue sends it (syncReadingQueue): each reading taken
 * offline, POST …/{id}/readings one at a time in the order taken, each with its client id, the
 * previous reading the reader saw and when it was taken; every tenth meter could not be read (a
 * reason, no reading). Beside it, the raw SQL of the same writes, one transaction per reading as
 * the app commits them: the customer's readings, marks and bill (kwhBillSql), the reading's log row
 * with its answer, and the audit entry.
 */
async function roundSync(call: BenchApp['call'], sql: BenchApp['sql']): Promise<Figure> {
  const api = `/api/${ROUND_SYSTEM}-customers`;
  await call('POST', `${api}/bulk`, {
    records: customers(ROUND_CUSTOMERS).map((customer, n) => ({ ...customer, previousKwh: 1000 + n })),
  });
  const round = (JSON.parse(String(await call('GET', api))) as { id: string; previousKwh: number }[]).slice(
    0,
    ROUND_READINGS,
  );
  const takenAt = new Date().toISOString();
  const queued = round.map((customer, n) => ({
    id: customer.id,
    body:
      n % 10 === 9
        ? {
            clientId: `phone-1:${n}`,
            unreadReason: 'الباب مقفل',
            takenAt,
            previousReading: customer.previousKwh,
          }
        : {
            clientId: `phone-1:${n}`,
            reading: String(customer.previousKwh + 40 + (n % 30)),
            takenAt,
            previousReading: customer.previousKwh,
          },
  }));
  const ms = await timed(async () => {
    for (const reading of queued) await call('POST', `${api}/${reading.id}/readings`, reading.body);
  });
  const marks: Readonly<Record<string, string>> = {
    previous_kwh: 'r.previous_kwh',
    current_kwh: '$2::numeric',
    reading_estimated: 'false',
    previous_estimated: 'r.previous_estimated',
    unread_reason: '$3::text',
    replaced_final_kwh: 'NULL::numeric',
    replaced_start_kwh: 'NULL::numeric',
  };
  const set = [...Object.entries(marks), ...Object.entries(kwhBillSql('$4', (c) => marks[c] ?? `r.${c}`))]
    .map(([column, value]) => `${column} = ${value}`)
    .join(', ');
  const rate = (await readExchangeRate(executorOf(sql))).toDecimalString();
  const sqlMs = await timed(async () => {
    for (const [n, customer] of round.entries()) {
      const unread = n % 10 === 9;
      const reading = unread ? 0 : customer.previousKwh + 80 + (n % 30);
      await sql.query('BEGIN');
      const [row] = (
        await sql.query<{ month: string; box: string | null; answer: object }>(
          `UPDATE kwh_customers r SET ${set} WHERE r.id = $1 AND r.system = '${ROUND_SYSTEM}'
           RETURNING r.month, r.box, to_jsonb(r) AS answer`,
          [customer.id, reading, unread ? 'الباب مقفل' : null, rate],
        )
      ).rows;
      await sql.query(
        `INSERT INTO meter_readings (client_id, system, customer_id, month, box, kind, previous_kwh, reading_kwh,
           consumption, unread_reason, taken_at, recorded_by, answer)
         VALUES ($1, '${ROUND_SYSTEM}', $2, $3, $4, $5, $6, $7, $8, $9, $10, 'bench@example.com', $11::jsonb)`,
        [
          `raw-${n}`,
          customer.id,
          row.month,
          row.box,
          unread ? 'unread' : 'actual',
          customer.previousKwh,
          reading,
          unread ? 0 : reading - customer.previousKwh,
          unread ? 'الباب مقفل' : null,
          takenAt,
          JSON.stringify(row.answer),
        ],
      );
      await sql.query(
        `INSERT INTO audit_log (actor, action, system, count, details)
         VALUES ('bench@example.com', 'record-meter-reading', '${ROUND_SYSTEM}', 1, $1::jsonb)`,
        [JSON.stringify({ id: customer.id, clientId: `raw-${n}`, reading })],
      );
      await sql.query('COMMIT');
    }
  });
  return {
    operation: `round sync: ${ROUND_READINGS} queued readings, one by one (${ROUND_CUSTOMERS} customers)`,
    ms,
    sqlMs,
    target: 5000,
  };
}

function executorOf(sql: BenchApp['sql']): SqlExecutor {
  return {
    query: async <T extends object>(text: string, params?: readonly unknown[]) =>
      (await sql.query(text, params as unknown[])).rows as T[],
  };
}

function customers(count: number) {
  const first = ['محمد', 'أحمد', 'علي', 'حسن', 'فاطمة', 'زينب', 'Rami', 'Nadia'];
  return Array.from({ length: count }, (_, n) => ({
    name: `${first[n % first.length]} ${n}`,
    box: String((n % 40) + 1),
    address: `شارع ${n % 97}`,
    ampere: [1, 2, 3, 5, 10, 2.5][n % 6],
    previousKwh: 0,
    currentKwh: 0,
    amountPaid: n % 3 === 0 ? 10 : 0,
  }));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
