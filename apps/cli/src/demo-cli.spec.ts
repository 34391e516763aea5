import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
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

  it('builds months of history in every system: a customers sheet, registrations, closes, undos, a readings sheet, estimates, a replaced meter, payments in both currencies, voids', async () => {
    const run = await billing(['demo', '--customers', '60', '--months', '3', '--json'], env);
    expect(run.stderr).not.toContain('خطأ');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.closedMonths).toHaveLength(2);
    expect(report.admin).toMatchObject({ created: true, email: 'owner@demo.example' });
    for (const system of ['ampere', 'mahmoud-kwh', 'baydawi-kwh', 'kwh'])
      expect(report.customers[system]).toBeGreaterThan(5);

    // Neighbours: Lebanese names (never «زبون N»), addresses, mobiles, several customers a box.
    const people = await db.query<{ name: string; address: string; phone: string | null; box: string }>(
      'SELECT name, address, phone, box FROM ampere_records',
    );
    for (const person of people) {
      expect(person.name).toMatch(/^[\u0600-\u06FF]+( [\u0600-\u06FF]+)+$/);
      expect(person.name).not.toMatch(/زبون/);
      expect(person.address).toMatch(/^.+، بناية .+$/);
    }
    expect(people.filter((person) => person.phone !== null).length).toBeGreaterThan(people.length / 2);
    for (const person of people.filter((one) => one.phone !== null))
      expect(person.phone).toMatch(/^\+961(3\d{6}|(70|71|76|78|79|81)\d{6})$/);
    expect(new Set(people.map((person) => person.box)).size).toBeLessThan(people.length / 3);

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
    // A payment voided in every system each month.
    expect(await count('SELECT count(DISTINCT system) AS n FROM payments WHERE voided_at IS NOT NULL')).toBe(
      4,
    );
    expect(await count('SELECT count(*) AS n FROM payments WHERE voided_at IS NOT NULL')).toBe(12);
    // The old sheet imported in every system: its good rows written, the nameless and the repeated
    // rows refused.
    expect(await count("SELECT count(DISTINCT system) AS n FROM batches WHERE kind = 'import'")).toBe(4);
    // Two neighbours applied each month: one approved, one declined, and the last month's still waiting.
    expect(
      await db.query(
        'SELECT status, count(*)::int AS n FROM pending_customers GROUP BY status ORDER BY status',
      ),
    ).toEqual([
      { status: 'approved', n: 3 },
      { status: 'declined', n: 2 },
      { status: 'pending', n: 1 },
    ]);
    // A price change taken back in every system; a readings sheet.
    expect(await count('SELECT count(DISTINCT system) AS n FROM batches WHERE undone_at IS NOT NULL')).toBe(
      4,
    );
    expect(await count("SELECT count(*) AS n FROM batches WHERE kind = 'readings-import'")).toBeGreaterThan(
      0,
    );
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
