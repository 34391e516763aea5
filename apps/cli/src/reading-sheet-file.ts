import { readFile, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Workbook, type CellValue } from 'exceljs';
import { xlsxWorkbook } from '@kahraba/api';
import {
  parseReadingSheetText,
  READING_SHEET_COLUMNS,
  type ReadingExportRow,
  readingRowsOf,
  readingSheetCsv,
  readingSheetTsv,
} from '@kahraba/billing-domain';
import { UsageError } from './usage-error';

export type SheetFormat = 'tsv' | 'csv' | 'xlsx';
export const SHEET_FORMATS: readonly SheetFormat[] = ['tsv', 'csv', 'xlsx'];

/** The format a file name says (.tsv/.txt, .csv, .xlsx); anything else is bad usage. */
export function sheetFormatOf(file: string): SheetFormat {
  const extension = extname(file).toLowerCase();
  if (extension === '.tsv' || extension === '.txt') return 'tsv';
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  throw new UsageError(`cannot tell the format of ${file}: expected a .tsv, .csv or .xlsx file`);
}

/**
 * The readings sheet as file content, with the one column set of the domain: TSV as Excel copies,
 * CSV in UTF-8 with a byte-order mark (Excel keeps the Arabic), or a real .xlsx workbook (exceljs),
 * right to left, numbers as numbers, the header bold and frozen.
 */
export async function writeReadingSheet(
  rows: readonly ReadingExportRow[],
  format: SheetFormat,
): Promise<Buffer> {
  if (format === 'tsv') return Buffer.from(readingSheetTsv(rows), 'utf8');
  if (format === 'csv') return Buffer.from(readingSheetCsv(rows), 'utf8');
  return xlsxWorkbook([
    {
      name: 'القراءات',
      columns: READING_SHEET_COLUMNS.map(({ key }) => ({
        header: key,
        width: key === 'id' ? 38 : key === 'name' || key === 'address' ? 24 : 14,
      })),
      rows: rows.map((row) => READING_SHEET_COLUMNS.map(({ key }) => (row[key] === '' ? null : row[key]))),
    },
  ]);
}

/** The sheet's data rows keyed by its header, from file content in `format`. */
export async function readReadingSheet(
  content: Buffer,
  format: SheetFormat,
): Promise<Record<string, string>[]> {
  if (format !== 'xlsx') return parseReadingSheetText(content.toString('utf8'), format);
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new UsageError('the file is not a readable .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      values.push(cellText(row.getCell(column).value));
    cells.push(values);
  });
  return readingRowsOf(cells);
}

/** What a cell shows, as text: numbers as typed, rich text joined, a formula's result, a date's day. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText(value.result as CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

export async function readSheetFile(file: string): Promise<Record<string, string>[]> {
  return readReadingSheet(await readFile(file), sheetFormatOf(file));
}

export async function writeSheetFile(file: string, content: Buffer): Promise<void> {
  await writeFile(file, content);
}
