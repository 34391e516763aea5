import { InvalidInputError } from '../errors/invalid-input.error';
import { normaliseForSearch } from '../search/search-text';
import type { ImportColumn, TabularRow } from './tabular-import';

/** Where each column of an import is in a sheet's rows: its cell's index, by column key. */
export type ColumnLayout = ReadonlyMap<string, number>;

/** A header cell, folded: 'Amount Paid', 'amountPaid' and 'المبلغ  المدفوع' compare alike. */
function foldHeaderName(name: string): string {
  return normaliseForSearch(name).replace(/[\s_\-.:]+/g, '');
}

/** The column each folded name a header may give stands for (its key and its `headers`). */
function columnsByName(columns: readonly ImportColumn[]): Map<string, ImportColumn> {
  const byName = new Map<string, ImportColumn>();
  for (const column of columns) {
    for (const name of [column.key, ...(column.headers ?? [])]) byName.set(foldHeaderName(name), column);
  }
  return byName;
}

/** Required kinds refuse a blank cell, so a header must name their column. */
function isRequired(column: ImportColumn): boolean {
  return !column.kind.startsWith('optional-');
}

/** The name an operator knows a column by: its first header (the Arabic one), else its key. */
function nameOf(column: ImportColumn): string {
  return column.headers?.[0] ?? column.key;
}

/** docs/customer-imports.md: a sheet whose header names no column for a required cell is refused whole. */
class MissingImportColumnError extends InvalidInputError {
  constructor(column: ImportColumn) {
    super(`سطر العناوين لا يذكر عمود «${nameOf(column)}»`, 'MISSING_IMPORT_COLUMN');
  }
}

/** Two header cells naming one column ('الهاتف' and 'الجوال'): which one to read is not guessed. */
class RepeatedImportColumnError extends InvalidInputError {
  constructor(repeated: string, first: string) {
    super(`العمود «${repeated}» يكرر عمود «${first}» في سطر العناوين`, 'REPEATED_IMPORT_COLUMN');
  }
}

/**
 * Whether a row is the sheet's header (docs/customer-imports.md#finding-the-columns): two or more of its
 * cells name columns of the import (by key or by one of their headers, any case or spacing).
 */
export function isHeaderRow(row: TabularRow, columns: readonly ImportColumn[]): boolean {
  const byName = columnsByName(columns);
  return row.cells.filter((cell) => cell !== '' && byName.has(foldHeaderName(cell))).length >= 2;
}

/**
 * docs/customer-imports.md: under a header row every column is where the header names it, in any
 * order, unknown headers left out. A column of a required cell the header does not name, or a column
 * it names twice, refuses the sheet whole.
 */
export function headerLayout(header: TabularRow, columns: readonly ImportColumn[]): ColumnLayout {
  const byName = columnsByName(columns);
  const layout = new Map<string, number>();
  const namedAs = new Map<string, string>();
  header.cells.forEach((cell, index) => {
    const column = cell === '' ? undefined : byName.get(foldHeaderName(cell));
    if (!column) return;
    const first = namedAs.get(column.key);
    if (first !== undefined) throw new RepeatedImportColumnError(cell, first);
    namedAs.set(column.key, cell);
    layout.set(column.key, index);
  });
  const missing = columns.find((column) => isRequired(column) && !layout.has(column.key));
  if (missing) throw new MissingImportColumnError(missing);
  return layout;
}

/**
 * A sheet without a header: the spec's columns in the spec's order. Columns read only where a header
 * names them (the phone, the customer number) are not guessed at.
 */
export function positionalLayout(columns: readonly ImportColumn[]): ColumnLayout {
  return new Map(columns.filter((column) => !column.namedOnly).map((column, index) => [column.key, index]));
}

/** Rows whose cells are every column in order (a bulk call's objects, importRowsOf). */
export function everyColumnLayout(columns: readonly ImportColumn[]): ColumnLayout {
  return new Map(columns.map((column, index) => [column.key, index]));
}
