import { Money, settleTo, type LedgerPayment } from '@kahraba/billing-domain';
import { AMPERE_TABLES } from '../records/system-tables';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { revertBatchPayments, settlePaidTo, voidLiveMonthPayments } from './settle-paid.store';

/**
 * The set-based settle (every older way of setting the paid amount) agrees with the
 * domain's settleTo: the same payments voided, the same difference recorded, for many records at once.
 */

/** When the business settles, by its clock: after the payments `pay` writes. */
const SETTLED_AT = new Date('2026-11-20T12:00:00Z');
describe('settling paid amounts through the ledger in SQL', () => {
  let db: SqlDatabase;
  let nextNumber = 7000;
  let nextReceipt = 900000;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  async function record(amount: string): Promise<string> {
    nextNumber += 1;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO ampere_records (customer_number, name, ampere, ampere_price, amount, outstanding_balance, month)
       VALUES ($1, $2, 1, $3, $3, $3, '2026-11') RETURNING id`,
      [nextNumber, `زبون ${nextNumber}`, amount],
    );
    return row.id;
  }

  /** Payments in the order given, oldest first (a second apart); void ones and other months too. */
  async function pay(
    recordId: string,
    payments: readonly (string | { amount: string; void?: true; month?: string })[],
  ) {
    let second = 0;
    for (const payment of payments) {
      const { amount, void: isVoid, month } = typeof payment === 'string' ? { amount: payment } : payment;
      second += 1;
      nextReceipt += 1;
      await db.query(
        `INSERT INTO payments (system, record_id, customer_number, customer_name, billing_month, amount, currency,
           exchange_rate, method, source, received_at, received_by, receipt_number, voided_at, voided_by, void_reason)
         VALUES ('ampere', $1, 1, 'زبون', $2, $3, 'USD', 89500, 'cash', 'collection',
           timestamptz '2026-11-20 10:00:00+00' + make_interval(secs => $4), 'cli:test', $5,
           CASE WHEN $6 THEN now() END, CASE WHEN $6 THEN 'cli:test' END, CASE WHEN $6 THEN 'خطأ' END)`,
        [recordId, month ?? '2026-11', amount, second, `R-2026-${nextReceipt}`, isVoid === true],
      );
    }
  }

  async function ledgerOf(recordId: string) {
    return db.query<{
      id: string;
      amount: string;
      receivedAt: Date;
      receiptNumber: string;
      voidedAt: Date | null;
      month: string;
      source: string;
      batchId: string | null;
      voidReason: string | null;
    }>(
      `SELECT id, amount::text, received_at AS "receivedAt", receipt_number AS "receiptNumber",
         voided_at AS "voidedAt", billing_month AS month, source, batch_id AS "batchId", void_reason AS "voidReason"
       FROM payments WHERE record_id = $1 ORDER BY received_at`,
      [recordId],
    );
  }

  const livePayments = async (recordId: string): Promise<LedgerPayment[]> =>
    (await ledgerOf(recordId))
      .filter((payment) => payment.month === '2026-11')
      .map((payment) => ({ ...payment, amount: Money.parse(payment.amount) }));

  const cases: [string, (string | { amount: string; void?: true; month?: string })[], string][] = [
    ['nothing paid, nothing to pay', [], '0'],
    ['nothing paid, a payment', [], '50'],
    ['more than paid', ['20', '30'], '60.25'],
    ['the same', ['20', '30'], '50'],
    ['less: the newest voided, the rest recorded', ['20', '30'], '25'],
    ['less: exactly the oldest', ['20', '30'], '20'],
    ['less: several newest voided', ['10', '10', '10'], '15'],
    ['nothing', ['20', '30'], '0'],
    [
      'void payments and other months do not count',
      [{ amount: '40', void: true }, { amount: '5', month: '2026-10' }, '10'],
      '12',
    ],
  ];

  it('voids and records what the domain’s settleTo decides, for many records in one call', async () => {
    const records: { name: string; id: string; target: string; expected: ReturnType<typeof settleTo> }[] = [];
    for (const [name, payments, target] of cases) {
      const id = await record('75');
      await pay(id, payments);
      records.push({ name, id, target, expected: settleTo(await livePayments(id), Money.parse(target)) });
    }
    const result = await db.transaction((tx) =>
      settlePaidTo(
        tx,
        AMPERE_TABLES,
        records.map(({ id, target }) => ({ recordId: id, amountPaid: target })),
        { actor: 'cli:test', source: 'import', batchId: null, at: SETTLED_AT },
      ),
    );
    let recorded = 0;
    let voided = 0;
    for (const { name, id, target, expected } of records) {
      const after = await ledgerOf(id);
      const newlyVoided = after
        .filter((payment) => payment.voidReason === 'import')
        .map((payment) => payment.id)
        .sort();
      const added = after.filter((payment) => payment.source === 'import').map((payment) => payment.amount);
      expect({ name, voided: newlyVoided, recorded: added }).toEqual({
        name,
        voided: [...expected.voidIds].sort(),
        recorded: expected.record === null ? [] : [expected.record.toDecimalString()],
      });
      recorded += added.length;
      voided += newlyVoided.length;
      const [row] = await db.query<{ amountPaid: string; outstanding: string; isPaid: boolean }>(
        `SELECT amount_paid::text AS "amountPaid", outstanding_balance::text AS outstanding, is_paid AS "isPaid"
         FROM ampere_records WHERE id = $1`,
        [id],
      );
      if (expected.record !== null || expected.voidIds.length > 0) {
        expect(Money.parse(row.amountPaid).equals(Money.parse(target))).toBe(true);
        expect(Money.parse(row.outstanding).equals(Money.parse('75').minus(Money.parse(target)))).toBe(true);
      }
    }
    expect(result).toEqual({ recorded, voided });
  });

  it('numbers the payments it records one after the other, from one counter update', async () => {
    const ids = [await record('10'), await record('10'), await record('10')];
    await db.transaction((tx) =>
      settlePaidTo(
        tx,
        AMPERE_TABLES,
        ids.map((id) => ({ recordId: id, amountPaid: '10' })),
        {
          actor: 'cli:test',
          source: 'import',
          at: SETTLED_AT,
        },
      ),
    );
    const numbers = (
      await db.query<{ receiptNumber: string }>(
        `SELECT receipt_number AS "receiptNumber" FROM payments WHERE record_id = ANY($1::uuid[])
         ORDER BY receipt_number`,
        [ids],
      )
    ).map((row) => Number(row.receiptNumber.split('-')[2]));
    expect(numbers).toHaveLength(3);
    expect(numbers[1] - numbers[0]).toBe(1);
    expect(numbers[2] - numbers[1]).toBe(1);
  });

  it('an undo voids what a batch recorded and revives what it voided', async () => {
    const id = await record('75');
    await pay(id, ['20', '30']);
    const [{ id: batchId }] = await db.query<{ id: string }>(
      "INSERT INTO batches (system, kind) VALUES ('ampere', 'import') RETURNING id",
    );
    await db.transaction((tx) =>
      settlePaidTo(tx, AMPERE_TABLES, [{ recordId: id, amountPaid: '25' }], {
        source: 'import',
        batchId,
        at: SETTLED_AT,
      }),
    );
    await db.transaction((tx) => revertBatchPayments(tx, AMPERE_TABLES, batchId, 'cli:test'));
    const after = await ledgerOf(id);
    expect(after.map((p) => [p.amount, p.voidedAt === null, p.voidReason])).toEqual([
      ['20.00', true, null],
      ['30.00', true, null],
      ['5.00', false, 'undo'],
    ]);
    const [row] = await db.query<{ paid: string }>(
      'SELECT amount_paid::text AS paid FROM ampere_records WHERE id = $1',
      [id],
    );
    expect(row.paid).toBe('50.00');
  });

  it('voids every live month payment of the system for mark all unpaid', async () => {
    const id = await record('75');
    await pay(id, ['20', { amount: '5', month: '2026-10' }]);
    await db.transaction((tx) =>
      voidLiveMonthPayments(tx, AMPERE_TABLES, {
        actor: 'cli:test',
        voidReason: 'mark_all_unpaid',
        at: SETTLED_AT,
      }),
    );
    const after = await ledgerOf(id);
    expect(after.map((p) => [p.month, p.voidReason])).toEqual([
      ['2026-11', 'mark_all_unpaid'],
      ['2026-10', null],
    ]);
  });

  it("refuses voids of a counted day's payments to anyone but an administrator or the terminal (docs/handover.md)", async () => {
    const [collector, operator, admin] = await db.query<{ id: string; email: string }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, role)
       VALUES ('c@handover.test', 'س', 'ح', 'x', 'collector'), ('o@handover.test', 'ر', 'ح', 'x', 'operator'),
         ('a@handover.test', 'م', 'ح', 'x', 'admin')
       RETURNING id, email`,
    );
    const id = await record('75');
    await pay(id, ['20']);
    await db.query(`UPDATE payments SET received_by_user_id = $2 WHERE record_id = $1`, [id, collector.id]);
    await db.query(
      `INSERT INTO cash_handovers (collector_id, day, counted_usd, counted_lbp, recorded_by, recorded_at)
       VALUES ($1, '2026-11-20', 20, 0, 'a@handover.test', now())`,
      [collector.id],
    );
    const lower = (actor: string) =>
      db.transaction((tx) =>
        settlePaidTo(tx, AMPERE_TABLES, [{ recordId: id, amountPaid: '5' }], {
          actor,
          source: 'paid-edit',
          at: SETTLED_AT,
        }),
      );
    for (const actor of [collector.email, operator.email])
      await expect(lower(actor)).rejects.toMatchObject({ code: 'HANDED_OVER_PAYMENT_ADMIN_ONLY' });
    expect((await ledgerOf(id)).map((p) => [p.amount, p.voidedAt])).toEqual([['20.00', null]]);
    await expect(lower(admin.email)).resolves.toEqual({ recorded: 1, voided: 1 });
    await db.query(
      `UPDATE payments SET voided_at = NULL, voided_by = NULL, void_reason = NULL WHERE record_id = $1`,
      [id],
    );
    await db.query(`DELETE FROM payments WHERE record_id = $1 AND amount = 5`, [id]);
    // The terminal is no user: it acts as the owner.
    await expect(lower('cli:owner')).resolves.toEqual({ recorded: 1, voided: 1 });
  });
});
