import { csvText } from '../exports/csv-text';
import { tsvText } from '../exports/tsv-text';
import { safeSpreadsheetCell, type SheetCell } from '../exports/spreadsheet-cell';
import { KWH_FIELD_LABELS } from './kwh-field-labels';

/**
 * The columns of the readings sheet (docs/business-rules.md#the-readings-workflow), in order, as
 * `GET export-for-readings` answers them and as the TSV copy, the CSV and the xlsx downloads (web and CLI)
 * head them. The operator fills `newCurrentKwh`; the import reads the sheet back by these keys (or their
 * Arabic labels), whatever the case and spacing.
 */
export const READING_SHEET_COLUMNS = Object.freeze([
  { key: 'id', label: KWH_FIELD_LABELS.id },
  { key: 'customerNumber', label: KWH_FIELD_LABELS.customerNumber },
  { key: 'name', label: KWH_FIELD_LABELS.name },
  { key: 'box', label: KWH_FIELD_LABELS.box },
  { key: 'address', label: KWH_FIELD_LABELS.address },
  { key: 'ampere', label: KWH_FIELD_LABELS.ampere },
  // An estimated reading is marked in exports in a column of its own beside it, never
  // inside the number (a re-import reads the numbers and ignores the marks).
  { key: 'previousKwh', label: KWH_FIELD_LABELS.previousKwh },
  { key: 'previousEstimated', label: 'تقدير القراءة السابقة' },
  { key: 'currentKwh', label: KWH_FIELD_LABELS.currentKwh },
  { key: 'currentEstimated', label: 'تقدير القراءة الحالية' },
  { key: 'newCurrentKwh', label: KWH_FIELD_LABELS.newCurrentKwh },
] as const);

/** What an estimate mark column holds for an estimated reading; empty for a reading taken. */
export const ESTIMATED_MARK = 'نعم';

export type ReadingSheetKey = (typeof READING_SHEET_COLUMNS)[number]['key'];

/** One exported row: numbers as JSON numbers, newCurrentKwh blank for the operator to fill. */
export interface ReadingExportRow {
  readonly id: string;
  readonly customerNumber: number;
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly ampere: number;
  readonly previousKwh: number;
  readonly currentKwh: number;
  readonly newCurrentKwh: number | string;
  /** The previous reading, the current one, is an estimate (the meter could not be read). */
  readonly previousEstimated: boolean;
  readonly currentEstimated: boolean;
}

/**
 * One exported row as the sheet's cells, in column order (CSV, TSV, xlsx on the web and in the CLI):
 * numbers as numbers, a blank as an empty cell, an estimate mark as 'نعم'.
 */
export function readingSheetRow(row: ReadingExportRow): SheetCell[] {
  return READING_SHEET_COLUMNS.map(({ key }) => {
    const value = row[key];
    if (typeof value === 'boolean') return value ? ESTIMATED_MARK : null;
    return value === '' ? null : value;
  });
}

/**
 * The sheet as cells: the header (keys) then one line per row; null is an empty cell. Each cell is
 * as a spreadsheet should get it (safeSpreadsheetCell): a name such as `=HYPERLINK(…)` stays text.
 */
export function readingSheetCells(rows: readonly ReadingExportRow[]): string[][] {
  const header = READING_SHEET_COLUMNS.map((column) => column.key as string);
  return [header, ...rows.map((row) => readingSheetRow(row).map(safeSpreadsheetCell))];
}

/** Tab-separated text for the clipboard and a .tsv file: what Excel pastes into columns, each cell
 * on one line and data (tsvText). */
export function readingSheetTsv(rows: readonly ReadingExportRow[]): string {
  const header = READING_SHEET_COLUMNS.map((column) => column.key as string);
  return `${tsvText([header, ...rows.map(readingSheetRow)])}\n`;
}

/**
 * CSV that Excel opens with Arabic intact: UTF-8 with a byte-order mark, CRLF line ends, cells
 * quoted when they hold a comma, a quote or a line break.
 */
export function readingSheetCsv(rows: readonly ReadingExportRow[]): string {
  return csvText(readingSheetCells(rows));
}
