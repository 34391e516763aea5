import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { TableView } from '../../application/customers/get-table-view.query';

describe('the main ampere table (table view)', () => {
  let testApp: TestApp;
  let agent: TestAgent;

  beforeAll(async () => {
    testApp = await startTestApp();
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'table-pass'));
    agent = await testApp.signedInAgent();
    await agent.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'table-pass' }).expect(200);
  });
  afterAll(() => testApp.close());

  async function tableView(q?: string): Promise<TableView> {
    const response = await agent
      .get('/api/table-view')
      .query(q === undefined ? {} : { q })
      .expect(200);
    return response.body as TableView;
  }
  const names = (records: readonly AmpereRecordView[]) => records.map((record) => record.name);

  it('refuses without sign-in (401) and, signed in, before the passcode (403)', async () => {
    const signedOut = await testApp.agent().get('/api/table-view').expect(401);
    expect(signedOut.body.message).toContain('Unauthorized');
    const locked = await (await testApp.signedInAgent()).get('/api/table-view').expect(403);
    expect(locked.body.message).toBe('يجب إدخال كلمة المرور أولاً');
  });

  it('shows empty panels with their box groups when there are no customers', async () => {
    const response = await agent.get('/api/table-view').expect(200);
    expect(response.body).toEqual({
      records: [],
      panels: [
        { key: 'mahmoud', boxes: '5-7 13-33', customers: 0, totalAmpere: 0, totalAmount: 0 },
        { key: 'baydawi', boxes: '1-4 8-12 27 32', customers: 0, totalAmpere: 0, totalAmount: 0 },
      ],
      boxOptions: [],
      ampereOptions: [],
    });
  });

  it('counts customers, amperes and amounts per box group; boxes 27 and 32 count in both', async () => {
    await addCustomer(agent, { name: 'خمسة', box: '5', ampere: 3, amperePrice: 15 }); // mahmoud: 45
    await addCustomer(agent, { name: 'ثلاثة وثلاثون', box: '33', ampere: 2.5, amperePrice: 12.35 }); // mahmoud: 30.88
    await addCustomer(agent, { name: 'واحد', box: '1', ampere: 1.5, amperePrice: 25 }); // baydawi: 37.5
    await addCustomer(agent, { name: 'اثنا عشر', box: '12', ampere: 10, amperePrice: 15 }); // baydawi: 150
    await addCustomer(agent, { name: 'سبعة وعشرون', box: '27', ampere: 4, amperePrice: 15 }); // both: 60
    await addCustomer(agent, { name: 'اثنان وثلاثون', box: '32', ampere: 0.333, amperePrice: 15 }); // both: 5
    await addCustomer(agent, { name: 'أربعون', box: '40', ampere: 6, amperePrice: 15 }); // neither
    await addCustomer(agent, { name: 'بلا علبة', box: null, ampere: 6, amperePrice: 15 }); // neither
    const response = await agent.get('/api/table-view').expect(200);
    expect(response.body.panels).toEqual([
      { key: 'mahmoud', boxes: '5-7 13-33', customers: 4, totalAmpere: 9.833, totalAmount: 140.88 },
      { key: 'baydawi', boxes: '1-4 8-12 27 32', customers: 4, totalAmpere: 15.833, totalAmount: 252.5 },
    ]);
  });

  it('lists every live customer in display order (box, then name), with balance and payment status', async () => {
    const response = await agent.get('/api/table-view').expect(200);
    expect(response.body.records.map((record: { box: string | null }) => record.box)).toEqual([
      '1',
      '5',
      '12',
      '27',
      '32',
      '33',
      '40',
      null,
    ]);
    expect(response.body.records[0]).toMatchObject({
      name: 'واحد',
      amount: 37.5,
      amountPaid: 0,
      outstandingBalance: 37.5,
      isPaid: false,
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
  });

  it('searches like the ampere search: an Arabic name whatever the hamza, in display order', async () => {
    await addCustomer(agent, { name: 'أحمد الخطيب', box: '9', ampere: 2, amperePrice: 15 });
    await addCustomer(agent, { name: 'أحمد سعيد', box: '3', ampere: 2, amperePrice: 15 });

    const found = await tableView('احمد');

    expect(names(found.records)).toEqual(['أحمد سعيد', 'أحمد الخطيب']);
    const search = await agent.get('/api/ampere-records/search').query({ q: 'احمد' }).expect(200);
    expect(found.records.map((record) => record.id).sort()).toEqual(
      search.body.map((record: AmpereRecordView) => record.id).sort(),
    );
  });

  it('finds a customer by #number', async () => {
    const found = await tableView('#1000');
    expect(found.records).toHaveLength(1);
    expect(found.records[0]).toMatchObject({ customerNumber: 1000, name: 'خمسة' });
  });

  it('lists everyone for an empty or blank search, and no one when nothing matches', async () => {
    const everyone = await tableView();
    expect(everyone.records).toHaveLength(10);
    expect(await tableView('')).toEqual(everyone);
    expect(await tableView('   ')).toEqual(everyone);
    expect((await tableView('لا أحد بهذا الاسم')).records).toEqual([]);
  });

  it('keeps the panels and the filter choices of every customer whatever the search', async () => {
    const everyone = await tableView();
    const found = await tableView('احمد');

    expect(found.panels).toEqual(everyone.panels);
    expect(found.panels).toEqual([
      { key: 'mahmoud', boxes: '5-7 13-33', customers: 4, totalAmpere: 9.833, totalAmount: 140.88 },
      { key: 'baydawi', boxes: '1-4 8-12 27 32', customers: 6, totalAmpere: 19.833, totalAmount: 312.5 },
    ]);
    expect(found.boxOptions).toEqual(everyone.boxOptions);
    expect(found.ampereOptions).toEqual(everyone.ampereOptions);
    expect((await tableView('لا أحد بهذا الاسم')).boxOptions).toEqual(everyone.boxOptions);
  });

  it('offers boxes numerically, then the other boxes, no box last, and amperes ascending', async () => {
    await addCustomer(agent, { name: 'علبة حرفية', box: 'C', ampere: 0.5, amperePrice: 15 });
    await addCustomer(agent, { name: 'علبة مركبة', box: 'B-4', ampere: 10, amperePrice: 15 });

    const view = await tableView();

    expect(view.boxOptions).toEqual(['1', '3', '5', '9', '12', '27', '32', '33', '40', 'B-4', 'C', '']);
    expect(view.ampereOptions).toEqual([0.333, 0.5, 1.5, 2, 2.5, 3, 4, 6, 10]);
  });

  it('refuses a search longer than 200 characters, in Arabic', async () => {
    const response = await agent
      .get('/api/table-view')
      .query({ q: 'ا'.repeat(201) })
      .expect(400);
    expect(response.body.message).toBe('نص البحث طويل جداً');
  });
});
