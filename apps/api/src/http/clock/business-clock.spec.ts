// The server runs in UTC here on purpose: the business's calendar must not follow it.
process.env.TZ = 'UTC';

import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';
import { Clock } from '../../application/clock/clock';

/** 23:30 UTC on 24 November is 01:30 on 25 November in Beirut (UTC+2 in winter). */
const LATE_ON_THE_24TH_UTC = '2026-11-24T23:30:00Z';

describe('one business clock (BUSINESS_TIME_ZONE, default Asia/Beirut) on a UTC server', () => {
  let testApp: TestApp;
  let operator: TestAgent;
  let admin: TestAgent;
  let db: Database;

  const at = (iso: string) => jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(iso));

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    operator = await testApp.signedInAgent();
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('clock@example.com', 'ساعة', 'العمل', 'admin', 'owner secret 1'));
    admin = request.agent(testApp.app.getHttpServer());
    await admin
      .post('/api/login')
      .send({ email: 'clock@example.com', password: 'owner secret 1' })
      .expect(200);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  it('runs with the process in UTC and the business in Beirut', () => {
    expect(new Date(LATE_ON_THE_24TH_UTC).getDate()).toBe(24);
    expect(testApp.app.get(Clock).timeZone).toBe('Asia/Beirut');
  });

  it("is the 25th in Beirut at 23:30 UTC on the 24th: today, the live month and the invoice's month (25th rule)", async () => {
    at(LATE_ON_THE_24TH_UTC);
    expect(testApp.app.get(Clock).today()).toBe('2026-11-25');
    const created = await operator
      .post('/api/ampere-records')
      .send({ name: 'حسن الساعة', box: '3', ampere: 5, amperePrice: 10, force: true })
      .expect(201);
    expect(created.body).toMatchObject({ month: '2026-11', invoiceDate: '2026-11-25' });
    const invoice = await operator.get(`/api/ampere-records/${created.body.id}/invoice`).expect(200);
    expect(invoice.body).toMatchObject({ invoiceNumber: `INV-${created.body.customerNumber}-2026` });
    expect(invoice.body.statement.month).toBe('2026-12');

    // One hour earlier it is still the 24th in Beirut (23:30): November.
    at('2026-11-24T21:30:00Z');
    const before = await operator.get(`/api/ampere-records/${created.body.id}/invoice`).expect(200);
    expect(before.body.statement.month).toBe('2026-11');
  });

  it('numbers a receipt by the year in Beirut: 00:30 on 1 January there is already the new year', async () => {
    at('2026-11-20T10:00:00Z');
    const customer = await operator
      .post('/api/ampere-records')
      .send({ name: 'سنة جديدة', box: '3', ampere: 2, amperePrice: 10, force: true })
      .expect(201);
    at('2026-12-31T22:30:00Z');
    const payment = await operator
      .post(`/api/ampere-records/${customer.body.id}/payments`)
      .send({ amount: 5, method: 'cash' })
      .expect(201);
    expect(payment.body.receiptNumber).toMatch(/^R-2027-\d{6}$/);
  });

  it('reports a payment on its day in Beirut and filters the audit log by days in Beirut', async () => {
    at('2026-11-20T10:00:00Z');
    const customer = await operator
      .post('/api/ampere-records')
      .send({ name: 'يوم التقرير', box: '4', ampere: 2, amperePrice: 10, force: true })
      .expect(201);
    at(LATE_ON_THE_24TH_UTC);
    await operator.post(`/api/ampere-records/${customer.body.id}/payments`).send({ amount: 7 }).expect(201);
    const report = await operator
      .get('/api/payments/report')
      .query({ from: '2026-11-25', to: '2026-11-25', by: 'day' })
      .expect(200);
    expect(JSON.stringify(report.body)).toContain('2026-11-25');
    const onThe24th = await operator
      .get('/api/payments/report')
      .query({ from: '2026-11-24', to: '2026-11-24', by: 'day' })
      .expect(200);
    expect(onThe24th.body.totals).toMatchObject({ count: 0 });

    await db.query(
      `INSERT INTO audit_log (at, actor, action, details) VALUES ($1, 'clock@example.com', 'close-month', '{}')`,
      [LATE_ON_THE_24TH_UTC],
    );
    const day = (from: string) => admin.get(`/api/audit-log?action=close-month&from=${from}&to=${from}`);
    expect((await day('2026-11-25').expect(200)).body.total).toBe(1);
    expect((await day('2026-11-24').expect(200)).body.total).toBe(0);
  });

  it('closes a month only once it has begun in Beirut (22:30 UTC on 30 November is 1 December there)', async () => {
    at('2026-11-28T10:00:00Z');
    await operator.post('/api/ampere-records/new-month').send({ month: '2026-11' }).expect(200);
    // 23:30 on 30 November in Beirut: December has not begun.
    at('2026-11-30T21:30:00Z');
    await operator.post('/api/ampere-records/new-month').send({ month: '2026-12' }).expect(409);
    at('2026-11-30T22:30:00Z');
    const closed = await operator
      .post('/api/ampere-records/new-month')
      .send({ month: '2026-12' })
      .expect(200);
    expect(closed.body).toMatchObject({ month: '2026-12', nextMonth: '2027-01' });
  });
});
