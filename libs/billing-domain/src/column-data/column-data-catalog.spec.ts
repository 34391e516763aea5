import { InvalidInputError } from '../errors/invalid-input.error';
import { columnDataCatalog, readColumnClearTarget as readTarget } from './column-data-catalog';

/** The systems as billing_systems holds them: the seeded four and a group added as a row. */
const systems = [
  { id: 'ampere', tariff: 'flat-per-ampere' },
  { id: 'kwh', tariff: 'metered-per-kwh' },
  { id: 'mahmoud-kwh', tariff: 'metered-per-kwh' },
  { id: 'baydawi-kwh', tariff: 'metered-per-kwh' },
  { id: 'hay-kwh', tariff: 'metered-per-kwh' },
];
const readColumnClearTarget = (table: unknown, column: unknown) => readTarget(table, column, systems);
const COLUMN_DATA_CATALOG = columnDataCatalog(systems);

describe('the column-data catalogue', () => {
  it('lists the ampere table and every metered system of billing_systems with the spec’s columns', () => {
    expect(COLUMN_DATA_CATALOG.map((entry) => [entry.table, entry.system])).toEqual([
      ['ampere-records', 'ampere'],
      ['kwh-customers', 'kwh'],
      ['mahmoud-kwh-customers', 'mahmoud-kwh'],
      ['baydawi-kwh-customers', 'baydawi-kwh'],
      ['hay-kwh-customers', 'hay-kwh'],
    ]);
    expect(COLUMN_DATA_CATALOG[0].columns.map((column) => column.name)).toEqual([
      'box',
      'address',
      'amperePrice',
      'amountPaid',
      'outstandingBalance',
      'dueDate',
      'invoiceDate',
    ]);
    for (const metered of COLUMN_DATA_CATALOG.slice(1)) {
      expect(metered.columns.map((column) => column.name)).toEqual([
        'box',
        'address',
        'previousKwh',
        'currentKwh',
        'pricePerKwh',
        'amountPaid',
        'outstandingBalance',
        'insurance',
      ]);
    }
  });

  it('reads a listed table and column, with the column’s type', () => {
    const target = readColumnClearTarget('baydawi-kwh-customers', 'insurance');
    expect(target.table.system).toBe('baydawi-kwh');
    expect(target.column).toEqual({ name: 'insurance', type: 'number' });
    expect(readColumnClearTarget('ampere-records', 'dueDate').column.type).toBe('date');
    expect(readColumnClearTarget('ampere-records', 'box').column.type).toBe('string');
  });

  it("sends a column no record can be without back to what a new record gets: the group's price per kWh, invoice date today", () => {
    expect(readColumnClearTarget('mahmoud-kwh-customers', 'pricePerKwh').column.clearsTo).toBe('group-price');
    expect(readColumnClearTarget('ampere-records', 'invoiceDate').column.clearsTo).toBe('today');
    expect(readColumnClearTarget('ampere-records', 'dueDate').column.clearsTo).toBeUndefined();
    expect(readColumnClearTarget('baydawi-kwh-customers', 'insurance').column.clearsTo).toBeUndefined();
  });

  it('refuses an unknown table in Arabic', () => {
    for (const table of ['ampere-customers', 'nowhere-kwh-customers', 'users', '', undefined, 3]) {
      expect(() => readColumnClearTarget(table, 'box')).toThrow(new InvalidInputError('الجدول غير معروف'));
    }
  });

  it('refuses a column the table does not list (a kWh column on the ampere table, a name, an id) in Arabic', () => {
    for (const [table, column] of [
      ['ampere-records', 'previousKwh'],
      ['mahmoud-kwh-customers', 'amperePrice'],
      ['mahmoud-kwh-customers', 'name'],
      ['ampere-records', 'id'],
      ['ampere-records', undefined],
    ]) {
      expect(() => readColumnClearTarget(table, column)).toThrow('العمود غير معروف في هذا الجدول');
    }
  });
});
