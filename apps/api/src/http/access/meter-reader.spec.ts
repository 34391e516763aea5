import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { CreateUserCommand } from '../../application/access/create-user.command';

const SYSTEM = 'mahmoud-kwh';
const REFUSED = { code: 'FORBIDDEN_FOR_ROLE', message: 'هذه العملية غير مسموحة لدورك' };

/**
 * docs/meter-reader.md over HTTP: a collector an administrator lets read meters walks the reading round
 * (the round, a reading, the same reading sent again from the phone) and nothing more of the office.
 */
describe('a collector who reads meters', () => {
  let testApp: TestApp;
  let db: Database;
  let admin: TestAgent;
  let operator: TestAgent;
  let customerId: string;
  let clientIds = 0;

  const signIn = async (email: string, password: string) => {
    const agent = request.agent(testApp.app.getHttpServer());
    await agent.post('/api/login').send({ email, password }).expect(200);
    return agent;
  };
  const newCollector = async (email: string, meterReader: boolean) => {
    const created = await admin
      .post('/api/users')
      .send({
        email,
        firstName: 'وسيم',
        lastName: 'حداد',
        role: 'collector',
        meterReader,
        password: 'walks the round',
      })
      .expect(201);
    return { id: (created.body as { id: string }).id, agent: await signIn(email, 'walks the round') };
  };
  const reading = (value: number) => ({
    clientId: `phone:${(clientIds += 1)}`,
    reading: value,
    takenAt: '2026-11-26T08:00:00.000Z',
  });

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    await testApp.app
      .get(CommandBus)
      .execute(new CreateUserCommand('boss@example.com', 'صاحب', 'المولد', 'admin', 'owner secret 1'));
    admin = await signIn('boss@example.com', 'owner secret 1');
    operator = await testApp.signedInAgent('رانيا', 'operator');
    const customer = await operator
      .post(`/api/${SYSTEM}-customers`)
      .send({ name: 'أمل', box: '21', ampere: 5, previousKwh: 1000, pricePerKwh: 0.5 })
      .expect(201);
    customerId = (customer.body as { id: string }).id;
  });
  afterAll(() => testApp.close());

  it('lists the round and records a reading under their own name; the phone sending it again applies it once', async () => {
    const { id, agent } = await newCollector('reader@example.com', true);
    const round = await agent.get(`/api/${SYSTEM}-customers/reading-round?boxes=21`).expect(200);
    expect(round.body).toMatchObject({
      customers: [expect.objectContaining({ name: 'أمل', status: 'left' })],
    });

    const body = reading(1100);
    const taken = await agent.post(`/api/${SYSTEM}-customers/${customerId}/readings`).send(body).expect(201);
    expect(taken.body).toMatchObject({
      kind: 'actual',
      previousReading: 1000,
      reading: 1100,
      consumption: 100,
    });
    const again = await agent.post(`/api/${SYSTEM}-customers/${customerId}/readings`).send(body).expect(200);
    expect(again.body).toEqual(taken.body);

    expect(
      await db.query(
        'SELECT actor, user_id AS "userId" FROM audit_log WHERE action = \'record-meter-reading\'',
      ),
    ).toEqual([{ actor: 'reader@example.com', userId: id }]);
    expect(
      await db.query('SELECT recorded_by AS "recordedBy" FROM meter_readings WHERE client_id = $1', [
        body.clientId,
      ]),
    ).toEqual([{ recordedBy: 'reader@example.com' }]);
  });

  it.each([
    ['get', `/api/${SYSTEM}-customers`],
    ['get', `/api/${SYSTEM}-customers/export-for-readings`],
    ['post', `/api/${SYSTEM}-customers/bulk-update-readings`],
    ['post', `/api/${SYSTEM}-customers/new-month`],
    ['delete', `/api/${SYSTEM}-customers/undo-last-batch`],
    ['get', '/api/sse/mahmoud-updates'],
  ] as const)('is refused %s %s in Arabic, as any collector', async (method, path) => {
    const { agent } = await newCollector(`refused.${(clientIds += 1)}@example.com`, true);
    expect((await agent[method](path).send({}).expect(403)).body).toEqual(REFUSED);
  });

  it('is the permission of the account: refused before it is ticked, let in after, refused once taken back', async () => {
    const { id, agent } = await newCollector('collector@example.com', false);
    const round = `/api/${SYSTEM}-customers/reading-round`;
    expect((await agent.get(round).expect(403)).body).toEqual(REFUSED);
    const refused = await agent
      .post(`/api/${SYSTEM}-customers/${customerId}/readings`)
      .send(reading(1200))
      .expect(403);
    expect(refused.body).toEqual(REFUSED);

    // The same session: every request reads the account afresh.
    await admin.patch(`/api/users/${id}`).send({ meterReader: true }).expect(200);
    await agent.get(round).expect(200);
    await admin.patch(`/api/users/${id}`).send({ meterReader: false }).expect(200);
    expect((await agent.get(round).expect(403)).body).toEqual(REFUSED);
  });
});
