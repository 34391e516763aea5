import {
  ampereCharges,
  AmperePricing,
  billAmpere,
  LOW_PRICE_THRESHOLD_AMPERES,
  Money,
  Quantity,
  repriceByThreshold,
  balanceOf,
  startNextMonth,
} from '@kahraba/billing-domain';
import { openBatch } from '../records/batch-journal';
import { AMPERE_TABLES } from '../records/system-tables';
import { SqlDatabase } from '../sql/sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import {
  findAmpereRows,
  insertAmpereRows,
  listAmpereRecords,
  lockAmpereRowsByKeys,
  repriceAllAmpereRecords,
  startNextAmpereMonth,
  writeAmpereRows,
  type NewAmpereRow,
} from './ampere-record.store';

/** Where set-based SQL mirrors a domain rule, the two must agree on varied data. */
describe('ampere record SQL agrees with the billing domain', () => {
  let db: SqlDatabase;
  let nextNumber = 1000;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());
  beforeEach(() => db.query('DELETE FROM ampere_records'));

  const AMPERES = [
    '0',
    '0.001',
    '1',
    '1.5',
    '2',
    '2.001',
    '2.5',
    '3',
    '7.333',
    '9.999',
    '100.125',
    '1234.567',
  ];

  /** A stored customer as the application writes it: billed and settled by the domain. */
  function customer(fields: {
    ampere: string;
    amperePrice: string;
    arrears?: string;
    amountPaid?: string;
    isPaidFlag?: boolean;
    priceIsCustom?: boolean;
  }) {
    const ampere = Quantity.parse(fields.ampere);
    const amperePrice = Money.parse(fields.amperePrice);
    const arrears = Money.parse(fields.arrears ?? '0');
    const amountPaid = Money.parse(fields.amountPaid ?? '0');
    const { amount } = billAmpere(
      { ampere, amperePrice },
      AmperePricing.of({ globalPrice: amperePrice, lowPrice: amperePrice }),
    );
    const settlement = balanceOf({ arrears, amount, amountPaid });
    nextNumber += 1;
    const row: NewAmpereRow = {
      customerNumber: nextNumber,
      name: `customer ${nextNumber}`,
      box: String(nextNumber % 7),
      address: null,
      ampere: ampere.toString(),
      amperePrice: amperePrice.toDecimalString(),
      priceIsCustom: fields.priceIsCustom ?? false,
      amount: amount.toDecimalString(),
      arrears: arrears.toDecimalString(),
      amountPaid: amountPaid.toDecimalString(),
      outstandingBalance: settlement.outstandingBalance.toDecimalString(),
      // As the application writes it (the balance rule's state), unless a test says otherwise.
      isPaidFlag: fields.isPaidFlag ?? settlement.isPaid,
      invoiceDate: '2026-11-05',
      dueDate: null,
      month: '2026-11',
      searchText: String(nextNumber),
      recordKey: `customer ${nextNumber}|`,
      phone: null,
      // Billed, no reconnection fee (docs/cut-off.md), as a new customer starts.
      billed: true,
      reconnectionFee: null,
      reconnectionFeeLbp: null,
    };
    return row;
  }

  interface StoredMoney {
    customer_number: number;
    ampere: string;
    ampere_price: string;
    price_is_custom: boolean;
    amount: string;
    arrears: string;
    amount_paid: string;
    outstanding_balance: string;
    is_paid: boolean;
    month: string;
    invoice_date: string;
  }
  const stored = () =>
    db.query<StoredMoney>(
      `SELECT customer_number, ampere::text, ampere_price::text, price_is_custom, amount::text, arrears::text, amount_paid::text,
         outstanding_balance::text, is_paid, month, invoice_date FROM ampere_records ORDER BY customer_number`,
    );

  describe('repriceAllAmpereRecords and repriceByThreshold', () => {
    it.each([
      ['15', '25', false],
      ['15.99', '25.01', true],
      ['12.35', '7.77', false],
      ['0.05', '0.03', true],
      ['33.33', '0.01', true],
      ['0', '19.99', false],
    ])(
      'bill every ampere alike at global %s and low %s, own prices included: %p (threshold, half-up rounding)',
      async (global, low, includeCustomPrices) => {
        const rows = AMPERES.flatMap((ampere, index) => [
          customer({
            ampere,
            amperePrice: '99.99',
            arrears: String(index * 3.5),
            amountPaid: String(index),
            priceIsCustom: true,
          }),
          customer({
            ampere,
            amperePrice: '1.01',
            arrears: index % 3 === 0 ? '-12.34' : '0',
            amountPaid: '0',
          }),
        ]);
        await insertAmpereRows(db, rows, null);
        const pricing = AmperePricing.of({ globalPrice: Money.parse(global), lowPrice: Money.parse(low) });

        const updated = await db.transaction(async (tx) =>
          repriceAllAmpereRecords(
            tx,
            pricing.globalPrice.toDecimalString(),
            pricing.lowPrice.toDecimalString(),
            LOW_PRICE_THRESHOLD_AMPERES,
            await openBatch(tx, AMPERE_TABLES, 'update-all-prices'),
            { includeCustomPrices },
          ),
        );

        expect(updated).toBe(includeCustomPrices ? rows.length : rows.length / 2);
        const after = await stored();
        for (const [index, row] of rows.entries()) {
          const repriced = repriceByThreshold(
            {
              name: row.name,
              box: row.box,
              address: row.address,
              ampere: Quantity.parse(row.ampere),
              amperePrice: Money.parse(row.amperePrice),
              priceIsCustom: row.priceIsCustom,
              arrears: Money.parse(row.arrears),
              amountPaid: Money.parse(row.amountPaid),
              isPaidFlag: row.isPaidFlag,
              dueDate: row.dueDate,
              phone: row.phone,
            },
            pricing,
            { includeCustomPrices },
          );
          const charges = ampereCharges(repriced);
          expect(after[index]).toMatchObject({
            customer_number: row.customerNumber,
            ampere_price: repriced.amperePrice.toDecimalString(),
            price_is_custom: repriced.priceIsCustom,
            amount: charges.amount.toDecimalString(),
            amount_paid: row.amountPaid,
            outstanding_balance: charges.outstandingBalance.toDecimalString(),
            is_paid: charges.isPaid,
          });
        }
      },
    );

    it('rounds half a cent up, as the domain does', async () => {
      await insertAmpereRows(db, [customer({ ampere: '7.333', amperePrice: '1' })], null);
      await db.transaction(async (tx) =>
        repriceAllAmpereRecords(
          tx,
          '15',
          '25',
          LOW_PRICE_THRESHOLD_AMPERES,
          await openBatch(tx, AMPERE_TABLES, 'update-all-prices'),
        ),
      );
      // 7.333 × 15 = 109.995
      expect((await stored())[0].amount).toBe('110.00');
      expect(
        billAmpere(
          { ampere: Quantity.parse('7.333') },
          AmperePricing.of({ globalPrice: Money.parse(15), lowPrice: Money.parse(25) }),
        ).amount.toDecimalString(),
      ).toBe('110.00');
    });
  });

  describe('startNextAmpereMonth and startNextMonth', () => {
    it('start every customer in the next month the same way', async () => {
      // Paid, overpaid, partial, unpaid, marked paid, carrying arrears or a credit already.
      const rows = [
        customer({ ampere: '4', amperePrice: '15', amountPaid: '60' }),
        customer({ ampere: '4', amperePrice: '15', amountPaid: '70' }),
        customer({ ampere: '2', amperePrice: '25', amountPaid: '20' }),
        customer({ ampere: '3', amperePrice: '15', isPaidFlag: true }),
        customer({ ampere: '0', amperePrice: '15' }),
        customer({ ampere: '7.333', amperePrice: '12.35', amountPaid: '0.01', isPaidFlag: true }),
        customer({ ampere: '5', amperePrice: '15', arrears: '30.55' }),
        customer({ ampere: '5', amperePrice: '15', arrears: '30.55', amountPaid: '50' }),
        customer({ ampere: '5', amperePrice: '15', arrears: '-10', amountPaid: '0' }),
        customer({ ampere: '1', amperePrice: '15', arrears: '-40' }),
        customer({ ampere: '5', amperePrice: '15', arrears: '-10', amountPaid: '100', isPaidFlag: true }),
        customer({ ampere: '2', amperePrice: '25', arrears: '12.34', amountPaid: '62.34' }),
      ];
      await insertAmpereRows(db, rows, null);

      const count = await db.transaction((tx) => startNextAmpereMonth(tx, '2026-12', '2026-11-28'));

      expect(count).toBe(rows.length);
      const after = await stored();
      for (const [index, row] of rows.entries()) {
        const next = startNextMonth({
          amount: Money.parse(row.amount),
          arrears: Money.parse(row.arrears),
          amountPaid: Money.parse(row.amountPaid),
        });
        expect(after[index]).toMatchObject({
          amount: row.amount,
          arrears: next.arrears.toDecimalString(),
          amount_paid: next.amountPaid.toDecimalString(),
          outstanding_balance: next.outstandingBalance.toDecimalString(),
          is_paid: next.isPaid,
          month: '2026-12',
          invoice_date: '2026-11-28',
        });
      }
    });
  });

  describe('the close of cut-off customers (docs/cut-off.md)', () => {
    it('bills nothing next month to those cut off at the close, and a reconnection fee once, as startNextMonth does', async () => {
      const rows = [
        customer({ ampere: '5', amperePrice: '15', amountPaid: '20' }),
        customer({ ampere: '5', amperePrice: '15' }),
        customer({ ampere: '2', amperePrice: '25', arrears: '12.34', amountPaid: '70' }),
        customer({ ampere: '3', amperePrice: '15', arrears: '-40' }),
      ];
      const ids = await insertAmpereRows(db, rows, null);
      // 0 and 2 are cut off at the close; 1 and 2 were reconnected this month for $10.
      const cut = [ids[0], ids[2]];
      const fee = [ids[1], ids[2]];
      await db.query(
        `UPDATE ampere_records SET cut_off_at = now(), cut_off_reason = 'x' WHERE id = ANY($1::uuid[])`,
        [cut],
      );
      await db.query(
        `UPDATE ampere_records SET reconnection_fee = 10, amount = amount + 10,
           outstanding_balance = outstanding_balance + 10 WHERE id = ANY($1::uuid[])`,
        [fee],
      );
      await db.transaction((tx) => startNextAmpereMonth(tx, '2026-12', '2026-11-28'));
      const after = await db.query<{
        id: string;
        amount: string;
        arrears: string;
        outstanding_balance: string;
        is_paid: boolean;
        billed: boolean;
        reconnection_fee: string | null;
      }>(
        `SELECT id, amount::text, arrears::text, outstanding_balance::text, is_paid, billed, reconnection_fee::text
         FROM ampere_records`,
      );
      for (const [index, row] of rows.entries()) {
        const tariff = Money.parse(row.amount);
        const next = startNextMonth({
          amount: fee.includes(ids[index]) ? tariff.plus(Money.parse(10)) : tariff,
          tariffAmount: tariff,
          arrears: Money.parse(row.arrears),
          amountPaid: Money.parse(row.amountPaid),
          billed: !cut.includes(ids[index]),
        });
        expect(after.find((stored) => stored.id === ids[index])).toMatchObject({
          amount: cut.includes(ids[index]) ? '0.00' : row.amount,
          arrears: next.arrears.toDecimalString(),
          outstanding_balance: next.outstandingBalance.toDecimalString(),
          is_paid: next.isPaid,
          billed: !cut.includes(ids[index]),
          reconnection_fee: null,
        });
      }
    });
  });

  describe("the view's isPaid and balanceOf", () => {
    // `flag`: whatever an older row holds in is_paid (the operator's old paid mark); the balance decides.
    it('agree whether a customer counts as paid', async () => {
      const cases: { arrears: string; amount: string; paid: string; flag: boolean }[] = [];
      for (const arrears of ['0', '-45.01', '30']) {
        for (const amount of ['0', '0.01', '45', '110']) {
          for (const paid of ['0', '0.01', '44.99', '45', '45.01', '110', '500']) {
            for (const flag of [false, true]) cases.push({ arrears, amount, paid, flag });
          }
        }
      }
      const rows = cases.map(({ arrears, amount, paid, flag }) =>
        customer({ ampere: '1', amperePrice: amount, arrears, amountPaid: paid, isPaidFlag: flag }),
      );
      await insertAmpereRows(db, rows, null);

      const views = await listAmpereRecords(db);

      expect(views).toHaveLength(cases.length);
      for (const [index, { arrears, amount, paid, flag }] of cases.entries()) {
        const settlement = balanceOf({
          arrears: Money.parse(arrears),
          amount: Money.parse(amount),
          amountPaid: Money.parse(paid),
        });
        expect({
          ...cases[index],
          isPaid: views[index].isPaid,
          balance: views[index].outstandingBalance,
        }).toEqual({
          arrears,
          amount,
          paid,
          flag,
          isPaid: settlement.isPaid,
          balance: settlement.outstandingBalance.toNumber(),
        });
      }
    });
  });

  describe('rows written in one statement (insertAmpereRows, writeAmpereRows)', () => {
    const TRICKY = ['محمد "أبو علي"', 'a,b {c}', 'back\\slash', 'NULL', ' spaced ', 'line\nbreak'];
    const tricky = (index: number): NewAmpereRow => {
      const row = customer({ ampere: AMPERES[index % AMPERES.length], amperePrice: '15' });
      return {
        ...row,
        ampere: Number(row.ampere).toFixed(3), // as the numeric(10, 3) column gives it back
        name: TRICKY[index % TRICKY.length],
        box: index % 2 === 0 ? null : TRICKY[(index + 1) % TRICKY.length],
        address: index % 3 === 0 ? null : `شارع ${index}, "B"`,
        dueDate: index % 2 === 0 ? null : '2026-12-01',
        searchText: `${row.customerNumber} ${TRICKY[index % TRICKY.length]}`,
        recordKey: `${TRICKY[index % TRICKY.length]}|${index}`,
      };
    };
    const withAnId = (row: NewAmpereRow) => ({ ...row, id: expect.any(String) as unknown });

    it('stores every field of every row exactly, shared values and odd text included', async () => {
      const rows = Array.from({ length: 12 }, (_, index) => tricky(index));
      const ids = await insertAmpereRows(db, rows, null);
      const stored = await findAmpereRows(db, ids);
      expect(stored).toEqual(expect.arrayContaining(rows.map(withAnId)));
      expect(stored).toHaveLength(12);
    });

    it('stores a single row, every value of which is shared by all the rows', async () => {
      const row = tricky(1);
      const [id] = await insertAmpereRows(db, [row], null);
      expect(await findAmpereRows(db, [id])).toEqual([{ ...row, id }]);
    });

    it('rewrites each row by its id with its own values, in or out of a batch', async () => {
      const rows = Array.from({ length: 6 }, (_, index) => tricky(index));
      const ids = await insertAmpereRows(db, rows, null);
      const changed = ids.map((id, index) => ({
        ...tricky(index + 3),
        id,
        customerNumber: rows[index].customerNumber,
        month: '2026-12',
      }));
      expect(await writeAmpereRows(db, changed.slice(0, 3), null)).toBe(3);
      const written = await db.transaction(async (tx) =>
        writeAmpereRows(tx, changed.slice(3), await openBatch(tx, AMPERE_TABLES, 'import')),
      );
      expect(written).toBe(3);
      const stored = await findAmpereRows(db, ids);
      expect(stored).toEqual(expect.arrayContaining(changed));
      expect(stored).toHaveLength(6);
    });

    it('finds the rows of name-and-box keys holding quotes, commas and backslashes', async () => {
      const rows = Array.from({ length: 6 }, (_, index) => tricky(index));
      await insertAmpereRows(db, rows, null);
      const found = await db.transaction((tx) =>
        lockAmpereRowsByKeys(tx, [rows[0].recordKey, rows[2].recordKey, rows[5].recordKey, 'absent|']),
      );
      expect(found.map((row) => row.recordKey)).toEqual([
        rows[0].recordKey,
        rows[2].recordKey,
        rows[5].recordKey,
      ]);
    });
  });
});
