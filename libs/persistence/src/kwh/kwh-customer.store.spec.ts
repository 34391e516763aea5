import {
  amendKwhCustomer,
  createKwhCustomer,
  ExchangeRate,
  kwhCustomerOf,
  Lbp,
  Money,
  planReadingsImport,
  Quantity,
  recordSheetReading,
  startNextKwhMonth,
  undoKwhUpdate,
  MeteredGroupPrice,
  type MeteredGroupContext,
  type KwhCustomer,
  type KwhCustomerInput,
  type KwhRecordState,
} from '@kahraba/billing-domain';
import { revertBatch } from '../records/batch-journal';
import { runBatch } from '../records/run-batch';
import { tablesOfSeeded } from '../records/system-registry';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { kwhFieldsOf, kwhRowOf, rewriteKwhRow, type KwhCustomerRow } from './kwh-customer-row';
import { readKwhBillingContext } from './kwh-billing-context.store';
import {
  findKwhRows,
  insertKwhRows,
  kwhSheetReadingOf,
  startNextKwhMonthRows,
  writeKwhRows,
  writeKwhSheetReadings,
} from './kwh-customer.store';
import { kwhBillSql } from './kwh-tables';

const tables = tablesOfSeeded('baydawi-kwh');
const context = (rate: string | number, pricing: [number, number][] = []): MeteredGroupContext => ({
  rate: ExchangeRate.of(rate),
  pricing: new Map(pricing.map(([amperage, pounds]) => [amperage, Lbp.ofPounds(pounds)])),
  groupPrice: MeteredGroupPrice.initial,
});

/** What the two paths must agree on: every stored column but identity and text. */
const comparable = (row: KwhCustomerRow) => {
  const { id: _id, searchText: _s, recordKey: _k, customerNumber: _n, displayRank: _r, ...rest } = row;
  // Decimal text compared by value: '150.000' is '150'.
  return Object.fromEntries(
    Object.entries(rest).map(([field, value]) => [
      field,
      typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) && field !== 'month'
        ? value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')
        : value,
    ]),
  );
};

