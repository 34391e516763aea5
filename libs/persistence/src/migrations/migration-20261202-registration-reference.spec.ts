import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../database/orm-options';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';

/** Requests stored before references existed get theirs in the order they came; new ones follow. */
describe('Migration20261202RegistrationReference on stored requests', () => {
  let url: string;
  let db: SqlDatabase;

  beforeAll(async () => {
    url = await createTestDatabase();
    await migrate((migrator) => migrator.down({ to: 'Migration20261201MeterReadings' }));
    db = new SqlDatabase(url);
  });
  afterAll(() => db.close());

  async function migrate(step: (migrator: ReturnType<MikroORM['getMigrator']>) => Promise<unknown>) {
    const orm = await MikroORM.init(ormOptions(url));
    try {
      await step(orm.getMigrator());
    } finally {
      await orm.close(true);
    }
  }

  it('numbers the stored requests from 1001 by arrival, and a new request takes the next number', async () => {
    await db.query(
      `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type, created_at)
       VALUES ('الثاني', '03123456', 'صور', 5, 'meter', '2026-11-20T10:00:00Z'),
              ('الأول', '03123456', 'صور', 5, 'meter', '2026-11-19T10:00:00Z')`,
    );
    await migrate((migrator) => migrator.up());

    await db.query(
      `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type)
       VALUES ('الثالث', '03123456', 'صور', 5, 'cutoff')`,
    );
    const rows = await db.query<{ name: string; reference: number }>(
      `SELECT name, reference_number AS reference FROM pending_customers ORDER BY reference_number`,
    );
    expect(rows).toEqual([
      { name: 'الأول', reference: 1001 },
      { name: 'الثاني', reference: 1002 },
      { name: 'الثالث', reference: 1003 },
    ]);
  });
});
