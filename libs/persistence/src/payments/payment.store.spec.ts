import {
  ExchangeRate,
  formatReceiptNumber,
  ledgerAmountPaid,
  Money,
  type LedgerPayment,
} from '@kahraba/billing-domain';
import { tablesOfSeeded } from '../records/system-registry';
import { AMPERE_TABLES, type SystemTables } from '../records/system-tables';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { findPayableRecord } from './payable-record.store';
import { refreshPaidFromLedger } from './paid-from-ledger.store';
import { insertPayment, listPayments, movePayments, voidPayments } from './payment.store';
import { allocateReceiptNumbers, receiptNumberSql } from './receipt-counter.store';

/** The ledger's SQL agrees with the domain's rules. */
describe('payments ledger SQL', () => {
  let db: SqlDatabase;
  let nextNumber = 5000;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  async function ampereRecord(fields: { amount: string; arrears?: string; month?: string }): Promise<string> {
    nextNumber += 1;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO ampere_records (customer_number, name, ampere, ampere_price, amount, arrears, outstanding_balance, month)
       VALUES ($1, $2, 1, $3, $3, $4, $3::numeric + $4::numeric, $5) RETURNING id`,
      [nextNumber, `زبون ${nextNumber}`, fields.amount, fields.arrears ?? '0', fields.month ?? '2026-11'],
    );
    return row.id;
  }

  async function kwhRecord(system: string, total: string): Promise<string> {
    nextNumber += 1;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO kwh_customers (system, customer_number, name, total_amount, outstanding_balance, month)
       VALUES ($1, $2, $3, $4, $4, '2026-11') RETURNING id`,
      [system, nextNumber, `زبون ${nextNumber}`, total],
    );
    return row.id;
  }

  const pay = (
    tables: SystemTables,
    recordId: string,
    dollars: string,
    month = '2026-11',
    at = new Date(2026, 10, 20),
  ) =>
    db.transaction((tx) =>
      insertPayment(tx, {
        system: tables.system,
        recordId,
        customerNumber: 1,
        customerName: 'زبون',
        box: null,
        billingMonth: month,
        amount: Money.parse(dollars),
        currency: 'USD',
        amountLbp: null,
        exchangeRate: ExchangeRate.default,
        method: 'cash',
        note: null,
        source: 'collection',
        receivedAt: at,
        receivedBy: 'cli:test',
        clientId: null,
        batchId: null,
      }),
    );

  it('writes receipt numbers as the domain does', async () => {
    for (const n of [1, 123, 999_999, 1_000_000, 12_345_678]) {
      const [row] = await db.query<{ receipt: string }>(
        `SELECT ${receiptNumberSql('$1::int', '$2::int')} AS receipt`,
        [2026, n],
      );
      expect(row.receipt).toBe(formatReceiptNumber(2026, n));
    }
  });

  it('hands out consecutive receipt numbers per year, a range at a time', async () => {
    const first = await db.transaction((tx) => allocateReceiptNumbers(tx, 2031));
    const range = await db.transaction((tx) => allocateReceiptNumbers(tx, 2031, 10));
    const after = await db.transaction((tx) => allocateReceiptNumbers(tx, 2031));
    expect([first, range, after]).toEqual([1, 2, 12]);
    expect(await db.transaction((tx) => allocateReceiptNumbers(tx, 2032))).toBe(1);
  });

  it('gives a rolled-back payment’s number back', async () => {
    await db.transaction((tx) => allocateReceiptNumbers(tx, 2033));
    await expect(
      db.transaction(async (tx) => {
        await allocateReceiptNumbers(tx, 2033);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.transaction((tx) => allocateReceiptNumbers(tx, 2033))).toBe(2);
  });

  it('keeps amount_paid the domain’s ledger sum of the live month, and the balance by the arrears rule', async () => {
    const cases: { amount: string; arrears: string; payments: [string, boolean, string][] }[] = [
      { amount: '50', arrears: '0', payments: [] },
      { amount: '50', arrears: '0', payments: [['20', false, '2026-11']] },
      {
        amount: '50',
        arrears: '10',
        payments: [
          ['20', false, '2026-11'],
          ['30', false, '2026-11'],
        ],
      },
      {
        amount: '50',
        arrears: '-5',
        payments: [
          ['45', false, '2026-11'],
          ['7.25', true, '2026-11'],
        ],
      },
      {
        amount: '12.5',
        arrears: '0',
        payments: [
          ['12.5', false, '2026-10'],
          ['1', false, '2026-11'],
        ],
      },
      { amount: '0', arrears: '0', payments: [['100', false, '2026-11']] },
    ];
    for (const example of cases) {
      const id = await ampereRecord({ amount: example.amount, arrears: example.arrears });
      const ledger: Pick<LedgerPayment, 'amount' | 'voidedAt'>[] = [];
      for (const [dollars, voided, month] of example.payments) {
        const payment = await pay(AMPERE_TABLES, id, dollars, month);
        if (voided)
          await db.transaction((tx) => voidPayments(tx, [payment.id], { actor: 'cli:test', reason: 'خطأ' }));
        if (month === '2026-11')
          ledger.push({ amount: Money.parse(dollars), voidedAt: voided ? new Date() : null });
      }
      await db.transaction((tx) => refreshPaidFromLedger(tx, AMPERE_TABLES, [id]));
      const record = (await findPayableRecord(db, AMPERE_TABLES, id))!;
      const paid = ledgerAmountPaid(ledger);
      expect(record.amountPaid).toBe(paid.toDecimalString());
      expect(record.outstandingBalance).toBe(
        Money.parse(example.arrears).plus(Money.parse(example.amount)).minus(paid).toDecimalString(),
      );
    }
  });

  it('refreshes every record of one system only, and writes only rows that change', async () => {
    const mahmoud = tablesOfSeeded('mahmoud-kwh');
    const baydawi = tablesOfSeeded('baydawi-kwh');
    const a = await kwhRecord('mahmoud-kwh', '30');
    const b = await kwhRecord('baydawi-kwh', '30');
    await pay(mahmoud, a, '30');
    await pay(baydawi, b, '10');
    expect(await db.transaction((tx) => refreshPaidFromLedger(tx, mahmoud, 'all'))).toEqual([a]);
    expect((await findPayableRecord(db, mahmoud, a))!).toMatchObject({ amountPaid: '30.00', isPaid: true });
    expect((await findPayableRecord(db, baydawi, b))!).toMatchObject({ amountPaid: '0.00' });
    expect(await findPayableRecord(db, mahmoud, b)).toBeNull();
    expect(await db.transaction((tx) => refreshPaidFromLedger(tx, mahmoud, 'all'))).toEqual([]);
  });

  it('voids a payment once, and lists a record’s payments newest first', async () => {
    const id = await ampereRecord({ amount: '10' });
    const same = new Date(2026, 10, 21, 9);
    const first = await pay(AMPERE_TABLES, id, '1', '2026-11', same);
    const second = await pay(AMPERE_TABLES, id, '2', '2026-11', same);
    const earlier = await pay(AMPERE_TABLES, id, '3', '2026-10', new Date(2026, 9, 3));
    const voiding = { actor: 'cli:test', reason: 'خطأ' };
    expect(await db.transaction((tx) => voidPayments(tx, [first.id], voiding))).toHaveLength(1);
    expect(await db.transaction((tx) => voidPayments(tx, [first.id], voiding))).toHaveLength(0);
    const listed = await listPayments(db, 'ampere', id);
    expect(listed.map((p) => p.id)).toEqual([second.id, first.id, earlier.id]);
  });

  it('moves a customer’s payments to its new id', async () => {
    const from = await ampereRecord({ amount: '10' });
    const to = await ampereRecord({ amount: '10' });
    await pay(AMPERE_TABLES, from, '4');
    expect(await db.transaction((tx) => movePayments(tx, 'ampere', from, to))).toBe(1);
    expect(await listPayments(db, 'ampere', from)).toEqual([]);
    expect((await listPayments(db, 'ampere', to)).map((p) => p.amount)).toEqual(['4.00']);
  });
});
