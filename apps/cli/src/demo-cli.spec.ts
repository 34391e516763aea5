import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, SqlDatabase } from '@kahraba/persistence';
import { billing } from './testing/run-billing';

/** docs/business-demo.md: `billing demo` builds a business with history in an empty database. */
describe('billing demo', () => {
  let url: string;
  let db: SqlDatabase;
  let env: NodeJS.ProcessEnv;
  let backups: string;

  beforeAll(async () => {
    url = await createTestDatabase();
    db = new SqlDatabase(url);
    backups = mkdtempSync(join(tmpdir(), 'kahraba-demo-'));
    env = {
      DATABASE_URL: url,
      DATA_DIR: '',
      BACKUP_DIR: backups,
      ADMIN_EMAIL: 'owner@demo.example',
      ADMIN_PASSWORD: 'a demo password',
    };
  });
  afterAll(async () => {
    await db.close();
    rmSync(backups, { recursive: true, force: true });
  });

  const count = async (sql: string, on = db) => Number((await on.query<{ n: string }>(sql))[0].n);

  it('builds months of history in every system: closes, an undo, estimates, a replaced meter, payments in both currencies, a void', async () => {
    const run = await billing(['demo', '--customers', '60', '--months', '3', '--json'], env);
    expect(run.stderr).not.toContain('خطأ');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.closedMonths).toHaveLength(2);
    expect(report.admin).toMatchObject({ created: true, email: 'owner@demo.example' });
    for (const system of ['ampere', 'mahmoud-kwh', 'baydawi-kwh', 'kwh'])
      expect(report.customers[system]).toBeGreaterThan(5);

    // Its first administrator, as at a first start, and nobody made up.
    expect(await db.query('SELECT email, role FROM users')).toEqual([
      { email: 'owner@demo.example', role: 'admin' },
    ]);
    expect(await count('SELECT count(DISTINCT system) AS n FROM month_closes')).toBe(4);
    expect(await count('SELECT count(*) AS n FROM month_closes')).toBe(8);
    expect(await count('SELECT count(*) AS n FROM batches WHERE undone_at IS NOT NULL')).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM meter_readings WHERE kind = 'estimated'")).toBeGreaterThan(
      0,
    );
    expect(
      await count('SELECT count(*) AS n FROM meter_readings WHERE replaced_final_kwh IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM payments WHERE currency = 'LBP'")).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM payments WHERE currency = 'USD'")).toBeGreaterThan(0);
    // One payment voided each month.
    expect(await count('SELECT count(*) AS n FROM payments WHERE voided_at IS NOT NULL')).toBe(3);
    expect(await count('SELECT count(*) AS n FROM kwh_monthly_archives')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM monthly_archives')).toBeGreaterThan(0);
  });

  it('refuses a database that has data, in one Arabic line, and writes nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM payments');
    const run = await billing(['demo', '--customers', '20'], env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('قاعدة البيانات فيها بيانات: لا يُبنى المثال إلا في قاعدة فارغة'),
    ]);
    expect(await count('SELECT count(*) AS n FROM payments')).toBe(before);
  });

  it('backs up, verifies and restores into a new database that holds the same business', async () => {
    const taken = await billing(['backup', '--json'], env);
    expect(taken.code).toBe(0);
    const { file, verified } = JSON.parse(taken.stdout);
    expect(verified).toBe(true);

    const other = await createTestDatabase();
    const restored = await billing(['restore', file], { ...env, DATABASE_URL: other });
    expect(restored.code).toBe(0);
    const copy = new SqlDatabase(other);
    try {
      for (const sql of [
        'SELECT count(*) AS n FROM kwh_customers',
        'SELECT count(*) AS n FROM ampere_records',
        'SELECT COALESCE(sum(amount * 100), 0)::bigint AS n FROM payments WHERE voided_at IS NULL',
        'SELECT COALESCE(sum(arrears * 100), 0)::bigint AS n FROM kwh_customers',
        'SELECT count(*) AS n FROM meter_readings',
      ])
        expect(await count(sql, copy)).toBe(await count(sql));
    } finally {
      await copy.close();
    }
  });
});
