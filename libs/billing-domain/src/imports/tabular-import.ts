import { parse as parseDelimited } from 'papaparse';
import { DomainError } from '../errors/domain-error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { UnitPrice } from '../kwh/unit-price';
import { CustomerNumber } from '../customer/customer-number';
import { parseLebanesePhone } from '../customer/phone';
import {
  type ColumnLayout,
  everyColumnLayout,
  headerLayout,
  isHeaderRow,
  positionalLayout,
} from './sheet-columns';

/** One import is one transaction and one batch; beyond this a paste is a mistake, not a month's data. */
export const MAX_IMPORT_ROWS = 50_000;

/** One non-blank row of pasted spreadsheet text, with the line it starts on (1-based). */
export interface TabularRow {
  readonly line: number;
  readonly text: string;
  readonly cells: readonly string[];
}

// Stands in for "no quote character" when the text's quotes are not Excel's; NULs are removed first.
const NO_QUOTES = '\u0000';

interface RawRow {
  readonly start: number;
  readonly end: number;
  readonly cells: string[];
}

function readRows(text: string, quoteChar: string): RawRow[] | null {
  const rows: RawRow[] = [];
  let start = 0;
  let malformed = false;
  parseDelimited<string[]>(text, {
    delimiter: '\t',
    newline: '\n',
    quoteChar,
    skipEmptyLines: false,
    step: (result) => {
      if (result.errors.some((error) => error.type === 'Quotes')) malformed = true;
      rows.push({ start, end: result.meta.cursor, cells: result.data });
      start = result.meta.cursor;
    },
  });
  return malformed ? null : rows;
}

/**
 * Rows of text copied from Excel: tab-separated, cells that hold tabs, quotes or line breaks come
 * quoted Excel's way. Text whose quotes do not follow Excel's rules (a name typed as `"أبو" علي`)
 * is read as plain tab-separated lines instead of swallowing the rest of the paste.
 */
export function parseTabularRows(text: string): TabularRow[] {
  const normalised = String(text ?? '')
    .replace(/^\uFEFF/, '')
    .replaceAll(NO_QUOTES, '')
    .replace(/\r\n?/g, '\n');
  const raw = readRows(normalised, '"') ?? readRows(normalised, NO_QUOTES) ?? [];
  const rows: TabularRow[] = [];
  let line = 1;
  for (const row of raw) {
    const rowText = normalised.slice(row.start, row.end).replace(/\n$/, '');
    const cells = row.cells.map((cell) => cell.trim());
    if (cells.some((cell) => cell !== '')) rows.push({ line, text: rowText, cells });
    line += rowText.split('\n').length;
  }
  return rows;
}

/** The cells of every non-blank row, trimmed. */
export function parseTabularText(text: string): string[][] {
  return parseTabularRows(text).map((row) => [...row.cells]);
}

export type ImportColumnKind =
  | 'text'
  | 'optional-text'
  | 'quantity'
  | 'money'
  | 'optional-quantity'
  | 'optional-money'
  | 'optional-unit-price'
  | 'optional-phone'
  | 'optional-customer-number';

/**
 * A column of an import: by position in a sheet without a header, where the header names it in one
 * with a header (docs/customer-imports.md). Required kinds refuse a blank cell; optional ones give null.
 */
export interface ImportColumn {
  readonly key: string;
  readonly kind: ImportColumnKind;
  /** Arabic reason shown for a line whose cell is missing or unreadable ('قيمة الأمبير غير صالحة'). */
  readonly invalidReason?: string;
  /** What a header row may call it besides its key (any case or spacing), its Arabic name first. */
  readonly headers?: readonly string[];
  /** Read only where a header row names it: a sheet without a header is the spec's columns alone. */
  readonly namedOnly?: boolean;
}

interface CellValues {
  text: string;
  'optional-text': string | null;
  quantity: Quantity;
  'optional-quantity': Quantity | null;
  money: Money;
  'optional-money': Money | null;
  'optional-unit-price': UnitPrice | null;
  /** E.164, read by the one phone reader. */
  'optional-phone': string | null;
  'optional-customer-number': number | null;
}

type CellValue<Kind extends ImportColumnKind> = CellValues[Kind];

/** The typed values of one row, keyed by column key. */
export type ImportValues<Columns extends readonly ImportColumn[]> = {
  -readonly [Column in Columns[number] as Column['key']]: CellValue<Column['kind']>;
};

export interface ImportSpec<Columns extends readonly ImportColumn[], Row> {
  /** Cells a line of a sheet without a header needs (flat: 3; metered: 6). */
  readonly minColumns: number;
  /**
   * A first row of pasted or uploaded text naming two or more of the columns (by key or
   * header) is the sheet's header, not a bad row.
   */
  readonly columns: Columns;
  readonly maxRows: number;
  /** Turns a row's values into the row; an InvalidInputError skips the line with its message. */
  build(values: ImportValues<Columns>, row: TabularRow): Row;
}

