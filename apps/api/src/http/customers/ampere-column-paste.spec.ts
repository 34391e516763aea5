import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, liveRecords, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('pasting a column into the ampere table', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;
  let customers: AmpereRecordView[];

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM ampere_records');
    // By customer number: زياد, باسل, ألفت, داني. By box: ألفت (2), باسل (2), داني (9), زياد (10).
    customers = [
      await addCustomer(agent, { name: 'زياد', box: '10', ampere: 3, amperePrice: 15 }),
      await addCustomer(agent, { name: 'باسل', box: '2', ampere: 3, amperePrice: 15 }),
      await addCustomer(agent, { name: 'ألفت', box: '2', ampere: 3, amperePrice: 15 }),
      await addCustomer(agent, { name: 'داني', box: '9', ampere: 3, amperePrice: 15 }),
    ];
  });

  const paste = (body: object) => agent.patch('/api/ampere-records/column-paste').send(body);
  const valueOf = async (field: keyof AmpereRecordView) =>
    Object.fromEntries((await liveRecords(agent)).map((record) => [record.name, record[field]]));

  it('writes one value per line to consecutive records by customer number, from the start row', async () => {
    const response = await paste({ column: 'address', data: ['الأول', 'الثاني'], startIndex: 1 }).expect(200);
    expect(response.body).toMatchObject({ updated: 2 });
    expect(await valueOf('address')).toEqual({ زياد: null, باسل: 'الأول', ألفت: 'الثاني', داني: null });
  });

  it('follows the box order the operator sees when the box toggle is on', async () => {
    await paste({ column: 'address', data: ['أ', 'ب', 'ج', 'د'], startIndex: 0, sort: 'box' }).expect(200);
    expect(await valueOf('address')).toEqual({ ألفت: 'أ', باسل: 'ب', داني: 'ج', زياد: 'د' });
  });

  it('takes one multi-line string as several values and ignores the trailing line break', async () => {
    const response = await paste({ column: 'box', data: ['11\n12\r\n'] }).expect(200);
    expect(response.body).toMatchObject({ updated: 2 });
    expect(await valueOf('box')).toMatchObject({ زياد: '11', باسل: '12', ألفت: '2' });
  });

  it('ignores values past the last record', async () => {
    const response = await paste({ column: 'name', data: ['ث', 'ج', 'ح'], startIndex: 2 }).expect(200);
    expect(response.body).toMatchObject({ updated: 2 });
    expect((await liveRecords(agent)).map((record) => record.name)).toEqual(['زياد', 'باسل', 'ث', 'ج']);
  });

  it('re-bills the amount when amperes, prices or payments are pasted', async () => {
    await paste({ column: 'ampere', data: ['4', '1.5'] }).expect(200);
    await paste({ column: 'amperePrice', data: ['20', '12.35'] }).expect(200);
    await paste({ column: 'amountPaid', data: ['80', '10'] }).expect(200);
    const [first, second] = await liveRecords(agent);
    expect(first).toMatchObject({ ampere: 4, amperePrice: 20, amount: 80, amountPaid: 80, isPaid: true });
    // 1.5 × 12.35 = 18.525, half up to 18.53.
    expect(second).toMatchObject({
      ampere: 1.5,
      amperePrice: 12.35,
      amount: 18.53,
      outstandingBalance: 8.53,
    });
  });

  it('re-prices pasted amperes by the threshold unless the operator set the price', async () => {
    const automatic = await addCustomer(agent, { name: 'تلقائي', box: '1', ampere: 5 });
    const own = await addCustomer(agent, { name: 'خاص', box: '1', ampere: 5, amperePrice: 12 });
    // By customer number they follow the four customers of every test.
    await paste({ column: 'ampere', data: ['2', '2'], startIndex: customers.length }).expect(200);
    const records = Object.fromEntries((await liveRecords(agent)).map((record) => [record.id, record]));
    expect(records[automatic.id]).toMatchObject({
      ampere: 2,
      amperePrice: 25,
      amount: 50,
      priceIsCustom: false,
    });
    expect(records[own.id]).toMatchObject({ ampere: 2, amperePrice: 12, amount: 24, priceIsCustom: true });
  });

  it("makes a pasted price the customer's own", async () => {
    await paste({ column: 'amperePrice', data: ['20'] }).expect(200);
    expect((await liveRecords(agent))[0]).toMatchObject({ amperePrice: 20, priceIsCustom: true });
  });

  it('makes the paste one batch that undo takes back whole', async () => {
    await paste({ column: 'ampere', data: ['7', '8', '9'] }).expect(200);
    const batches = await db.query<{ kind: string; updated_count: number }>(
      "SELECT kind, updated_count FROM batches WHERE kind = 'column-paste' ORDER BY created_at DESC LIMIT 1",
    );
    expect(batches).toEqual([{ kind: 'column-paste', updated_count: 3 }]);
    const undo = await agent.delete('/api/ampere-records/undo-last-batch').expect(200);
    expect(undo.body).toMatchObject({ deletedCount: 0, revertedCount: 3 });
    expect(await valueOf('ampere')).toEqual({ زياد: 3, باسل: 3, ألفت: 3, داني: 3 });
  });

  it.each([
    ['a non-numeric ampere', { column: 'ampere', data: ['4', 'خمسة', '6'] }],
    ['a negative price', { column: 'amperePrice', data: ['15', '-1'] }],
    ['a price finer than a cent', { column: 'amperePrice', data: ['15.001'] }],
    ['a payment in words', { column: 'amountPaid', data: ['عشرة'] }],
  ])('refuses %s with an Arabic 400 and writes nothing, not even the good lines', async (_case, body) => {
    const before = await snapshotOfData(db);
    const response = await paste(body).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it.each([
    ['an unknown column', { column: 'customerNumber', data: ['1'] }],
    ['the amount column, which is derived', { column: 'amount', data: ['1'] }],
    ['no data', { column: 'name', data: [] }],
    ['only blank lines', { column: 'name', data: ['\n\n'] }],
    ['a negative start row', { column: 'name', data: ['س'], startIndex: -1 }],
    ['a fractional start row', { column: 'name', data: ['س'], startIndex: 1.5 }],
    ['an unknown order', { column: 'name', data: ['س'], sort: 'name' }],
    ['values that are not text', { column: 'ampere', data: [4, 5] }],
  ])('refuses %s with an Arabic 400 and writes nothing', async (_case, body) => {
    const before = await snapshotOfData(db);
    const response = await paste(body).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('refuses a number too large to store with an Arabic 400, nothing written', async () => {
    const before = await snapshotOfData(db);
    const response = await paste({ column: 'ampere', data: ['3', '99999999'] }).expect(400);
    expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('refuses a start row past the last record, saying how many there are, and changes nothing', async () => {
    const before = await snapshotOfData(db);
    const response = await paste({ column: 'name', data: ['س'], startIndex: customers.length }).expect(400);
    expect(response.body).toEqual({ message: 'صف البداية بعد آخر سجل (4 سجل)', code: 'START_ROW_PAST_END' });
    expect(await snapshotOfData(db)).toEqual(before);
  });

  describe('showing which customer receives which value', () => {
    it('previews with dryRun: rows counted from 1 as the operator sees them, nothing written', async () => {
      const before = await snapshotOfData(db);
      const response = await paste({
        column: 'ampere',
        data: ['4', '', '6'],
        startIndex: 1,
        sort: 'box',
        dryRun: true,
      }).expect(200);
      // By box: ألفت (2), باسل (2), داني (9), زياد (10); from the second row, the blank line skips داني.
      const [, basel, , ziad] = [customers[2]!, customers[1]!, customers[3]!, customers[0]!];
      expect(response.body).toEqual({
        updated: 2,
        changes: [
          {
            row: 2,
            id: basel.id,
            customerNumber: basel.customerNumber,
            name: 'باسل',
            before: '3',
            after: '4',
          },
          { row: 4, id: ziad.id, customerNumber: ziad.customerNumber, name: 'زياد', before: '3', after: '6' },
        ],
      });
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('writes the same changes without dryRun and answers them', async () => {
      const response = await paste({ column: 'box', data: ['٥', '', '7'] }).expect(200);
      expect(response.body).toEqual({
        updated: 2,
        changes: [
          {
            row: 1,
            id: customers[0]!.id,
            customerNumber: customers[0]!.customerNumber,
            name: 'زياد',
            before: '10',
            after: '5',
          },
          {
            row: 3,
            id: customers[2]!.id,
            customerNumber: customers[2]!.customerNumber,
            name: 'ألفت',
            before: '2',
            after: '7',
          },
        ],
      });
      // The blank line left باسل in box 2.
      expect(await valueOf('box')).toEqual({ زياد: '5', باسل: '2', ألفت: '7', داني: '9' });
    });

    it('refuses a bad value with its line in the pasted data and the field, writing nothing', async () => {
      const before = await snapshotOfData(db);
      const response = await paste({ column: 'amperePrice', data: ['15', '', 'غالي'] }).expect(400);
      expect(response.body).toEqual({
        message: 'السطر 3: سعر الأمبير: «غالي» ليس رقماً صالحاً',
        code: 'INVALID_PASTED_VALUE',
      });
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('reads 12,5 pasted as 12.5', async () => {
      await paste({ column: 'amountPaid', data: ['12,5'] }).expect(200);
      expect((await liveRecords(agent))[0]).toMatchObject({ amountPaid: 12.5 });
    });
  });
});