describe('the kWh store and the domain agree', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  let number = 1000;
  async function store(customers: KwhCustomer[]): Promise<KwhCustomerRow[]> {
    const ids = await db.transaction((tx) =>
      insertKwhRows(
        tx,
        tables,
        customers.map((customer) => {
          number += 1;
          return kwhRowOf(customer, { customerNumber: number, month: '2026-11', displayRank: null });
        }),
        null,
      ),
    );
    const rows = await findKwhRows(db, tables, ids);
    return ids.map((id) => rows.find((row) => row.id === id)!);
  }

  // Readings read and unread, partly and fully paid, fees at half-cent and half-pound edges, rates
  // with decimals: the SQL month close must give exactly the domain's startNextKwhMonth.
  const CASES: [KwhCustomerInput, MeteredGroupContext][] = [
    [
      { name: 'أ', ampere: 5, previousKwh: 100, currentKwh: 150, pricePerKwh: 1, amountPaid: 10 },
      context(89500),
    ],
    [{ name: 'ب', ampere: 5, previousKwh: 40, currentKwh: 0 }, context(89500)],
    [
      { name: 'ج', ampere: 3, ampereSubscriptionFee: '0.05', previousKwh: 1, currentKwh: 2.5 },
      context(89500),
    ],
    [
      { name: 'د', ampere: 2, ampereSubscriptionFee: '1.11', currentKwh: '12.345', pricePerKwh: '0.1235' },
      context('1507.5'),
    ],
    [
      { name: 'ه', ampere: 10, ampereSubscriptionFee: 4, currentKwh: 7, amountPaid: 999 },
      context(89500, [[10, 895000]]),
    ],
    [
      { name: 'و', ampere: 6, ampereSubscriptionFee: '99.99', previousKwh: 5, currentKwh: 5 },
      context('89999.99'),
    ],
    [{ name: 'ز', ampere: 1, ampereSubscriptionFee: '0.01', currentKwh: 0 }, context(1)],
    [
      {
        name: 'ح',
        ampere: 4,
        ampereSubscriptionFee: '12.34',
        previousKwh: 0,
        currentKwh: 1999.999,
        pricePerKwh: '0.3333',
      },
      context(150000, [[4, 111111]]),
    ],
    // Prices typed in pounds bill exact pounds (490 × 36,000 + 1,050,000 = 18,690,000).
    [
      {
        name: 'ط',
        ampere: 5,
        previousKwh: 1000,
        currentKwh: 1490,
        pricePerKwh: '0.4022',
        pricePerKwhLbp: Lbp.ofPounds(36_000),
      },
      context(89500, [[5, 1_050_000]]),
    ],
    [
      {
        name: 'ي',
        ampere: 3,
        ampereSubscriptionFee: '2.5',
        currentKwh: '12.345',
        pricePerKwh: '0.3',
        pricePerKwhLbp: Lbp.ofPounds(25_001),
      },
      context('89999.99'),
    ],
  ];

  /** A customer carrying arrears from an earlier close: not an operator's field. */
  const carrying = (customer: KwhCustomer, arrears: string, ctx: MeteredGroupContext) =>
    kwhCustomerOf({ ...customer, arrears: Money.parse(arrears) }, ctx);
  // Nothing carried, a debt with cents, a credit larger than some bills.
  const ARREARS = ['0', '25.55', '-30.01'];

  it('closes the month in SQL exactly as startNextKwhMonth does, carrying each balance as arrears', async () => {
    const customers = CASES.flatMap(([input, ctx]) =>
      ARREARS.map((arrears) => carrying(createKwhCustomer(input, ctx), arrears, ctx)),
    );
    const rows = await store(customers);
    await db.transaction((tx) => startNextKwhMonthRows(tx, tables, '2026-12'));
    const after = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    for (const [index, customer] of customers.entries()) {
      const expected = kwhRowOf(startNextKwhMonth(customer), {
        customerNumber: rows[index].customerNumber,
        month: '2026-12',
        displayRank: null,
      });
      const stored = after.find((row) => row.id === rows[index].id)!;
      expect({ case: index, row: comparable(stored) }).toEqual({
        case: index,
        row: comparable({ id: stored.id, ...expected } as KwhCustomerRow),
      });
    }
  });

  it('closes the month of customers cut off as startNextKwhMonth does: no fee, no energy (docs/cut-off.md)', async () => {
    const customers = CASES.map(([input, ctx]) => carrying(createKwhCustomer(input, ctx), '25.55', ctx));
    const rows = await store(customers);
    await db.query(
      `UPDATE kwh_customers SET cut_off_at = now(), cut_off_reason = 'x' WHERE id = ANY($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    await db.transaction((tx) => startNextKwhMonthRows(tx, tables, '2026-12'));
    const after = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    for (const [index, customer] of customers.entries()) {
      const expected = kwhRowOf(startNextKwhMonth(customer, false), {
        customerNumber: rows[index].customerNumber,
        month: '2026-12',
        displayRank: null,
      });
      const stored = after.find((row) => row.id === rows[index].id)!;
      expect(stored.totalAmount).toBe('0.00');
      expect({ case: index, row: comparable(stored) }).toEqual({
        case: index,
        row: comparable({ id: stored.id, ...expected } as KwhCustomerRow),
      });
    }
  });

  it('takes back a batch in SQL as undoKwhUpdate does, billing the result through the domain', async () => {
    const ctx = context(89500, [[10, 895000]]);
    // Every case, and amperes the map prices only when whole (10.5 keeps its own fee).
    const inputs = [
      ...CASES.map(([input]) => input),
      { name: 'ط', ampere: '10.5', ampereSubscriptionFee: 3, currentKwh: 1 },
      { name: 'ي', ampere: 0, currentKwh: 0 },
    ];
    const customers = inputs.map((input, index) =>
      carrying(createKwhCustomer(input, ctx), ARREARS[index % ARREARS.length], ctx),
    );
    const rows = await store(customers);
    // A batch writes new readings and prices into every row …
    const { result: batchId } = await db.transaction((tx) =>
      runBatch(tx, tables, { kind: 'readings-import', today: '2026-11-20' }, async ({ batchId: id }) => {
        const written = rows.map((row) =>
          rewriteKwhRow(
            row,
            amendKwhCustomer(
              kwhFieldsOf(row),
              {
                currentKwh: Math.max(Number(row.previousKwh), Number(row.currentKwh)) + 20,
                pricePerKwh: 2,
                insurance: 3,
              },
              ctx,
            ),
          ),
        );
        const updated = await writeKwhRows(tx, tables, written, id);
        return { created: 0, updated, result: id };
      }),
    );
    const written = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    // … then the operator edits two of them by hand (a price, a reading) and the rate changes.
    const edited = rows.slice(0, 2).map((stored, index) => {
      const row = written.find((w) => w.id === stored.id)!;
      return rewriteKwhRow(
        row,
        amendKwhCustomer(kwhFieldsOf(row), index === 0 ? { pricePerKwh: 3 } : { currentKwh: 500 }, ctx),
      );
    });
    await db.transaction((tx) => writeKwhRows(tx, tables, edited, null));
    const current = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    await db.query('INSERT INTO exchange_rate (usd_to_lbp) VALUES (90000)');
    await db.query(
      'INSERT INTO subscription_pricing (amperage, price) VALUES (10, 895000), (4, 111111.5), (2, 0)',
    );
    const later = context(90000, [
      [10, 895000],
      [4, 111112],
      [2, 0],
    ]);

    await db.transaction((tx) => revertBatch(tx, tables, batchId));
    const undone = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    const state = (row: KwhCustomerRow): KwhRecordState => ({
      ...kwhFieldsOf(row),
      customerNumber: row.customerNumber,
      month: row.month,
      displayRank: row.displayRank,
    });
    for (const row of rows) {
      const expected = undoKwhUpdate(
        {
          before: state(row),
          written: state(written.find((w) => w.id === row.id)!),
          current: state(current.find((c) => c.id === row.id)!),
        },
        later,
      );
      const stored = undone.find((u) => u.id === row.id)!;
      expect(comparable(stored)).toEqual(
        comparable({
          id: row.id,
          ...kwhRowOf(expected, { customerNumber: row.customerNumber, month: row.month, displayRank: null }),
        } as KwhCustomerRow),
      );
    }
    // The hand edits stay: the first keeps its own price, the second its reading.
    expect(undone.find((u) => u.id === rows[0].id)!.pricePerKwh).toBe('3.0000');
    expect(undone.find((u) => u.id === rows[1].id)!.currentKwh).toBe('500.000');
    expect(undone.find((u) => u.id === rows[2].id)!.currentKwh).toBe(rows[2].currentKwh);
  });
  it('bills estimates and replaced meters in SQL as the domain does, and closes their month alike', async () => {
    // The subscription_pricing table is empty here: each customer's own fee.
    const ctx = context(89500);
    // Created unread, then the reading the round recorded with its marks (a lower one included).
    const marked = (
      input: KwhCustomerInput & { currentKwh: number },
      readingMarks: KwhCustomer['readingMarks'],
    ) =>
      kwhCustomerOf(
        {
          ...createKwhCustomer(
            { ampere: 5, ampereSubscriptionFee: '7.5', pricePerKwh: '0.4', ...input, currentKwh: 0 },
            ctx,
          ),
          currentKwh: Quantity.parse(input.currentKwh),
          readingMarks,
        },
        ctx,
      );
    const replacement = { finalReading: Quantity.parse(5100), newStartReading: Quantity.parse(3) };
    const customers = [
      marked({ name: 'أ', previousKwh: 5000, currentKwh: 0 }, { replacement }),
      marked({ name: 'ب', previousKwh: 5000, currentKwh: 150 }, { replacement }),
      marked({ name: 'ج', previousKwh: 1100, currentKwh: 1080 }, { previousEstimated: true }),
      marked(
        { name: 'د', previousKwh: 1100, currentKwh: 1050, pricePerKwhLbp: Lbp.ofPounds(36_000) },
        { previousEstimated: true },
      ),
      marked({ name: 'ه', previousKwh: 1000, currentKwh: 1100 }, { estimated: true, unreadReason: 'مقفل' }),
    ];
    const rows = await store(customers);
    const derived = kwhBillSql('$2', (column) => `r.${column}`);
    for (const [index, row] of rows.entries()) {
      const [sql] = await db.query<Record<string, string>>(
        `SELECT ${Object.entries(derived)
          .map(([column, expression]) => `(${expression})::text AS ${column}`)
          .join(', ')} FROM kwh_customers r WHERE r.id = $1`,
        [row.id, '89500'],
      );
      const expected = kwhRowOf(customers[index], { customerNumber: 0, month: row.month, displayRank: null });
      for (const [column, field] of [
        ['consumption', 'consumption'],
        ['energy_amount', 'energyAmount'],
        ['total_amount', 'totalAmount'],
        ['total_amount_lbp', 'totalAmountLbp'],
      ] as const) {
        expect({ case: index, column, value: Number(sql[column]) }).toEqual({
          case: index,
          column,
          value: Number(expected[field]),
        });
      }
    }
    await db.transaction((tx) => startNextKwhMonthRows(tx, tables, '2027-01'));
    const after = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    for (const [index, customer] of customers.entries()) {
      const expected = kwhRowOf(startNextKwhMonth(customer), {
        customerNumber: rows[index].customerNumber,
        month: '2027-01',
        displayRank: null,
      });
      const stored = after.find((row) => row.id === rows[index].id)!;
      expect({ case: index, row: comparable(stored) }).toEqual({
        case: index,
        row: comparable({ id: stored.id, ...expected } as KwhCustomerRow),
      });
    }
  });
  it('records a readings sheet in SQL as recordSheetReading does: the shift, its carry into arrears, and the undo', async () => {
    // The pricing map and rate as the earlier cases left them: the SQL reads them from the tables.
    const ctx = { ...(await readKwhBillingContext(db)), groupPrice: MeteredGroupPrice.initial };
    const replacement = { finalReading: Quantity.parse(260), newStartReading: Quantity.parse(0) };
    const thisMonth = (
      input: KwhCustomerInput & { currentKwh: number },
      marks: KwhCustomer['readingMarks'],
    ) => {
      const created = createKwhCustomer({ ...input, currentKwh: 0 }, ctx);
      return kwhCustomerOf(
        { ...created, currentKwh: Quantity.parse(input.currentKwh), readingMarks: marks },
        ctx,
      );
    };
    // Read this month (shifted, carried) or not, prices in dollars and pounds, fees from the map,
    // an estimate's credit, a replaced meter, an estimate of this month (replaced, not shifted).
    const customers = [
      ...CASES.map(([input], index) =>
        carrying(createKwhCustomer(input, ctx), ARREARS[index % ARREARS.length], ctx),
      ),
      thisMonth(
        { name: 'ك', ampere: 10, previousKwh: 100, currentKwh: 30, pricePerKwh: '0.5' },
        { replacement },
      ),
      thisMonth(
        { name: 'ل', ampere: 4, previousKwh: 1110, currentKwh: 1090, pricePerKwhLbp: Lbp.ofPounds(36_000) },
        { previousEstimated: true },
      ),
      thisMonth(
        { name: 'م', ampere: 5, previousKwh: 100, currentKwh: 210, pricePerKwh: '0.3333' },
        { estimated: true, unreadReason: 'مقفل' },
      ),
    ];
    const rows = await store(customers);
    const sheet = planReadingsImport(
      rows.map((row) => ({
        id: row.id,
        newCurrentKwh: Math.max(Number(row.previousKwh), Number(row.currentKwh)) + 20.5,
      })),
      rows.map((row, index) => ({
        id: row.id,
        customerNumber: row.customerNumber,
        name: row.name,
        box: row.box,
        previousKwh: customers[index].previousKwh,
        currentKwh: customers[index].currentKwh,
        lastMonthConsumption: null,
        previousEstimated: customers[index].readingMarks?.previousEstimated,
        currentEstimated: customers[index].readingMarks?.estimated,
        replacement: customers[index].readingMarks?.replacement,
      })),
    );
    expect(sheet.skipped).toEqual([]);
    expect(sheet.updates.filter((update) => update.shifted !== null).length).toBeGreaterThan(5);
    const { result: batchId } = await db.transaction((tx) =>
      runBatch(tx, tables, { kind: 'readings-import', today: '2026-11-20' }, async ({ batchId: id }) => {
        const updated = await writeKwhSheetReadings(
          tx,
          tables,
          sheet.updates.map(kwhSheetReadingOf),
          id,
          ctx.rate.toDecimalString(),
        );
        return { created: 0, updated, result: id };
      }),
    );
    const written = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    for (const [index, row] of rows.entries()) {
      const expected = recordSheetReading(customers[index], sheet.updates[index], ctx);
      const stored = written.find((w) => w.id === row.id)!;
      expect({ case: index, row: comparable(stored) }).toEqual({
        case: index,
        row: comparable({
          id: row.id,
          ...kwhRowOf(expected, { customerNumber: row.customerNumber, month: row.month, displayRank: null }),
        } as KwhCustomerRow),
      });
    }
    // The undo takes back the readings and the carry together.
    await db.transaction((tx) => revertBatch(tx, tables, batchId));
    const undone = await findKwhRows(
      db,
      tables,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      expect(comparable(undone.find((u) => u.id === row.id)!)).toEqual(comparable(row));
    }
  });
});
