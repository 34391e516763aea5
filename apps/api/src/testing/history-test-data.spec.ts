import { Clock } from '../application/clock/clock';
import { Database } from '../application/database/sql-database.provider';
import { buildHistoryDatabase, tablesWithoutRows, type HistoryDatabase } from './history-test-data';
import { startTestApp, type TestApp } from './test-app';

/** The database with history the backup tests and the bench start from. */
describe('a database with history', () => {
  let testApp: TestApp;
  let db: Database;
  let history: HistoryDatabase;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    history = await buildHistoryDatabase(testApp);
  });
  afterAll(() => testApp.close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ count: number }>(sql, params))[0].count;

  it('leaves a row in every table but the sessions and the migrations journal', async () => {
    expect(await tablesWithoutRows(db)).toEqual([]);
    expect(await tablesWithoutRows(testApp.databaseUrl)).toEqual([]);
  });

  it('counts a table added later that nobody fills', async () => {
    await db.query('CREATE TABLE future_feature (id int)');
    try {
      expect(await tablesWithoutRows(db)).toEqual(['future_feature']);
    } finally {
      await db.query('DROP TABLE future_feature');
    }
  });

  it('keeps a voided payment, and the replayed one written once', async () => {
    expect(
      await count('SELECT count(*)::int AS count FROM payments WHERE id = $1 AND voided_at IS NOT NULL', [
        history.voidedPayment.id,
      ]),
    ).toBe(1);
    expect(
      await count('SELECT count(*)::int AS count FROM payments WHERE record_id = $1 AND amount = 10', [
        history.replayedPayment.customerId,
      ]),
    ).toBe(1);
    const payment = await history.admin.get(`/api/payments/${history.payment.id}`).expect(200);
    expect(payment.body).toMatchObject({ receiptNumber: history.payment.receiptNumber, voidedAt: null });
  });

  it('keeps a payment in pounds', async () => {
    const payment = await history.admin.get(`/api/payments/${history.poundsPayment.id}`).expect(200);
    expect(payment.body).toMatchObject({ currency: 'LBP', amountLbp: 900_000 });
  });

  it('remembers a batch that was undone', async () => {
    expect(
      await count('SELECT count(*)::int AS count FROM batches WHERE id = $1 AND undone_at IS NOT NULL', [
        history.undoneBatchId,
      ]),
    ).toBe(1);
  });

  it('closed the month for the ampere customers and a metered group, their archives kept', async () => {
    const closes = await db.query<{ system: string; month: string }>(
      'SELECT system, month FROM month_closes ORDER BY system',
    );
    expect(closes).toEqual([
      { system: 'ampere', month: history.closedMonth },
      { system: 'mahmoud-kwh', month: history.closedMonth },
    ]);
    const month = await history.operator.get('/api/ampere-records/month').expect(200);
    expect(month.body.liveMonth).toBe(history.liveMonth);
  });

  it('estimated a meter from its closed month, and read another twice in a month', async () => {
    expect(await count("SELECT count(*)::int AS count FROM meter_readings WHERE kind = 'estimated'")).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS count FROM (SELECT customer_id FROM meter_readings
         GROUP BY customer_id, month HAVING count(*) > 1) twice`,
      ),
    ).toBe(1);
  });

  it('keeps a deleted customer of each kind in the archive, and the restored one live again', async () => {
    const { ampere, kwh } = history.archived;
    const ampereArchive = await history.operator.get('/api/archived-records').expect(200);
    expect(ampereArchive.body).toEqual([expect.objectContaining({ id: ampere.archivedId })]);
    expect(history.customerIds.ampere).toContain(ampere.restoredId);
    const kwhArchive = await history.operator.get('/api/kwh-archived').expect(200);
    expect(kwhArchive.body).toEqual([expect.objectContaining({ id: kwh.archivedId })]);
    expect(history.customerIds.kwh).toContain(kwh.restoredId);
  });

  it('has the registrations left pending, approved and declined', async () => {
    const requests = await history.operator.get('/api/pending-customers').expect(200);
    const statusOf = (id: string) =>
      (requests.body as { id: string; status: string }[]).find((request) => request.id === id)?.status;
    expect(statusOf(history.registrations.pendingId)).toBe('pending');
    expect(statusOf(history.registrations.approvedId)).toBe('approved');
    expect(statusOf(history.registrations.declinedId)).toBe('declined');
  });

  it('gives the business clock back', () => {
    expect(Math.abs(testApp.app.get(Clock).now().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
