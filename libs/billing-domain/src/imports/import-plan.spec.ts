import { InvalidInputError } from '../errors/invalid-input.error';
import { planImport, type ImportRules } from './import-plan';

interface Row {
  name: string;
  paid: number | null;
}
interface Customer {
  name: string;
  paid: number;
}

const rules: ImportRules<Row, Customer> = {
  keyOf: (row) => row.name.trim(),
  create: (row) => {
    if (row.paid !== null && row.paid < 0) throw new InvalidInputError('المبلغ المدفوع غير صالح');
    return { name: row.name.trim(), paid: row.paid ?? 0 };
  },
  amend: (onFile, row) => {
    if (row.paid !== null && row.paid < 0) throw new InvalidInputError('المبلغ المدفوع غير صالح');
    return { name: onFile.name, paid: row.paid ?? onFile.paid };
  },
};
const line = (n: number, row: Row) => ({ line: n, text: `${row.name}\t${row.paid ?? ''}`, row });

describe('planImport: each line updates the customer on file with the same key, or creates one (docs/customer-imports.md)', () => {
  it('creates the new ones in order of first appearance and updates the ones on file', () => {
    const plan = planImport(
      [
        line(1, { name: 'سامي', paid: 5 }),
        line(2, { name: 'ريم', paid: null }),
        line(3, { name: 'هادي', paid: 1 }),
      ],
      [{ id: 'r', customerNumber: 1001, recordKey: 'ريم', customer: { name: 'ريم', paid: 10 } }],
      rules,
    );
    expect(plan.creates).toEqual([
      { name: 'سامي', paid: 5 },
      { name: 'هادي', paid: 1 },
    ]);
    // A blank cell keeps what is on file.
    expect(plan.updates).toEqual([{ id: 'r', customer: { name: 'ريم', paid: 10 } }]);
    expect(
      plan.lines.map((planned) => [planned.line, planned.action, planned.existingCustomerNumber]),
    ).toEqual([
      [1, 'create', null],
      [2, 'update', 1001],
      [3, 'create', null],
    ]);
    expect(plan.refused).toEqual([]);
  });

  it("refuses a line that repeats an earlier line's customer, naming both lines; the first one stands", () => {
    const plan = planImport(
      [
        line(1, { name: 'سامي', paid: 5 }),
        line(2, { name: 'ريم', paid: 1 }),
        line(3, { name: 'سامي', paid: 7 }),
      ],
      [],
      rules,
    );
    expect(plan.creates).toEqual([
      { name: 'سامي', paid: 5 },
      { name: 'ريم', paid: 1 },
    ]);
    expect(plan.lines.map((planned) => planned.line)).toEqual([1, 2]);
    expect(plan.refused).toEqual([
      { line: 3, text: 'سامي\t7', reason: 'يكرر السطر 1 (الاسم والعلبة نفسهما)' },
    ]);
  });

  it('refuses a repeat of a customer on file too: one line per customer, so the counts are what is written', () => {
    const plan = planImport(
      [line(4, { name: 'ريم', paid: 3 }), line(9, { name: 'ريم', paid: 100 })],
      [{ id: 'r', customerNumber: 1309, recordKey: 'ريم', customer: { name: 'ريم', paid: 0 } }],
      rules,
    );
    expect(plan.updates).toEqual([{ id: 'r', customer: { name: 'ريم', paid: 3 } }]);
    expect(plan.creates).toEqual([]);
    expect(plan.refused).toEqual([
      { line: 9, text: 'ريم\t100', reason: 'يكرر السطر 4 (الاسم والعلبة نفسهما)' },
    ]);
  });

  it('refuses a line giving the customer number of an earlier line, whatever its name', () => {
    const plan = planImport(
      [
        { ...line(2, { name: 'سامي', paid: 1 }), number: 7 },
        { ...line(3, { name: 'ريم', paid: 1 }), number: 8 },
        { ...line(5, { name: 'هادي', paid: 1 }), number: 7 },
        { ...line(6, { name: 'نادر', paid: 1 }), number: null },
        { ...line(7, { name: 'وليد', paid: 1 }), number: null },
      ],
      [],
      rules,
    );
    expect(plan.creates.map((customer) => customer.name)).toEqual(['سامي', 'ريم', 'نادر', 'وليد']);
    expect(plan.refused).toEqual([{ line: 5, text: 'هادي\t1', reason: 'يكرر السطر 2 (رقم العميل 7 نفسه)' }]);
  });

  it('counts a line the rules refused as read: a later line of the same customer repeats it', () => {
    const plan = planImport(
      [line(1, { name: 'سامي', paid: -1 }), line(2, { name: 'سامي', paid: 4 })],
      [],
      rules,
    );
    expect(plan.creates).toEqual([]);
    expect(plan.refused.map((refused) => [refused.line, refused.reason])).toEqual([
      [1, 'المبلغ المدفوع غير صالح'],
      [2, 'يكرر السطر 1 (الاسم والعلبة نفسهما)'],
    ]);
  });

  it('updates the first customer by number when two on file share the key', () => {
    const plan = planImport(
      [line(1, { name: 'ريم', paid: 3 })],
      [
        { id: 'later', customerNumber: 1009, recordKey: 'ريم', customer: { name: 'ريم', paid: 0 } },
        { id: 'first', customerNumber: 1002, recordKey: 'ريم', customer: { name: 'ريم', paid: 0 } },
      ],
      rules,
    );
    expect(plan.updates.map((update) => update.id)).toEqual(['first']);
    expect(plan.lines[0].existingCustomerNumber).toBe(1002);
  });

  it('refuses a line the rules refuse, with its line and reason, and applies the others', () => {
    const plan = planImport(
      [line(1, { name: 'سامي', paid: -1 }), line(2, { name: 'ريم', paid: 2 })],
      [],
      rules,
    );
    expect(plan.refused).toEqual([{ line: 1, text: 'سامي\t-1', reason: 'المبلغ المدفوع غير صالح' }]);
    expect(plan.creates).toEqual([{ name: 'ريم', paid: 2 }]);
  });

  it('lets any other error through: it is a defect, not a refused line', () => {
    const broken = {
      ...rules,
      create: () => {
        throw new TypeError('bug');
      },
    };
    expect(() => planImport([line(1, { name: 'سامي', paid: 1 })], [], broken)).toThrow(TypeError);
  });
});
