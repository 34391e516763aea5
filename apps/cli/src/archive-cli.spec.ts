import { userInfo } from 'node:os';
import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';

/** `billing archive --system X [--dry-run] [--json]`, the same command as the web's archive. */
describe('billing archive', () => {
  let env: NodeJS.ProcessEnv;
  let db: SqlDatabase;

  beforeAll(async () => {
    const url = await createTestDatabase();
    env = { DATABASE_URL: url, DATA_DIR: '', USER: 'cronuser' };
    db = new SqlDatabase(url);
  });
  afterAll(() => db.close());

  const liveNames = async (system: string) =>
    (
      await db.query<{ name: string }>(
        'SELECT name FROM kwh_customers WHERE system = $1 ORDER BY customer_number',
        [system],
      )
    ).map((row) => row.name);

  it('counts without writing on --dry-run, then archives only that system, audited as the OS user', async () => {
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, month, previous_kwh, current_kwh, amount_paid)
       VALUES ('mahmoud-kwh', 1000, 'أحمد', '2026-11', 10, 25, 5), ('mahmoud-kwh', 1001, 'باسم', '2026-11', 7, 0, 0),
              ('baydawi-kwh', 1000, 'جميل', '2026-11', 1, 2, 0)`,
    );
    const dry = await billing(['archive', '--system', 'mahmoud-kwh', '--dry-run', '--json'], env);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual({
      system: 'mahmoud-kwh',
      archived: 2,
      dryRun: true,
      database: expect.any(String),
    });
    expect(await liveNames('mahmoud-kwh')).toEqual(['أحمد', 'باسم']);

    const run = await billing(['archive', '--system', 'mahmoud-kwh'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('أُرشف سجلان من كيلوواط محمود (أرشفة يدوية)، والجدول فارغ الآن\n');
    expect(await liveNames('mahmoud-kwh')).toEqual([]);
    expect(await liveNames('baydawi-kwh')).toEqual(['جميل']);
    const archived = await db.query<{ name: string; reason: string }>(
      `SELECT name, archive_reason AS reason FROM kwh_monthly_archives WHERE system = 'mahmoud-kwh' ORDER BY customer_number`,
    );
    expect(archived).toEqual([
      { name: 'أحمد', reason: 'manual_archive' },
      { name: 'باسم', reason: 'manual_archive' },
    ]);
    const audit = await db.query<{ actor: string; count: number }>(
      "SELECT actor, count FROM audit_log WHERE action = 'archive-live-records' AND system = 'mahmoud-kwh'",
    );
    expect(audit).toEqual([{ actor: `cli:${userInfo().username}`, count: 2 }]);
  });

  it('refuses an unknown system in Arabic (exit 1) and a missing --system as bad usage (exit 2)', async () => {
    const unknown = await billing(['archive', '--system', 'solar-kwh', '--json'], env);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr.trim())).toEqual({
      error: 'نظام الفوترة غير معروف',
      code: 'UNKNOWN_BILLING_SYSTEM',
      database: expect.any(String),
    });
    const missing = await billing(['archive'], env);
    expect(missing.code).toBe(2);
    expect(await liveNames('baydawi-kwh')).toEqual(['جميل']);
  });
});
