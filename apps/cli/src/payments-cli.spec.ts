import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { billing } from './testing/run-billing';

/** `billing payments report`, the same report as GET /api/payments/report. */
describe('billing payments report', () => {
  let env: NodeJS.ProcessEnv;
  let db: SqlDatabase;

  beforeAll(async () => {
    const url = await createTestDatabase();
    env = { DATABASE_URL: url, DATA_DIR: '', USER: 'owner' };
    db = new SqlDatabase(url);
    const [record] = await db.query<{ id: string }>(
      `INSERT INTO ampere_records (customer_number, name, box, ampere, ampere_price, amount, amount_paid,
         outstanding_balance, month)
       VALUES (1000, 'أحمد سليم', '7', 10, 5, 50, 30, 20, '2026-11') RETURNING id`,
    );
    const [kwh] = await db.query<{ id: string }>(
      `INSERT INTO kwh_customers (system, customer_number, name, box, month, amount_paid)
       VALUES ('mahmoud-kwh', 1000, 'كمال نادر', '3', '2026-11', 0) RETURNING id`,
    );
    // 20 USD cash and 10 USD in pounds on 2 November (Lebanon), a void one, one on 4 November.
    await db.query(
      `INSERT INTO payments (system, record_id, customer_number, customer_name, box, billing_month, amount,
         currency, amount_lbp, exchange_rate, method, received_at, received_by, receipt_number,
         voided_at, voided_by, void_reason)
       VALUES
        ('ampere', $1, 1000, 'أحمد سليم', '7', '2026-11', 20, 'USD', NULL, 89500, 'cash',
         '2026-11-02T08:00:00Z', 'rania@example.com', 'R-2026-000001', NULL, NULL, NULL),
        ('ampere', $1, 1000, 'أحمد سليم', '7', '2026-11', 10, 'LBP', 895000, 89500, 'money_transfer',
         '2026-11-02T21:30:00Z', 'cli:owner', 'R-2026-000002', NULL, NULL, NULL),
        ('ampere', $1, 1000, 'أحمد سليم', '7', '2026-11', 99, 'USD', NULL, 89500, 'cash',
         '2026-11-02T09:00:00Z', 'rania@example.com', 'R-2026-000003', now(), 'rania@example.com', 'خطأ'),
        ('mahmoud-kwh', $2, 1000, 'كمال نادر', '3', '2026-11', 4.5, 'USD', NULL, 89500, 'cash',
         '2026-11-04T09:00:00Z', 'rania@example.com', 'R-2026-000004', NULL, NULL, NULL)`,
      [record.id, kwh.id],
    );
  });
  afterAll(() => db.close());

  it('answers the same JSON as the API, grouped by collector, void payments left out', async () => {
    const run = await billing(
      ['payments', 'report', '--from', '2026-11-01', '--to', '2026-11-03', '--by', 'collector', '--json'],
      env,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
      by: 'collector',
      rows: [
        {
          key: 'rania@example.com',
          label: 'rania@example.com',
          count: 1,
          totalUsd: 20,
          usdReceived: 20,
          lbpReceived: 0,
        },
        {
          key: 'cli:owner',
          label: 'سطر الأوامر (owner)',
          count: 1,
          totalUsd: 10,
          usdReceived: 0,
          lbpReceived: 895000,
        },
      ],
      totals: { count: 2, totalUsd: 30, usdReceived: 20, lbpReceived: 895000 },
      boxes: [
        { system: 'ampere', box: '7', billed: 50, collected: 30, outstanding: 20 },
        { system: 'mahmoud-kwh', box: '3', billed: 0, collected: 0, outstanding: 0 },
      ],
      database: expect.any(String),
    });
  });

  it('prints a table for people: one line a system, the totals, then the boxes', async () => {
    const run = await billing(
      ['payments', 'report', '--from', '2026-11-01', '--to', '2026-11-30', '--by', 'system'],
      env,
    );
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('الدفعات من 2026-11-01 إلى 2026-11-30 حسب النظام');
    expect(lines[2]).toMatch(
      /^النظام\s+عدد الدفعات\s+المجموع بالدولار\s+المقبوض بالدولار\s+المقبوض بالليرة$/,
    );
    expect(lines[3]).toMatch(/^اشتراكات الأمبير\s+2\s+30\.00\s+20\.00\s+895,000$/);
    expect(lines[4]).toMatch(/^كيلوواط محمود\s+1\s+4\.50\s+4\.50\s+0$/);
    expect(lines[5]).toMatch(/^المجموع\s+3\s+34\.50\s+24\.50\s+895,000$/);
    expect(lines.slice(7)).toEqual([
      'الصناديق في الشهر الحالي',
      expect.stringMatching(
        /^النظام\s+الصندوق\s+فواتير الشهر بالدولار\s+المقبوض منها بالدولار\s+المتبقي على الزبائن بالدولار$/,
      ),
      expect.stringMatching(/^اشتراكات الأمبير\s+7\s+50\.00\s+30\.00\s+20\.00$/),
      expect.stringMatching(/^كيلوواط محمود\s+3\s+0\.00\s+0\.00\s+0\.00$/),
    ]);
  });

  it('groups by box of one system', async () => {
    const run = await billing(
      [
        'payments',
        'report',
        '--from',
        '2026-11-01',
        '--to',
        '2026-11-30',
        '--by',
        'box',
        '--system',
        'mahmoud-kwh',
        '--json',
      ],
      env,
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { rows: { key: string; label: string; totalUsd: number }[] };
    expect(report.rows).toEqual([
      expect.objectContaining({ key: 'mahmoud-kwh:3', label: 'كيلوواط محمود · صندوق 3', totalUsd: 4.5 }),
    ]);
  });

  it('exits 2 for a bad day, a start after the end, a period too long or an unknown grouping, one line on stderr', async () => {
    for (const args of [
      ['--from', '2026-02-30', '--to', '2026-03-01'],
      ['--from', '2026-11-05', '--to', '2026-11-01'],
      ['--from', '2025-01-01', '--to', '2026-06-01'],
      ['--from', '2026-11-01', '--to', '2026-11-30', '--by', 'customer'],
      ['--to', '2026-11-30'],
    ]) {
      const run = await billing(['payments', 'report', ...args], env);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    const backwards = await billing(
      ['payments', 'report', '--from', '2026-11-05', '--to', '2026-11-01'],
      env,
    );
    expect(backwards.stderr.trim()).toBe('خطأ: تاريخ البداية بعد تاريخ النهاية');
  });

  it('exits 1 for an unknown system', async () => {
    const run = await billing(
      ['payments', 'report', '--from', '2026-11-01', '--to', '2026-11-30', '--system', 'solar'],
      env,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('خطأ: نظام الفوترة غير معروف');
  });
});
