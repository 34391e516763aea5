import { SqlDatabase } from '../sql/sql-database';
import { databaseBeforeMigration, type DatabaseBeforeMigration } from '../testing/database-before-migration';

/**
 * Requests reviewed before an approval remembered the customer it became (found by running the
 * migrations on a demo business, docs/business-demo.md): the migration keeps them as they were.
 */
describe('Migration20261128PendingReview on reviewed requests', () => {
  let database: DatabaseBeforeMigration;
  let db: SqlDatabase;

  beforeAll(async () => {
    database = await databaseBeforeMigration('Migration20261128PendingReview');
    db = database.db;
  });
  afterAll(() => database.close());

  it('keeps a request approved and one declined before it, and records the system of approvals after it', async () => {
    await db.query(
      `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type, status, reviewed_at, reviewed_by)
       VALUES ('قُبل قديماً', '03123456', 'صور', 5, 'meter', 'approved', now(), 'owner@example.com'),
              ('رُفض قديماً', '03123456', 'صور', 5, 'cutoff', 'declined', now(), 'owner@example.com')`,
    );
    await database.migrateUp();

    expect(
      await db.query(
        `SELECT name, status, approved_system AS system, customer_number AS number FROM pending_customers
         WHERE name LIKE '%قديماً' ORDER BY name`,
      ),
    ).toEqual([
      { name: 'رُفض قديماً', status: 'declined', system: null, number: null },
      { name: 'قُبل قديماً', status: 'approved', system: null, number: null },
    ]);
    // An approval from now on names the system and the customer it became.
    await expect(
      db.query(
        `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type, status, reviewed_at,
           approved_system)
         VALUES ('قُبل الآن', '03123456', 'صور', 5, 'meter', 'approved', now(), 'ampere')`,
      ),
    ).rejects.toThrow(/pending_customers_review_check/);
  });
});
