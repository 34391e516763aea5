import { CommandBus } from '@nestjs/cqrs';
import { countOf, RECORDS_AFTER_VERB } from '@kahraba/billing-domain';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Archive management — counts, archive every dataset, take it back. */
describe('archive management', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let admin: TestAgent;
  let lockedAdmin: TestAgent;
  let unlockedOperator: TestAgent;
  let db: Database;

  const DATASETS = [
    { endpoint: 'ampere-records', table: 'ampere_records', system: 'ampere' },
    { endpoint: 'mahmoud-kwh-customers', table: 'kwh_customers', system: 'mahmoud-kwh' },
    { endpoint: 'baydawi-kwh-customers', table: 'kwh_customers', system: 'baydawi-kwh' },
    { endpoint: 'kwh-customers', table: 'kwh_customers', system: 'kwh' },
  ] as const;
  type Dataset = (typeof DATASETS)[number];

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'archive-pass'));
    operator = await testApp.signedInAgent();
    lockedAdmin = await testApp.signedInAgent('مدير', 'admin');
    admin = await testApp.signedInAgent('مدير', 'admin');
    await admin.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'archive-pass' }).expect(200);
    unlockedOperator = await testApp.signedInAgent();
    await unlockedOperator
      .post('/api/passcodes/verify')
      .send({ scope: 'tables', passcode: 'archive-pass' })
      .expect(200);
  });
  afterAll(() => testApp.close());

  async function addTo(dataset: Dataset, name: string, paid: number): Promise<void> {
    if (dataset.system === 'ampere') {
      await addCustomer(operator, { name, box: '7', ampere: 5, amountPaid: paid, address: 'الحي' });
      return;
    }
    await operator
      .post(`/api/${dataset.endpoint}`)
      .send({
        name,
        box: '12',
        address: 'الساحة',
        ampere: 10,
        previousKwh: 100,
        currentKwh: 160.5,
        amountPaid: paid,
      })
      .expect(201);
  }

  /** Every column of every live row of the dataset, as the database holds it. */
  async function liveRows(dataset: Dataset): Promise<string[]> {
    const scope = dataset.table === 'kwh_customers' ? `WHERE system = '${dataset.system}'` : '';
    const rows = await db.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM ${dataset.table} t ${scope} ORDER BY id`,
    );
    return rows.map((row) => row.row);
  }

  it('counts the live records of every dataset', async () => {
    await testApp.agent().get('/api/table-counts').expect(401);
    await addTo(DATASETS[0], 'عداد أمبير', 0);
    await addTo(DATASETS[1], 'عداد محمود', 0);
    await addTo(DATASETS[1], 'عداد محمود ٢', 0);
    const response = await operator.get('/api/table-counts').expect(200);
    expect(response.body).toEqual({
      'ampere-records': 1,
      'mahmoud-kwh-customers': 2,
      'baydawi-kwh-customers': 0,
      'kwh-customers': 0,
    });
  });

  it('answers 404 in Arabic when a dataset has no manual archive to restore, writing nothing', async () => {
    const before = await snapshotOfData(db);
    const none = await admin.post('/api/baydawi-kwh-customers/restore-archive').expect(404);
    expect(none.body).toEqual({ message: 'لا يوجد أرشيف يدوي لاستعادته', code: 'NO_MANUAL_ARCHIVE' });
    expect(await snapshotOfData(db)).toEqual(before);
  });

  describe.each(DATASETS)('$endpoint', (dataset) => {
    const archive = (agent: TestAgent) =>
      agent.post(`/api/${dataset.endpoint}/archive`).set('Content-Type', 'application/json');
    const restore = (agent: TestAgent) => agent.post(`/api/${dataset.endpoint}/restore-archive`);

    it('refuses signed out (401), an operator even with the passcode and an admin before it (403), writing nothing', async () => {
      await addTo(dataset, 'باقٍ في الجدول', 3);
      const before = await snapshotOfData(db);
      await archive(testApp.agent()).expect(401);
      await restore(testApp.agent()).expect(401);
      for (const agent of [operator, unlockedOperator]) {
        const refused = await archive(agent).expect(403);
        expect(refused.body).toEqual({ message: 'هذا الإجراء متاح للمدير فقط', code: 'ADMIN_ONLY' });
        await restore(agent).expect(403);
      }
      const locked = await archive(lockedAdmin).expect(403);
      expect(locked.body).toEqual({ message: 'يجب إدخال كلمة المرور أولاً', code: 'PASSCODE_REQUIRED' });
      await restore(lockedAdmin).expect(403);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('archives every live record and restores them exactly (same ids, numbers and values)', async () => {
      await addTo(dataset, 'مدفوع جزئياً', 12.5);
      await addTo(dataset, 'غير مدفوع', 0);
      const before = await liveRows(dataset);
      expect(before.length).toBeGreaterThanOrEqual(2);

      const archived = await archive(admin).expect(200);
      expect(archived.body).toEqual({
        message: `تمت أرشفة ${countOf(before.length, RECORDS_AFTER_VERB)}`,
        archived: before.length,
      });
      expect(await liveRows(dataset)).toEqual([]);
      const counts = (await operator.get('/api/table-counts').expect(200)).body as Record<string, number>;
      expect(counts[dataset.endpoint]).toBe(0);

      const restored = await restore(admin).expect(200);
      expect(restored.body).toEqual({
        message: `تمت استعادة ${countOf(before.length, RECORDS_AFTER_VERB)} من الأرشيف`,
        restored: before.length,
      });
      expect(await liveRows(dataset)).toEqual(before);
      // The snapshot left the monthly archive: the records are not counted twice.
      const monthly = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${dataset.table === 'kwh_customers' ? 'kwh_monthly_archives' : 'monthly_archives'}
         WHERE archive_reason = 'manual_archive' ${dataset.table === 'kwh_customers' ? `AND system = '${dataset.system}'` : ''}`,
      );
      expect(monthly[0].count).toBe(0);

      const audit = await db.query<{ action: string; system: string; count: number }>(
        `SELECT action, system, count FROM audit_log WHERE system = $1
         AND action IN ('archive-live-records', 'restore-manual-archive') ORDER BY id`,
        [dataset.system],
      );
      expect(audit).toEqual([
        { action: 'archive-live-records', system: dataset.system, count: before.length },
        { action: 'restore-manual-archive', system: dataset.system, count: before.length },
      ]);
    });

    it('refuses to restore while the live table holds records (409), then with no manual archive left (404), writing nothing', async () => {
      await archive(admin).expect(200);
      await addTo(dataset, 'جديد بعد الأرشفة', 0);
      const before = await snapshotOfData(db);
      const busy = await restore(admin).expect(409);
      expect(busy.body).toEqual({
        message: 'لا يمكن استعادة الأرشيف لأن الجدول يحتوي على سجلات حالية؛ يجب أن يكون الجدول فارغاً',
        code: 'LIVE_TABLE_NOT_EMPTY',
      });
      expect(await snapshotOfData(db)).toEqual(before);

      await archive(admin).expect(200);
      await restore(admin).expect(200);
      await archive(admin).expect(200);
      await restore(admin).expect(200);
      // Both of the last archive's records are back; the first archive (taken earlier) is not the last any more.
      expect((await liveRows(dataset)).length).toBe(1);
    });
  });
});
