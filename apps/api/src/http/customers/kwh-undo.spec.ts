import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import {
  actAs,
  findKwhRows,
  kwhFieldsOf,
  readKwhBillingContext,
  rewriteKwhRow,
  runBatch,
  tablesOfSeeded,
  writeKwhRows,
} from '@kahraba/persistence';
import { amendKwhCustomer } from '@kahraba/billing-domain';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Undo-last-batch of a metered group takes back its own latest batch exactly. */
describe('undo of a metered group', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  let db: Database;

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent();
    db = testApp.app.get(Database);
  });
  afterAll(() => testApp.close());

  /** A batch of new readings for every customer given (what a readings import writes). */
  const readingsBatch = (system: string, ids: string[], add: number) =>
    actAs('reader@example.com', () =>
      db.transaction(async (tx) => {
        const tables = tablesOfSeeded(system);
        const context = await readKwhBillingContext(tx);
        return runBatch(
          tx,
          tables,
          { kind: 'readings-import', today: new Clock().today() },
          async ({ batchId }) => {
            const rows = await findKwhRows(tx, tables, ids, true);
            const written = rows.map((row) =>
              rewriteKwhRow(
                row,
                amendKwhCustomer(kwhFieldsOf(row), { currentKwh: Number(row.currentKwh) + add }, context),
              ),
            );
            const updated = await writeKwhRows(tx, tables, written, batchId);
            return { created: 0, updated, result: batchId };
          },
        );
      }),
    );

  it('describes, then takes back, the latest batch of the group only, with amounts computed again', async () => {
    const mine = (
      await agent
        .post('/api/mahmoud-kwh-customers')
        .send({ name: 'م', ampere: 2, currentKwh: 10 })
        .expect(201)
    ).body;
    const other = (
      await agent
        .post('/api/baydawi-kwh-customers')
        .send({ name: 'ب', ampere: 2, currentKwh: 10 })
        .expect(201)
    ).body;
    const batchId = await readingsBatch('mahmoud-kwh', [mine.id], 5);
    await readingsBatch('baydawi-kwh', [other.id], 7);

    const described = await agent.get('/api/mahmoud-kwh-customers/undo-last-batch').expect(200);
    expect(described.body).toMatchObject({
      batchId,
      kind: 'readings-import',
      createdBy: 'reader@example.com',
      createdCount: 0,
      updatedCount: 1,
    });
    const undone = await agent
      .delete('/api/mahmoud-kwh-customers/undo-last-batch')
      .query({ batchId })
      .expect(200);
    expect(undone.body).toEqual({ deletedCount: 0, revertedCount: 1, message: 'تم التراجع بنجاح' });

    const [back] = (await agent.get('/api/mahmoud-kwh-customers').expect(200)).body;
    expect(back).toMatchObject({ currentKwh: 10, consumption: 10, totalAmount: 10, totalAmountLbp: 895000 });
    // The other group's batch is still there to undo, and its reading still applied.
    const [untouched] = (await agent.get('/api/baydawi-kwh-customers').expect(200)).body;
    expect(untouched).toMatchObject({ currentKwh: 17, totalAmount: 17 });
    await agent.get('/api/baydawi-kwh-customers/undo-last-batch').expect(200);
    await agent.get('/api/mahmoud-kwh-customers/undo-last-batch').expect(404);
  });
});
