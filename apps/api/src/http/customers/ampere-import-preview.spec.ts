import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface PreviewRow {
  name: string;
  box: string | null;
  ampere: number;
  amperePrice: number;
  amount: number;
  address: string | null;
  amountPaid: number;
  action: 'create' | 'update';
  existingCustomerNumber?: number;
}

/** The import preview says what each row does, and importing what it showed wipes nothing. */
describe('previewing and re-importing ampere customers', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(() => db.query('DELETE FROM ampere_records'));

  const preview = async (text: string) =>
    (await agent.post('/api/ampere-records/import-preview').send({ text }).expect(200)).body as {
      rows: PreviewRow[];
      creates: number;
      updates: number;
    };

  /** What the import dialog sends: the previewed rows, without the amount. */
  const importPreviewed = (rows: PreviewRow[]) =>
    agent
      .post('/api/ampere-records/bulk')
      .send({
        records: rows.map(({ name, box, ampere, amperePrice, address, amountPaid }) => ({
          name,
          box,
          ampere,
          amperePrice,
          address,
          amountPaid,
        })),
      })
      .expect(201);

  it('says which rows create a customer and which update one, with the counts, writing nothing', async () => {
    const onFile = await addCustomer(agent, { name: 'حسان', box: '4', ampere: 3, amountPaid: 12 });
    const before = await snapshotOfData(db);
    const answer = await preview('حسان\t٤\t5\nريم\t1\t2\nنادر\t2\t1');
    expect(
      answer.rows.map(({ name, action, existingCustomerNumber }) => ({
        name,
        action,
        existingCustomerNumber,
      })),
    ).toEqual([
      { name: 'حسان', action: 'update', existingCustomerNumber: onFile.customerNumber },
      { name: 'ريم', action: 'create' },
      { name: 'نادر', action: 'create' },
    ]);
    expect(answer).toMatchObject({ creates: 2, updates: 1 });
    // The update shows the customer as the import will leave it: the payment on file is kept.
    expect(answer.rows[0]).toMatchObject({ ampere: 5, amperePrice: 15, amount: 75, amountPaid: 12 });
    expect(await snapshotOfData(db)).toEqual(before);
    const imported = await importPreviewed(answer.rows);
    expect(imported.body).toMatchObject({ created: 2, updated: 1 });
  });

  it('keeps the payment and the own price of a customer re-imported with blank cells', async () => {
    const onFile = await addCustomer(agent, {
      name: 'حسان',
      box: '4',
      ampere: 3,
      amperePrice: 14,
      address: 'الكنيسة',
      amountPaid: 10,
    });
    await importPreviewed((await preview('حسان\t4\t5')).rows);
    expect(await liveRecords(agent)).toEqual([
      expect.objectContaining({
        id: onFile.id,
        ampere: 5,
        amperePrice: 14,
        priceIsCustom: true,
        amount: 70,
        amountPaid: 10,
        isPaid: false,
        address: 'الكنيسة',
      }),
    ]);
  });

  it('lets a price typed nowhere follow the amperes, now and at the next price change', async () => {
    await addCustomer(agent, { name: 'سعاد', box: '2', ampere: 2 });
    await importPreviewed((await preview('سعاد\t2\t5')).rows);
    expect((await liveRecords(agent))[0]).toMatchObject({ ampere: 5, amperePrice: 15, priceIsCustom: false });
    await agent
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: 16, lowPrice: 26 })
      .expect(200);
    expect((await liveRecords(agent))[0]).toMatchObject({ amperePrice: 16, amount: 80 });
    await agent
      .patch('/api/ampere-records/update-all-prices')
      .send({ globalPrice: 15, lowPrice: 25 })
      .expect(200);
  });

  it('keeps the payment when the paid cell of an update is missing from the bulk record', async () => {
    await addCustomer(agent, { name: 'وفاء', box: '3', ampere: 3, amountPaid: 10 });
    await agent
      .post('/api/ampere-records/bulk')
      .send({ records: [{ name: 'وفاء', box: '3', ampere: 4 }] })
      .expect(201);
    expect((await liveRecords(agent))[0]).toMatchObject({
      ampere: 4,
      amountPaid: 10,
      outstandingBalance: 50,
    });
  });
});
