import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';

/** `billing month close --system mahmoud-kwh`, the same command as the web's. */
describe('billing month close for a metered group', () => {
  let env: NodeJS.ProcessEnv;
  let db: SqlDatabase;

  beforeAll(async () => {
    const url = await createTestDatabase();
    env = { DATABASE_URL: url, DATA_DIR: '' };
    db = new SqlDatabase(url);
  });
  afterAll(() => db.close());

  it('closes the group once, carrying the readings, and leaves the other groups alone', async () => {
    const now = new Date();
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, month, previous_kwh, current_kwh, amount_paid)
       VALUES ('mahmoud-kwh', 1000, 'أحمد', $1, 10, 25, 5), ('mahmoud-kwh', 1001, 'باسم', $1, 7, 0, 0),
              ('baydawi-kwh', 1000, 'جميل', $1, 1, 2, 0)`,
      [month],
    );
    const dry = await billing(['month', 'close', '--system', 'mahmoud-kwh', '--dry-run', '--json'], env);
    expect(dry.code).toBe(0);
    const plan = JSON.parse(dry.stdout) as { month: string; nextMonth: string; totalCustomers: number };
    expect(plan).toMatchObject({ month, totalCustomers: 2, dryRun: true });

    const run = await billing(['month', 'close', '--system', 'mahmoud-kwh', '--month', month, '--json'], env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      totalCustomers: 2,
      month,
      nextMonth: plan.nextMonth,
      dryRun: false,
      billsAboveOfficialTariff: 0,
      database: expect.any(String),
    });
    const rows = await db.query<{
      system: string;
      name: string;
      previous: string;
      current: string;
      paid: string;
      month: string;
    }>(
      `SELECT system, name, previous_kwh::text AS previous, current_kwh::text AS current,
         amount_paid::text AS paid, month FROM kwh_customers ORDER BY system DESC, customer_number`,
    );
    expect(rows).toEqual([
      {
        system: 'mahmoud-kwh',
        name: 'أحمد',
        previous: '25.000',
        current: '0.000',
        paid: '0.00',
        month: plan.nextMonth,
      },
      {
        system: 'mahmoud-kwh',
        name: 'باسم',
        previous: '7.000',
        current: '0.000',
        paid: '0.00',
        month: plan.nextMonth,
      },
      { system: 'baydawi-kwh', name: 'جميل', previous: '1.000', current: '2.000', paid: '0.00', month },
    ]);
    const snapshots = await db.query(
      `SELECT name FROM kwh_monthly_archives WHERE system = 'mahmoud-kwh' AND month = $1 AND archive_reason = 'new_month'`,
      [month],
    );
    expect(snapshots).toHaveLength(2);

    const again = await billing(['month', 'close', '--system', 'mahmoud-kwh', '--month', month], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/مغلق مسبقاً/);
  });

  it('refuses an unknown system in Arabic (exit 1) and writes nothing', async () => {
    const run = await billing(['month', 'close', '--system', 'solar-kwh', '--json'], env);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr.trim())).toEqual({
      error: 'نظام الفوترة غير معروف',
      code: 'UNKNOWN_BILLING_SYSTEM',
      database: expect.any(String),
    });
    expect(await db.query("SELECT 1 FROM month_closes WHERE system = 'solar-kwh'")).toHaveLength(0);
  });

  it('closes a group added as one row, with no code for it', async () => {
    await db.query(
      `INSERT INTO billing_systems VALUES ('test-kwh', 'metered-per-kwh', 'مجموعة تجريبية', 9, 'test')`,
    );
    const run = await billing(['month', 'close', '--system', 'test-kwh', '--dry-run', '--json'], env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ totalCustomers: 0, dryRun: true });
  });
});