export interface SkippedLine {
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

/** One line of a sheet the import read: where it is (the sheet's row, from 1), its text and its row. */
interface ReadLine<Row> {
  readonly line: number;
  readonly text: string;
  readonly row: Row;
}

export interface ImportResult<Row> {
  readonly rows: Row[];
  /** The same rows, each with its line. */
  readonly lines: ReadLine<Row>[];
  readonly skipped: SkippedLine[];
}

const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Excel copies what it displays: '$1,234.50' is read as 1234.50. */
function numberText(cell: string): string {
  const bare = cell.replace(/\$/g, '').trim();
  return GROUPED_NUMBER.test(bare) ? bare.replace(/,/g, '') : bare;
}

const INVALID = Symbol('invalid');

function readCell(kind: ImportColumnKind, cell: string): unknown {
  const blank = cell === '';
  try {
    switch (kind) {
      case 'text':
        return blank ? INVALID : cell;
      case 'optional-text':
        return blank ? null : cell;
      case 'quantity':
        return blank ? INVALID : Quantity.parse(numberText(cell));
      case 'optional-quantity':
        return blank ? null : Quantity.parse(numberText(cell));
      case 'money':
      case 'optional-money':
        if (blank) return kind === 'money' ? INVALID : null;
        return Money.parseNonNegative(numberText(cell));
      case 'optional-unit-price':
        return blank ? null : UnitPrice.parse(numberText(cell));
      case 'optional-phone':
        return parseLebanesePhone(cell);
      case 'optional-customer-number':
        return blank ? null : CustomerNumber.parse(cell).value;
    }
  } catch (error) {
    if (error instanceof InvalidInputError) return INVALID;
    throw error;
  }
}

/** The rows of a sheet and where its columns are: named by its header row, else in the spec's order. */
function sheetOf(
  source: string | readonly TabularRow[],
  columns: readonly ImportColumn[],
): { rows: readonly TabularRow[]; layout: ColumnLayout; positional: boolean } {
  // Rows that arrive already split (the bulk call's objects) hold every column in order.
  if (typeof source !== 'string')
    return { rows: source, layout: everyColumnLayout(columns), positional: false };
  const rows = parseTabularRows(source);
  const header = rows[0];
  if (header && isHeaderRow(header, columns)) {
    return { rows: rows.slice(1), layout: headerLayout(header, columns), positional: false };
  }
  return { rows, layout: positionalLayout(columns), positional: true };
}

/**
 * Reads pasted spreadsheet rows into typed rows, each column where the sheet's header names it, or
 * by position without one (docs/customer-imports.md). A line that cannot be read is not fatal: it is
 * reported with its line number and an Arabic reason so the operator can fix it. An empty result is
 * for the caller to refuse (NoValidRowsError) after showing the skipped lines.
 */
export function parseImport<const Columns extends readonly ImportColumn[], Row>(
  source: string | readonly TabularRow[],
  spec: ImportSpec<Columns, Row>,
): ImportResult<Row> {
  const { rows: tabular, layout, positional } = sheetOf(source, spec.columns);
  if (tabular.length > spec.maxRows) {
    throw new InvalidInputError(`الحد الأقصى ${spec.maxRows} سطر`, 'TOO_MANY_ROWS');
  }
  const lines: ReadLine<Row>[] = [];
  const skipped: SkippedLine[] = [];
  const skip = (row: TabularRow, reason: string) => skipped.push({ line: row.line, text: row.text, reason });

  for (const row of tabular) {
    if (positional && row.cells.length < spec.minColumns) {
      skip(row, `عدد الأعمدة أقل من ${spec.minColumns}`);
      continue;
    }
    const values: Record<string, unknown> = {};
    let invalidReason: string | null = null;
    for (const [index, column] of spec.columns.entries()) {
      const at = layout.get(column.key);
      const value = readCell(column.kind, at === undefined ? '' : (row.cells[at] ?? ''));
      if (value === INVALID) {
        invalidReason = column.invalidReason ?? `قيمة غير صالحة في العمود ${(at ?? index) + 1}`;
        break;
      }
      values[column.key] = value;
    }
    if (invalidReason !== null) {
      skip(row, invalidReason);
      continue;
    }
    try {
      lines.push({ line: row.line, text: row.text, row: spec.build(values as ImportValues<Columns>, row) });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'invalid') skip(row, error.message);
      else throw error;
    }
  }
  return { rows: lines.map((line) => line.row), lines, skipped };
}
