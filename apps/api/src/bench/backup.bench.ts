/**
 * `npm run bench`, backups part (docs/backups.md): a backup, a verification and a restore, timed with
 * the file's size, on the embedded PostgreSQL (or DATABASE_URL), of two databases:
 * - a demo business (docs/business-demo.md: `billing demo --customers 500 --months 3`, months of real
 *   history in every system) with the history builder's month on top, so every table holds rows;
 * - volume: the history builder's month (batches and an undo, closed months, voided and replayed
 *   payments, archives, registrations), then 60,000 customers (30,000 ampere, 30,000 in a metered
 *   group) written set-based, 20,000 payments and an undoable price change of every ampere customer
 *   (30,000 journal rows).
 * Target under 30 s each.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  databaseUrlFor,
  migrateDatabase,
  restoreBackup,
  verifyBackup,
  writeBackup,
} from '@kahraba/persistence';
import { buildDemoBusiness } from '../simulation/demo/business-demo';
import { buildHistoryDatabase, tablesWithoutRows, type HistoryDatabase } from '../testing/history-test-data';
import { startTestApp } from '../testing/test-app';
import { benchDatabase, timed } from './bench-support';

const AMPERE_CUSTOMERS = 30_000;
const KWH_CUSTOMERS = 30_000;
const PAYMENTS = 20_000;
const TARGET_MS = 30_000;
const DEMO = { customers: 500, months: 3, seed: 20261128 } as const;

async function main(): Promise<void> {
  const { url, release } = await benchDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'kahraba-backup-bench-'));
  try {
    const demo = await emptyDatabaseBeside(url, 'demo');
    await migrateDatabase(demo);
    const built = await buildDemoBusiness({ databaseUrl: demo, ...DEMO });
    const demoCustomers = Object.values(built.customers).reduce((sum, count) => sum + count, 0);
    await withHistory(demo);
    await seed(url);
    const rows = [
      ...(await measure(
        demo,
        folder,
        `billing demo --customers ${DEMO.customers} --months ${DEMO.months}: ${demoCustomers} customers, ${DEMO.months} months, every table with history`,
      )),
      ...(await measure(
        url,
        folder,
        `${(AMPERE_CUSTOMERS + KWH_CUSTOMERS).toLocaleString('en')} customers, ${PAYMENTS.toLocaleString('en')} payments, every table with history`,
      )),
    ];
    console.log(
      `\nKahraba benchmark — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
    );
    console.log('| operation | time (ms) | file | target |');
    console.log('|---|---:|---:|---|');
    for (const row of rows) console.log(row);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await release();
  }
}

/** A backup, a verification and a restore of the database at `url`: the table's rows. */
async function measure(url: string, folder: string, scale: string): Promise<string[]> {
  const empty = await tablesWithoutRows(url);
  if (empty.length) throw new Error(`the bench database has tables without rows: ${empty.join(', ')}`);
  const file = join(folder, `kahraba-bench-${Date.now()}.backup`);
  let bytes = 0;
  const backupMs = await timed(async () => {
    bytes = (await writeBackup(url, file, 'bench')).bytes;
  });
  const verifyMs = await timed(() => verifyBackup(file, url));
  const target = await emptyDatabaseBeside(url, 'restore');
  const restoreMs = await timed(() => restoreBackup(file, target, { upgrade: false }));
  const size = `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  return (
    [
      [`backup (${scale})`, backupMs],
      [`verify: restore into a scratch database and check (${scale})`, verifyMs],
      [`restore: load beside, check, take the target's place (${scale})`, restoreMs],
    ] as const
  ).map(
    ([operation, ms]) =>
      `| ${operation} | ${ms.toFixed(0)} | ${size} | < ${TARGET_MS} ms ${ms < TARGET_MS ? 'met' : 'MISSED'} |`,
  );
}

/** A database on the same server to restore into, as a new machine's would be. */
async function emptyDatabaseBeside(url: string, purpose: string): Promise<string> {
  const name = `kahraba_bench_${purpose}_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(url, name);
}

/**
 * The history builder's month through the real API on top of what the database holds (every table
 * then holds rows), and `then` with the history's signed-in staff.
 */
async function withHistory(
  url: string,
  then: (history: HistoryDatabase) => Promise<void> = async () => undefined,
): Promise<void> {
  const app = await startTestApp(url);
  try {
    await then(await buildHistoryDatabase(app));
  } finally {
    await app.close();
  }
  const sql = new Client({ connectionString: url });
  await sql.connect();
  try {
    await sql.query('VACUUM ANALYZE');
  } finally {
    await sql.end();
  }
}

/**
 * A history through the real API (every table holds rows), then customers and payments written
 * set-based, as a year of an office's work would leave them, and a price change of every ampere
 * customer through the API: one batch whose journal holds a row per customer.
 */
function seed(url: string): Promise<void> {
  return withHistory(url, async (history) => {
    await seedVolume(url);
    await history.operator
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: 11, lowPrice: 21 })
      .expect(200);
  });
}

async function seedVolume(url: string): Promise<void> {
  const sql = new Client({ connectionString: url });
  await sql.connect();
  try {
    await sql.query(
      `INSERT INTO ampere_records (customer_number, name, box, address, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, month, phone)
       SELECT 100000 + n, 'عميل أمبير ' || n, (n % 40 + 1)::text, 'شارع ' || (n % 97), 5, 10.50, 52.50, 0, 52.50,
              (SELECT live_month FROM billing_months WHERE system = 'ampere'),
              '+9613' || lpad(n::text, 6, '0')
       FROM generate_series(1, $1::int) AS n`,
      [AMPERE_CUSTOMERS],
    );
    await sql.query(
      `INSERT INTO kwh_customers (system, customer_number, name, box, month, amount_paid)
       SELECT 'mahmoud-kwh', 100000 + n, 'عميل كيلوواط ' || n, (n % 40 + 1)::text,
              (SELECT live_month FROM billing_months WHERE system = 'mahmoud-kwh'), 0
       FROM generate_series(1, $1::int) AS n`,
      [KWH_CUSTOMERS],
    );
    await sql.query(
      `INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount,
         currency, amount_lbp, exchange_rate, method, received_at, received_by, receipt_number)
       SELECT 'ampere', r.id, r.customer_number, r.name, r.box, r.month, 12.25, 'USD', NULL, 89500, 'cash',
              '2026-11-02T08:00:00Z'::timestamptz + (n || ' minutes')::interval, 'bench@example.com',
              'BENCH-' || lpad(n::text, 6, '0')
       FROM generate_series(1, $1::int) AS n
       JOIN ampere_records r ON r.customer_number = 100000 + n`,
      [PAYMENTS],
    );
    await sql.query(
      `UPDATE ampere_records SET amount_paid = 12.25, outstanding_balance = 40.25
       WHERE customer_number BETWEEN 100001 AND 100000 + $1`,
      [PAYMENTS],
    );
  } finally {
    await sql.end();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
