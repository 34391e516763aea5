import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { Database } from '../../application/database/sql-database.provider';

/** docs/database-faults.md: no query of the app waits on PostgreSQL without end. */
describe('the deadlines of the app’s connections', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('has PostgreSQL cancel a statement after 30 s on the ORM’s connections and the SQL pool alike', async () => {
    const em = testApp.app.get(EntityManager);
    const [orm] = await em.getConnection().execute<{ statement_timeout: string }[]>('SHOW statement_timeout');
    const [sql] = await testApp.app
      .get(Database)
      .query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect({ orm: orm?.statement_timeout, sql: sql?.statement_timeout }).toEqual({ orm: '30s', sql: '30s' });
  });
});
