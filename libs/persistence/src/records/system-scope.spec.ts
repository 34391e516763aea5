import { BillingSystem } from '@kahraba/billing-domain';
import { SqlDatabase, type SqlExecutor } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import {
  countLiveRows,
  emptyLiveRows,
  moveToArchive,
  snapshotToMonthly,
  takeFromArchive,
} from './archive-store';
import { lockLiveTable, openBatch, revertBatch, updateJournaled } from './batch-journal';
import { lockLiveMonth, lockLiveMonthForEdit, readLiveMonth } from './billing-month-store';
import { allocateCustomerNumbers } from './customer-number-counter';
import { runBatch } from './run-batch';
import { findBillingSystem, readBillingSystems, tablesOf } from './system-registry';
import { readTableVersion } from './table-version';
import { AMPERE_TABLES } from './system-tables';

const today = '2026-11-20';
const mahmoud = tablesOf(BillingSystem.mahmoudKwh);
const baydawi = tablesOf(BillingSystem.baydawiKwh);

describe('the kWh groups share tables, each sees only its own rows', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  let number = 1000;
  async function addRow(system: string, name: string): Promise<string> {
    number += 1;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO kwh_customers (system, customer_number, name, month) VALUES ($1, $2, $3, '2026-11') RETURNING id`,
      [system, number, name],
    );
    return row.id;
  }
  const namesOf = async (system: string) =>
    (
      await db.query<{ name: string }>('SELECT name FROM kwh_customers WHERE system = $1 ORDER BY name', [
        system,
      ])
    ).map((row) => row.name);

  beforeEach(async () => {
    await db.query('DELETE FROM kwh_customers');
    await db.query('DELETE FROM kwh_monthly_archives');
    await db.query('DELETE FROM kwh_archived_customers');
  });

  it('reads the billing systems from their rows, a fourth group included', async () => {
    await db.query(
      `INSERT INTO billing_systems VALUES ('test-kwh', 'metered-per-kwh', 'مجموعة تجريبية', 9, 'test')`,
    );
    expect((await readBillingSystems(db)).map((system) => system.id)).toEqual([
      'ampere',
      'kwh',
      'mahmoud-kwh',
      'baydawi-kwh',
      'test-kwh',
    ]);
    const fourth = await findBillingSystem(db, 'test-kwh');
    expect(tablesOf(fourth!)).toMatchObject({ system: 'test-kwh', live: 'kwh_customers', shared: true });
    expect(await findBillingSystem(db, 'solar')).toBeNull();
    expect(await findBillingSystem(db, "x' OR true --")).toBeNull();
  });

  it('snapshots only its own rows into the monthly archive, and empties only its own', async () => {
    await addRow('mahmoud-kwh', 'أحمد');
    await addRow('mahmoud-kwh', 'باسم');
    await addRow('baydawi-kwh', 'جميل');
    await db.transaction(async (tx) => {
      expect(await snapshotToMonthly(tx, mahmoud, 'new_month')).toBe(2);
      await emptyLiveRows(tx, mahmoud);
    });
    const snapshots = await db.query<{ system: string; name: string }>(
      'SELECT system, name FROM kwh_monthly_archives ORDER BY name',
    );
    expect(snapshots).toEqual([
      { system: 'mahmoud-kwh', name: 'أحمد' },
      { system: 'mahmoud-kwh', name: 'باسم' },
    ]);
    expect(await countLiveRows(db, mahmoud)).toBe(0);
    expect(await namesOf('baydawi-kwh')).toEqual(['جميل']);
  });

  it('archives and restores only its own rows', async () => {
    const own = await addRow('mahmoud-kwh', 'أحمد');
    const other = await addRow('baydawi-kwh', 'جميل');
    const moved = await db.transaction((tx) =>
      moveToArchive(tx, mahmoud, 'r.id = ANY($1)', [[own, other]], 'deleted'),
    );
    expect(moved).toEqual([own]);
    expect(await namesOf('baydawi-kwh')).toEqual(['جميل']);
    const [archived] = await db.query<{ id: string; system: string }>(
      'SELECT id, system FROM kwh_archived_customers',
    );
    expect(archived.system).toBe('mahmoud-kwh');
    // Another group cannot take it out of the archive.
    expect(await db.transaction((tx) => takeFromArchive(tx, baydawi, archived.id))).toBeNull();
    expect(await db.transaction((tx) => takeFromArchive(tx, mahmoud, archived.id))).not.toBeNull();
  });

  it('numbers the new customers of every system from one counter, above every number printed', async () => {
    await db.query('DELETE FROM customer_number_counters');
    // A number printed before numbers were business-wide, kept by its customer.
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, month) VALUES ('mahmoud-kwh', 5000, 'كبير', '2026-11')`,
    );
    const first = await db.transaction((tx) => allocateCustomerNumbers(tx, baydawi, 1));
    expect(first).toBeGreaterThan(5000);
    expect(await db.transaction((tx) => allocateCustomerNumbers(tx, mahmoud, 2))).toBe(first + 1);
    expect(await db.transaction((tx) => allocateCustomerNumbers(tx, AMPERE_TABLES, 1))).toBe(first + 3);
    expect(await db.transaction((tx) => allocateCustomerNumbers(tx, baydawi, 1))).toBe(first + 4);
  });

  it('starts the business-wide counter above the per-system counters of before', async () => {
    await db.query('DELETE FROM customer_number_counters');
    await db.query(`INSERT INTO customer_number_counters (system, last_value) VALUES ('ampere', 90000)`);
    expect(await db.transaction((tx) => allocateCustomerNumbers(tx, mahmoud, 1))).toBe(90001);
  });

  it('journals, writes and undoes a batch over its own rows only', async () => {
    const own = await addRow('mahmoud-kwh', 'أحمد');
    await addRow('baydawi-kwh', 'جميل');
    const { result: batchId } = await db.transaction((tx) =>
      runBatch(
        tx,
        mahmoud,
        { kind: 'update-all-prices', actor: 'ali@example.com', today },
        async ({ batchId: id }) => {
          const updated = await updateJournaled(tx, mahmoud, id, {
            set: 'price_per_kwh = 2',
            where: 'true',
            params: [],
          });
          return { created: 0, updated, result: id };
        },
      ),
    );
    const [batch] = await db.query<{ system: string; created_by: string; updated_count: number }>(
      'SELECT system, created_by, updated_count FROM batches WHERE id = $1',
      [batchId],
    );
    expect(batch).toEqual({ system: 'mahmoud-kwh', created_by: 'ali@example.com', updated_count: 1 });
    const prices = () =>
      db.query<{ id: string; price: string }>(
        'SELECT id, price_per_kwh::text AS price FROM kwh_customers ORDER BY system DESC',
      );
    expect((await prices()).map((row) => row.price)).toEqual(['2.0000', '1.0000']);
    const undone = await db.transaction((tx) => revertBatch(tx, mahmoud, batchId));
    expect(undone).toEqual({ deletedCount: 0, revertedCount: 1 });
    expect(await prices()).toEqual([
      { id: own, price: '1.0000' },
      expect.objectContaining({ price: '1.0000' }),
    ]);
  });

  it("keeps a change counter per group: one group's writes do not move another's", async () => {
    const before = {
      mahmoud: BigInt(await readTableVersion(db, mahmoud.versionKey)),
      baydawi: BigInt(await readTableVersion(db, baydawi.versionKey)),
    };
    await addRow('mahmoud-kwh', 'أحمد');
    expect(BigInt(await readTableVersion(db, mahmoud.versionKey))).toBeGreaterThan(before.mahmoud);
    expect(BigInt(await readTableVersion(db, baydawi.versionKey))).toBe(before.baydawi);
  });

  describe('locking per group, never the shared table', () => {
    /** Runs `hold` in a transaction kept open until the returned release is called. */
    async function holdOpen(hold: (tx: SqlExecutor) => Promise<void>): Promise<() => Promise<void>> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let ready!: () => void;
      const held = new Promise<void>((resolve) => (ready = resolve));
      const done = db.transaction(async (tx) => {
        await hold(tx);
        ready();
        await released;
      });
      await held;
      return async () => {
        release();
        await done;
      };
    }
    const editNoWait = (tables: typeof mahmoud, id: string) =>
      db.transaction(async (tx) => {
        await tx.query("SET LOCAL lock_timeout = '5s'");
        await tx.query('SELECT 1 FROM billing_months WHERE system = $1 FOR SHARE NOWAIT', [tables.system]);
        await lockLiveMonthForEdit(tx, tables, today);
        await tx.query('SELECT id FROM kwh_customers WHERE id = $1 FOR UPDATE NOWAIT', [id]);
        await tx.query("UPDATE kwh_customers SET name = name || '.' WHERE id = $1", [id]);
      });

    it("lets one group's edits go on while another group's bulk change holds its rows", async () => {
      const own = await addRow('mahmoud-kwh', 'أحمد');
      const other = await addRow('baydawi-kwh', 'جميل');
      await db.transaction((tx) => lockLiveMonth(tx, baydawi, today));
      const release = await holdOpen(async (tx) => {
        await lockLiveMonth(tx, mahmoud, today);
        await lockLiveTable(tx, mahmoud);
        await tx.query("UPDATE kwh_customers SET name = name || '!' WHERE system = 'mahmoud-kwh'");
      });
      try {
        await expect(editNoWait(baydawi, other)).resolves.toBeUndefined();
        // The same group's edit is held off until the bulk change ends (NOWAIT: refused at once).
        await expect(editNoWait(mahmoud, own)).rejects.toMatchObject({ code: '55P03' });
      } finally {
        await release();
      }
      expect(await namesOf('baydawi-kwh')).toEqual(['جميل.']);
      expect(await namesOf('mahmoud-kwh')).toEqual(['أحمد!']);
    });

    it('lets edits of different customers of one group go on side by side', async () => {
      const first = await addRow('mahmoud-kwh', 'أحمد');
      const second = await addRow('mahmoud-kwh', 'باسم');
      const release = await holdOpen(async (tx) => {
        await lockLiveMonthForEdit(tx, mahmoud, today);
        await tx.query('SELECT id FROM kwh_customers WHERE id = $1 FOR UPDATE', [first]);
      });
      try {
        await expect(editNoWait(mahmoud, second)).resolves.toBeUndefined();
      } finally {
        await release();
      }
    });
  });

  it("reads each group's own live month", async () => {
    await db.query(
      "INSERT INTO billing_months (system, live_month) VALUES ('kwh', '2027-01') ON CONFLICT (system) DO UPDATE SET live_month = '2027-01'",
    );
    expect((await readLiveMonth(db, tablesOf(BillingSystem.kwh), today)).toString()).toBe('2027-01');
    await db.query("DELETE FROM billing_months WHERE system = 'baydawi-kwh'");
    expect((await readLiveMonth(db, baydawi, today)).toString()).toBe('2026-11');
    const month = await db.transaction((tx) =>
      openBatch(tx, baydawi, 'import').then(() => lockLiveMonth(tx, baydawi, today)),
    );
    expect(month.toString()).toBe('2026-11');
  });
});
