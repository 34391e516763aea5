import { QueryBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { GetLiveMonthQuery } from '../../application/months/get-live-month.query';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { SystemCatalog } from '../../application/systems/system-catalog';

describe('billing systems are data', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  it('lists the systems to a signed-in operator, in display order', async () => {
    await testApp.agent().get('/api/billing-systems').expect(401);
    const response = await agent.get('/api/billing-systems').expect(200);
    expect(response.body).toEqual([
      {
        id: 'ampere',
        tariff: 'flat-per-ampere',
        arabicName: 'اشتراكات الأمبير',
        displayOrder: 0,
        updatesGroup: 'ampere',
      },
      {
        id: 'kwh',
        tariff: 'metered-per-kwh',
        arabicName: 'عدادات الكيلوواط',
        displayOrder: 1,
        updatesGroup: 'kwh',
      },
      {
        id: 'mahmoud-kwh',
        tariff: 'metered-per-kwh',
        arabicName: 'كيلوواط محمود',
        displayOrder: 2,
        updatesGroup: 'mahmoud',
      },
      {
        id: 'baydawi-kwh',
        tariff: 'metered-per-kwh',
        arabicName: 'كيلوواط البيضاوي',
        displayOrder: 3,
        updatesGroup: 'baydawi',
      },
    ]);
  });

  it('shows a fourth group added as one row, with no code for it', async () => {
    await db.query(
      `INSERT INTO billing_systems VALUES ('solar-kwh', 'metered-per-kwh', 'مجموعة الطاقة الشمسية', 9, 'solar')`,
    );
    const response = await agent.get('/api/billing-systems').expect(200);
    expect(response.body.at(-1)).toEqual({
      id: 'solar-kwh',
      tariff: 'metered-per-kwh',
      arabicName: 'مجموعة الطاقة الشمسية',
      displayOrder: 9,
      updatesGroup: 'solar',
    });
    await expect(testApp.app.get(SystemCatalog).metered('solar-kwh')).resolves.toMatchObject({
      id: 'solar-kwh',
    });
  });

  it('says in Arabic that an unknown system, or a flat one where a metered one is needed, is not found', async () => {
    const catalog = testApp.app.get(SystemCatalog);
    for (const unknown of ['nuclear', 'Mahmoud-KWH', "kwh' OR true --"]) {
      await expect(catalog.find(unknown)).rejects.toMatchObject({
        code: 'UNKNOWN_BILLING_SYSTEM',
        message: 'نظام الفوترة غير معروف',
        kind: 'not_found',
      });
    }
    await expect(catalog.metered('ampere')).rejects.toMatchObject({ code: 'UNKNOWN_BILLING_SYSTEM' });
  });

  it("reads each system's own live month", async () => {
    await db.query(
      `INSERT INTO billing_months (system, live_month) VALUES ('mahmoud-kwh', '2031-02')
       ON CONFLICT (system) DO UPDATE SET live_month = EXCLUDED.live_month`,
    );
    const queries = testApp.app.get(QueryBus);
    await expect(queries.execute(new GetLiveMonthQuery('mahmoud-kwh'))).resolves.toMatchObject({
      system: 'mahmoud-kwh',
      liveMonth: '2031-02',
      nextMonth: '2031-03',
    });
    const ampere = await agent.get('/api/ampere-records/month').expect(200);
    expect(ampere.body.liveMonth).not.toBe('2031-02');
  });
});
