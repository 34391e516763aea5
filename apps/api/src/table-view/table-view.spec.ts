import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import { EnsurePasscodeCommand } from '../passcodes/passcode.commands';
import { addCustomer } from '../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../testing/test-app';

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
});
