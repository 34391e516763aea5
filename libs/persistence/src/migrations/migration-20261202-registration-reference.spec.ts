import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/** Requests stored before references existed get theirs in the order they came; new ones follow. */
describe('Migration20261202RegistrationReference on stored requests', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261202RegistrationReference');
    db = database.db;
  });
  afterAll(() => database.close());

  it('numbers the stored requests from 1001 by arrival, and a new request takes the next number', async () => {
    await db.query(
      `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type, created_at)
       VALUES ('الثاني', '03123456', 'صور', 5, 'meter', '2026-11-20T10:00:00Z'),
              ('الأول', '03123456', 'صور', 5, 'meter', '2026-11-19T10:00:00Z')`,
    );
    await database.migrateUp();

    await db.query(
      `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type)
       VALUES ('الثالث', '03123456', 'صور', 5, 'cutoff')`,
    );
    // By arrival, the demo's requests (docs/business-demo.md) and the two stored here, then the new one.
    const rows = await db.query<{ name: string; reference: number }>(
      `SELECT name, reference_number AS reference FROM pending_customers ORDER BY created_at, reference_number`,
    );
    expect(rows.map((row) => row.reference)).toEqual(rows.map((_, index) => 1001 + index));
    const names = rows.map((row) => row.name);
    expect(names.indexOf('الأول')).toBeLessThan(names.indexOf('الثاني'));
    expect(names.at(-1)).toBe('الثالث');
  });
});
