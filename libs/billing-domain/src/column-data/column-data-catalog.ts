import { InvalidInputError } from '../errors/invalid-input.error';

/** What a cleared column holds afterwards: text and dates become empty, numbers zero. */
export type ClearableColumnType = 'string' | 'number' | 'date';

export interface ClearableColumn {
  /** The column as the catalogue and the API name it, e.g. 'amountPaid'. */
  readonly name: string;
  readonly type: ClearableColumnType;
  /**
   * A column a record cannot be without goes back to what a new record gets instead of empty:
   * the price per kWh to the group's price (docs/metered-group-price.md; a blank price is the
   * group's), the invoice date to the day of the clear (a new record is dated today; every invoice
   * carries its date).
   */
  readonly clearsTo?: 'group-price' | 'today';
}

export interface ColumnDataTable {
  /** The table as the API names it, e.g. 'mahmoud-kwh-customers'. */
  readonly table: string;
  /** The billing system whose live records the table holds. */
  readonly system: string;
  readonly columns: readonly ClearableColumn[];
}

const text = (name: string): ClearableColumn => ({ name, type: 'string' });
const number = (name: string): ClearableColumn => ({ name, type: 'number' });
const date = (name: string): ClearableColumn => ({ name, type: 'date' });

const METERED_COLUMNS: readonly ClearableColumn[] = [
  text('box'),
  text('address'),
  number('previousKwh'),
  number('currentKwh'),
  { name: 'pricePerKwh', type: 'number', clearsTo: 'group-price' },
  number('amountPaid'),
  number('outstandingBalance'),
  number('insurance'),
];

const FLAT_COLUMNS: readonly ClearableColumn[] = [
  text('box'),
  text('address'),
  number('amperePrice'),
  number('amountPaid'),
  number('outstandingBalance'),
  date('dueDate'),
  { name: 'invoiceDate', type: 'date', clearsTo: 'today' },
];

/** A billing system as the catalogue needs it (a `billing_systems` row, or its JSON). */
export interface CatalogSystem {
  readonly id: string;
  readonly tariff: string;
}

/**
 * The column-deletion catalogue: the tables the column-data manager clears and, for each,
 * the columns it may clear. Nothing else can be cleared. One table per billing system of
 * `billing_systems` (docs/metered-groups.md: a group added as a row is listed like the others):
 * `ampere-records` for the flat system, `{system}-customers` for every metered one.
 */
export function columnDataCatalog(systems: readonly CatalogSystem[]): ColumnDataTable[] {
  return systems.map((system) =>
    system.tariff === 'metered-per-kwh'
      ? { table: `${system.id}-customers`, system: system.id, columns: METERED_COLUMNS }
      : { table: `${system.id}-records`, system: system.id, columns: FLAT_COLUMNS },
  );
}

/** A request to clear one column of every live record of a table, checked against the catalogue. */
export interface ColumnClearTarget {
  readonly table: ColumnDataTable;
  readonly column: ClearableColumn;
}

/** Reads `{table, column}` as sent; an unknown table or a column the table does not list is refused in Arabic. */
export function readColumnClearTarget(
  table: unknown,
  column: unknown,
  systems: readonly CatalogSystem[],
): ColumnClearTarget {
  const found = columnDataCatalog(systems).find((entry) => entry.table === table);
  if (!found) throw new InvalidInputError('الجدول غير معروف', 'UNKNOWN_TABLE');
  const clearable = found.columns.find((entry) => entry.name === column);
  if (!clearable) throw new InvalidInputError('العمود غير معروف في هذا الجدول', 'UNKNOWN_COLUMN');
  return { table: found, column: clearable };
}
