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

describe('planImport: each line updates the customer on file with the same key, or creates one', () => {
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

  it('lets the last line of a customer appearing twice win, counted once', () => {
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
      { name: 'سامي', paid: 7 },
      { name: 'ريم', paid: 1 },
    ]);
    expect(plan.lines).toHaveLength(3);
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
      [
        line(1, { name: 'سامي', paid: -1 }),
        line(2, { name: 'ريم', paid: 2 }),
        line(3, { name: 'ريم', paid: -5 }),
      ],
      [],
      rules,
    );
    expect(plan.refused).toEqual([
      { line: 1, text: 'سامي\t-1', reason: 'المبلغ المدفوع غير صالح' },
      { line: 3, text: 'ريم\t-5', reason: 'المبلغ المدفوع غير صالح' },
    ]);
    // The last line that can be applied wins.
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
