import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** A metered customer's optional phone, on every kWh system, stored and answered in E.164. */
describe('the phone of a kWh customer', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  let counter = 0;
  const add = async (system: string, fields: object = {}) => {
    counter += 1;
    const response = await agent
      .post(`/api/${system}-customers`)
      .send({ name: `زبون هاتف ${counter}`, box: String(counter), ampere: 5, ...fields })
      .expect(201);
    return response.body as { id: string; phone: string | null };
  };
  const storedPhone = async (id: string) =>
    (await db.query<{ phone: string | null }>('SELECT phone FROM kwh_customers WHERE id = $1', [id]))[0]
      .phone;

  it.each(['kwh', 'mahmoud-kwh', 'baydawi-kwh'])(
    'stores the phone of a new %s customer in E.164 and answers it in the list',
    async (system) => {
      const added = await add(system, { phone: '00961 3 123 456' });
      expect(added.phone).toBe('+9613123456');
      expect(await storedPhone(added.id)).toBe('+9613123456');
      const list = await agent.get(`/api/${system}-customers`).expect(200);
      expect(list.body.find((customer: { id: string }) => customer.id === added.id).phone).toBe(
        '+9613123456',
      );
    },
  );

  it('answers no phone (null) when none is given', async () => {
    expect((await add('kwh')).phone).toBeNull();
  });

  it('changes the phone by PATCH and PUT, keeps it when not sent, clears it when blank', async () => {
    const added = await add('mahmoud-kwh', { phone: '81 123 456' });
    expect(added.phone).toBe('+96181123456');
    const patched = await agent
      .patch(`/api/mahmoud-kwh-customers/${added.id}`)
      .send({ currentKwh: 10 })
      .expect(200);
    expect(patched.body.phone).toBe('+96181123456');
    const changed = await agent
      .patch(`/api/mahmoud-kwh-customers/${added.id}`)
      .send({ phone: '٠١-٢٣٤٥٦٧' })
      .expect(200);
    expect(changed.body.phone).toBe('+9611234567');
    const put = await agent
      .put(`/api/mahmoud-kwh-customers/${added.id}`)
      .send({ name: 'زبون معدّل', ampere: 5, phone: '+961 71 123 456' })
      .expect(200);
    expect(put.body.phone).toBe('+96171123456');
    expect(await storedPhone(added.id)).toBe('+96171123456');
    const cleared = await agent
      .patch(`/api/mahmoud-kwh-customers/${added.id}`)
      .send({ phone: '' })
      .expect(200);
    expect(cleared.body.phone).toBeNull();
  });

  it.each([
    ['post', '12345'],
    ['patch', '02 123456'],
    ['put', 'هاتف'],
  ] as const)(
    'refuses a bad phone by %s, in Arabic naming the field, and writes nothing',
    async (method, phone) => {
      const existing = await add('baydawi-kwh', { phone: '03 123456' });
      const before = await snapshotOfData(db);
      const path =
        method === 'post' ? '/api/baydawi-kwh-customers' : `/api/baydawi-kwh-customers/${existing.id}`;
      const response = await agent[method](path).send({ name: 'رقم خاطئ', ampere: 5, phone }).expect(400);
      expect(response.body.message).toContain('رقم الهاتف غير صالح');
      expect(await snapshotOfData(db)).toEqual(before);
    },
  );

  it('finds a customer by the digits of the phone', async () => {
    const added = await add('kwh', { name: 'بحث بالهاتف', phone: '79 888 777' });
    const found = await agent.get('/api/kwh-customers/search').query({ q: '79888777' }).expect(200);
    expect(found.body.map((customer: { id: string }) => customer.id)).toEqual([added.id]);
  });

  it("is on the customer's invoice, for its WhatsApp button", async () => {
    const added = await add('baydawi-kwh', { phone: '71 123456' });
    const invoice = await agent.get(`/api/baydawi-kwh-customers/${added.id}/invoice`).expect(200);
    expect(invoice.body.statement.phone).toBe('+96171123456');
  });
});
