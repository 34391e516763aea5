/**
 * `npm run bench`, backups part (issue 17): a backup and a verification of a database with 60,000
 * customers (30,000 ampere, 30,000 in a metered group) and 20,000 payments, on the embedded
 * PostgreSQL (or DATABASE_URL): time and file size. Target under 30 s each.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { verifyBackup, writeBackup } from '@kahraba/persistence';
import { benchDatabase, timed } from './bench-support';

const AMPERE_CUSTOMERS = 30_000;
const KWH_CUSTOMERS = 30_000;
const PAYMENTS = 20_000;
const TARGET_MS = 30_000;

async function main(): Promise<void> {
  const { url, release } = await benchDatabase();
  const folder = mkdtempSync(join(tmpdir(), 'kahraba-backup-bench-'));
  try {
    await seed(url);
    const file = join(folder, 'kahraba-bench.backup');
    let bytes = 0;
    const backupMs = await timed(async () => {
      bytes = (await writeBackup(url, file, 'bench')).bytes;
    });
    const verifyMs = await timed(() => verifyBackup(file, url));
    console.log(
      `\nKahraba benchmark — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
    );
    console.log('| operation | time (ms) | file | target |');
    console.log('|---|---:|---:|---|');
    const size = `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    const scale = `${(AMPERE_CUSTOMERS + KWH_CUSTOMERS).toLocaleString('en')} customers, ${PAYMENTS.toLocaleString('en')} payments`;
    for (const [operation, ms] of [
      [`backup (${scale})`, backupMs],
      [`verify: restore into a scratch database and check (${scale})`, verifyMs],
    ] as const) {
      console.log(
        `| ${operation} | ${ms.toFixed(0)} | ${size} | < ${TARGET_MS} ms ${ms < TARGET_MS ? 'met' : 'MISSED'} |`,
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await release();
  }
}

/** Customers and payments written set-based, as a year of an office's work would leave them. */
async function seed(url: string): Promise<void> {
  const sql = new Client({ connectionString: url });
  await sql.connect();
  try {
    await sql.query(
      `INSERT INTO ampere_records (customer_number, name, box, address, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, month, phone)
       SELECT n, 'عميل أمبير ' || n, (n % 40 + 1)::text, 'شارع ' || (n % 97), 5, 10.50, 52.50, 0, 52.50, '2026-11',
              '+9613' || lpad(n::text, 6, '0')
       FROM generate_series(1, $1::int) AS n`,
      [AMPERE_CUSTOMERS],
    );
    await sql.query(
      `INSERT INTO kwh_customers (system, customer_number, name, box, month, amount_paid)
       SELECT 'mahmoud-kwh', n, 'عميل كيلوواط ' || n, (n % 40 + 1)::text, '2026-11', 0
       FROM generate_series(1, $1::int) AS n`,
      [KWH_CUSTOMERS],
    );
    await sql.query(
      `INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount,
         currency, amount_lbp, exchange_rate, method, received_at, received_by, receipt_number)
       SELECT 'ampere', r.id, r.customer_number, r.name, r.box, '2026-11', 12.25, 'USD', NULL, 89500, 'cash',
              '2026-11-02T08:00:00Z'::timestamptz + (n || ' minutes')::interval, 'bench@example.com',
              'R-2026-' || lpad(n::text, 6, '0')
       FROM generate_series(1, $1::int) AS n
       JOIN ampere_records r ON r.customer_number = n`,
      [PAYMENTS],
    );
    await sql.query(
      `UPDATE ampere_records SET amount_paid = 12.25, outstanding_balance = 40.25
       WHERE customer_number <= $1`,
      [PAYMENTS],
    );
    await sql.query('VACUUM ANALYZE');
  } finally {
    await sql.end();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
