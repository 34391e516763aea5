import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** An ampere customer's optional phone, typed any Lebanese way, stored and answered in E.164. */
describe('the phone of an ampere customer', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  const storedPhone = async (id: string) =>
    (await db.query<{ phone: string | null }>('SELECT phone FROM ampere_records WHERE id = $1', [id]))[0]
      .phone;

  it('is stored in E.164 when a customer is added, and answered by the list', async () => {
    const added = await addCustomer(agent, { name: 'هاتف أول', phone: '٠٣ ١٢٣ ٤٥٦' });
    expect(added.phone).toBe('+9613123456');
    expect(await storedPhone(added.id)).toBe('+9613123456');
    const list = await agent.get('/api/ampere-records').expect(200);
    expect(list.body.find((record: { id: string }) => record.id === added.id).phone).toBe('+9613123456');
  });

  it('is null when none is given or it is left blank', async () => {
    expect((await addCustomer(agent)).phone).toBeNull();
    expect((await addCustomer(agent, { phone: '  ' })).phone).toBeNull();
  });

  it('is changed, kept and cleared by an edit', async () => {
    const added = await addCustomer(agent, { phone: '71 123456' });
    expect(added.phone).toBe('+96171123456');
    const renamed = await agent
      .patch(`/api/ampere-records/${added.id}`)
      .send({ name: 'اسم جديد' })
      .expect(200);
    expect(renamed.body.phone).toBe('+96171123456');
    const changed = await agent
      .patch(`/api/ampere-records/${added.id}`)
      .send({ phone: '+961 1 234 567' })
      .expect(200);
    expect(changed.body.phone).toBe('+9611234567');
    expect(await storedPhone(added.id)).toBe('+9611234567');
    const cleared = await agent.patch(`/api/ampere-records/${added.id}`).send({ phone: '' }).expect(200);
    expect(cleared.body.phone).toBeNull();
    const nulled = await agent
      .patch(`/api/ampere-records/${added.id}`)
      .send({ phone: '03123456' })
      .expect(200);
    expect(nulled.body.phone).toBe('+9613123456');
    expect(
      (await agent.patch(`/api/ampere-records/${added.id}`).send({ phone: null }).expect(200)).body.phone,
    ).toBeNull();
  });

  it.each(['12345', '02 123456', 'هاتف', '+33 6 12 34 56 78'])(
    'refuses the phone %j when adding, in Arabic naming the field, and writes nothing',
    async (phone) => {
      const before = await snapshotOfData(db);
      const response = await agent
        .post('/api/ampere-records')
        .send({ name: 'رقم خاطئ', box: '1', ampere: 5, phone })
        .expect(400);
      expect(response.body.message).toContain('رقم الهاتف غير صالح');
      expect(await snapshotOfData(db)).toEqual(before);
    },
  );

  it('refuses a bad phone in an edit and keeps the customer as it was', async () => {
    const added = await addCustomer(agent, { phone: '03 123456' });
    const before = await snapshotOfData(db);
    const response = await agent
      .patch(`/api/ampere-records/${added.id}`)
      .send({ name: 'لا يتغير', phone: '03 12' })
      .expect(400);
    expect(response.body.message).toContain('رقم الهاتف غير صالح');
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('refuses a phone that is not text', async () => {
    const response = await agent
      .post('/api/ampere-records')
      .send({ name: 'رقم', ampere: 5, phone: 3123456 })
      .expect(400);
    expect(response.body.message).toContain('رقم الهاتف غير صالح');
  });

  it('finds a customer by the digits of the phone', async () => {
    const added = await addCustomer(agent, { name: 'بحث بالهاتف', phone: '76 555 444' });
    const found = await agent.get('/api/ampere-records/search').query({ q: '76555444' }).expect(200);
    expect(found.body.map((record: { id: string }) => record.id)).toEqual([added.id]);
  });

  it("is on the customer's single invoice, for its WhatsApp button", async () => {
    const added = await addCustomer(agent, { phone: '03 123456' });
    const invoice = await agent.get(`/api/ampere-records/${added.id}/invoice`).expect(200);
    expect(invoice.body.statement.phone).toBe('+9613123456');
    const none = await addCustomer(agent);
    expect(
      (await agent.get(`/api/ampere-records/${none.id}/invoice`).expect(200)).body.statement.phone,
    ).toBeNull();
  });
});
