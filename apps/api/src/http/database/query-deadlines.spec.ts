import { startTestApp, type TestApp } from '../../testing/test-app';
import { Database } from '../../application/database/sql-database.provider';

/** docs/database-faults.md: no query of the app waits on PostgreSQL without end. */
describe('the deadlines of the app’s connections', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('has PostgreSQL cancel a statement after 30 s on the pool and on a dedicated connection alike', async () => {
    const db = testApp.app.get(Database);
    const [pooled] = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
    const client = db.dedicatedClient('kahraba-deadline-test');
    await client.connect();
    try {
      const {
        rows: [dedicated],
      } = await client.query<{ statement_timeout: string }>('SHOW statement_timeout');
      expect({ pooled: pooled?.statement_timeout, dedicated: dedicated?.statement_timeout }).toEqual({
        pooled: '30s',
        dedicated: '30s',
      });
    } finally {
      await client.end();
    }
  });
});
