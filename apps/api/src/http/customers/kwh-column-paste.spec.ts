import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { importKwhCustomers, kwhCustomers } from '../../testing/kwh-bulk-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('kWh column paste', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM kwh_customers');
    // Display order: by customer number until sorted: أ, ب, ج, د.
    await importKwhCustomers(agent, 'mahmoud-kwh', [
      { name: 'أمل', box: '1', ampere: 5, previousKwh: 100, currentKwh: 0 },
      { name: 'بسام', box: '2', ampere: 5, previousKwh: 200, currentKwh: 0 },
      { name: 'جنى', box: '3', ampere: 5, previousKwh: 300, currentKwh: 0 },
      { name: 'دانا', box: '4', ampere: 5, previousKwh: 400, currentKwh: 0 },
    ]);
  });

  const paste = (body: Record<string, unknown>) =>
    agent.post('/api/mahmoud-kwh-customers/column-paste').send(body);
  const column = async (field: 'currentKwh' | 'pricePerKwh' | 'box') =>
    Object.fromEntries((await kwhCustomers(agent, 'mahmoud-kwh')).map((c) => [c.name, c[field]]));

  it('previews which customer receives which value (rows from 1), writing nothing', async () => {
    const before = await snapshotOfData(db);
    const customers = await kwhCustomers(agent, 'mahmoud-kwh');
    const response = await paste({ column: 'currentKwh', values: ['150', '', '٣٥٠'], dryRun: true }).expect(
      200,
    );
    expect(response.body).toEqual({
      updated: 2,
      changes: [
        {
          row: 1,
          id: customers[0].id,
          customerNumber: customers[0].customerNumber,
          name: 'أمل',
          before: '0',
          after: '150',
        },
        {
          row: 2,
          id: customers[1].id,
          customerNumber: customers[1].customerNumber,
          name: 'بسام',
          before: '0',
          after: '350',
        },
      ],
    });
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('writes the values to consecutive customers in display order, empty lines dropped, totals computed again', async () => {
    const response = await paste({
      column: 'currentKwh',
      values: ['', '250', '\n', '360\n'],
      startRow: 2,
    }).expect(200);
    expect(response.body.updated).toBe(2);
    expect(await column('currentKwh')).toEqual({ أمل: 0, بسام: 250, جنى: 360, دانا: 0 });
    const customers = await kwhCustomers(agent, 'mahmoud-kwh');
    expect(customers[1]).toMatchObject({ consumption: 50, totalAmount: 50 });
  });

  it('takes a unit price to 4 decimals', async () => {
    await paste({ column: 'pricePerKwh', values: ['0.1234', '2'] }).expect(200);
    expect(await column('pricePerKwh')).toMatchObject({ أمل: 0.1234, بسام: 2 });
  });

  it.each([
    [{ column: 'box', values: [] }, 'يرجى لصق البيانات'],
    [{ column: 'box', values: ['', '  '] }, 'يرجى لصق البيانات'],
    [{ column: 'currentKwh', values: ['كثير', 'abc'] }, 'لا توجد بيانات صالحة'],
    [{ column: 'pricePerKwh', values: ['1', '0'] }, /^السطر 2: /],
    [{ column: 'pricePerKwh', values: ['0.12345'] }, 'لا توجد بيانات صالحة'],
    // A current reading below the previous one (200) is refused, naming its line.
    [{ column: 'currentKwh', values: ['150', '199'] }, /^السطر 2: /],
    [{ column: 'box', values: ['1'], startRow: 5 }, 'صف البداية بعد آخر سجل (4 سجل)'],
    [{ column: 'customerNumber', values: ['1'] }, 'عمود غير معروف'],
    [{ column: 'totalAmount', values: ['1'] }, 'عمود غير معروف'],
  ])('refuses %p in Arabic, writing nothing', async (body, message) => {
    const before = await snapshotOfData(db);
    const response = await paste(body).expect(400);
    expect(response.body.message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('is one batch that undo takes back', async () => {
    const before = await column('currentKwh');
    await paste({ column: 'currentKwh', values: ['150', '250', '350', '450'] }).expect(200);
    const undo = await agent.delete('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
    expect(undo.body).toMatchObject({ deletedCount: 0, revertedCount: 4 });
    expect(await column('currentKwh')).toEqual(before);
    expect((await kwhCustomers(agent, 'mahmoud-kwh')).every((c) => c.totalAmount === 0)).toBe(true);
  });
});
