import { BillingSystem } from '@kahraba/billing-domain';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { BillingSystemPipe } from './billing-system.pipe';
import { SystemCatalog } from '../../application/systems/system-catalog';

describe('the billing system of a customers path', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let catalog: SystemCatalog;
  let pipe: BillingSystemPipe;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    catalog = testApp.app.get(SystemCatalog);
    pipe = new BillingSystemPipe(catalog);
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  it('is the system the path names, with its tariff', async () => {
    const metered = await pipe.transform({ id: 'mahmoud-kwh', metered: true });
    expect(metered).toBeInstanceOf(BillingSystem);
    expect({ id: metered.id, tariff: metered.tariff }).toEqual({
      id: 'mahmoud-kwh',
      tariff: 'metered-per-kwh',
    });
    const flat = await pipe.transform({ id: 'ampere', metered: false });
    expect({ id: flat.id, tariff: flat.tariff }).toEqual({ id: 'ampere', tariff: 'flat-per-ampere' });
  });

  it('refuses a word that is no system, and a system on the other tariff’s path, as unknown in Arabic', async () => {
    for (const path of [
      { id: 'solar', metered: true },
      { id: 'ampere', metered: true },
      { id: 'mahmoud-kwh', metered: false },
    ]) {
      await expect(pipe.transform(path)).rejects.toMatchObject({
        message: 'نظام الفوترة غير معروف',
        code: 'UNKNOWN_BILLING_SYSTEM',
      });
    }
    const response = await agent.get('/api/solar-customers/month');
    expect({ status: response.status, body: response.body }).toEqual({
      status: 404,
      body: { message: 'نظام الفوترة غير معروف', code: 'UNKNOWN_BILLING_SYSTEM' },
    });
  });

  it('is looked up once per request: the handler takes the system the path resolved', async () => {
    const find = jest.spyOn(catalog, 'find');
    const created = await agent.post('/api/ampere-records').send({ name: 'سليم', ampere: 5 }).expect(201);
    await agent.get('/api/ampere-records/month').expect(200);
    await agent.delete(`/api/ampere-records/${created.body.id}`).expect(200);
    const byWord = find.mock.calls.map(([system]) => system).filter((system) => typeof system === 'string');
    expect(byWord).toEqual(['ampere', 'ampere', 'ampere']);
  });
});
