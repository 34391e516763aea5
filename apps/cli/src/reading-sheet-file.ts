import { type FileHandle, open, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { xlsxWorkbook } from '@kahraba/api';
import {
  checkSheetFileSize,
  csvText,
  type LineReason,
  READING_SHEET_COLUMNS,
  type ReadingExportRow,
  type ReadingSheet,
  readingSheetCsv,
  readingSheetOf,
  readingSheetRow,
  readingSheetTsv,
  sheetFileFormatOf,
  type SheetGrid,
  sheetRowsToFix,
  UnknownSheetFormatError,
} from '@kahraba/billing-domain';
import type * as SheetFiles from '@kahraba/billing-domain/sheet-files';
import { UsageError } from './usage-error';

/** The formats the CLI writes; it reads these and .ods through the one sheet reader of the domain. */
export type SheetFormat = 'tsv' | 'csv' | 'xlsx';
export const SHEET_FORMATS: readonly SheetFormat[] = ['tsv', 'csv', 'xlsx'];

/** The format a file to write says (.tsv/.txt, .csv, .xlsx); anything else is bad usage, said in Arabic. */
export function sheetFormatOf(file: string): SheetFormat {
  const extension = extname(file).toLowerCase();
  if (extension === '.tsv' || extension === '.txt') return 'tsv';
  if (extension === '.csv') return 'csv';
  if (extension === '.xlsx') return 'xlsx';
  throw new UsageError(
    `لا يمكن الكتابة في «${file}»: الصيغ المتاحة للتصدير tsv وcsv وxlsx`,
    'UNKNOWN_SHEET_FORMAT',
  );
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
      rows: rows.map(readingSheetRow),
    },
  ]);
}

/**
 * A sheet file's bytes (.xlsx, .ods, .csv in UTF-8 or Windows-1256, .tsv; docs/sheet-files.md) through the
 * same reader as the web: the readings keyed by the header and the row number the spreadsheet shows
 * for each. A header without the reading column, an empty sheet or an unreadable workbook is refused
 * with its Arabic reason.
 */
export function readReadingSheet(content: Uint8Array, fileName: string): ReadingSheet {
  return readingSheetOf(readSheetBytes(content, sheetFileFormatOf(fileName)));
}

/**
 * The one sheet reader, loaded when a sheet is read: SheetJS is a tenth of every command's start
 * (docs/developer-guide.md#tests), and most commands read none. A dynamic import() would not run under jest.
 */
function readSheetBytes(...args: Parameters<typeof SheetFiles.readSheetFile>): SheetGrid {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { readSheetFile } = require('@kahraba/billing-domain/sheet-files') as typeof SheetFiles;
  return readSheetFile(...args);
}

/** The sheet a file holds, with its rows as read (for giving refused rows back to fix). */
export interface ReadingSheetFile {
  readonly sheet: ReadingSheet;
  readonly grid: SheetGrid;
}

/** A failure to open or read a file as one Arabic line (missing, a folder, not allowed); others as they are. */
function fileError(file: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new UsageError(`الملف «${file}» غير موجود`, 'FILE_NOT_FOUND');
  if (code === 'EISDIR') return new UsageError(`«${file}» مجلد وليس ملفاً`, 'FILE_NOT_FOUND');
  if (code === 'EACCES' || code === 'EPERM')
    return new UsageError(`لا يُسمح بقراءة الملف «${file}»`, 'FILE_NOT_READABLE');
  return error;
}

/**
 * The file's bytes, or one Arabic line saying why not (missing, a folder, not allowed). docs/sheet-files.md:
 * a file past the sheet size limit is refused by its size on disk, before it is read into memory.
 */
async function readInputFile(file: string): Promise<Buffer> {
  try {
    sheetFileFormatOf(file);
  } catch (error) {
    if (error instanceof UnknownSheetFormatError) throw new UsageError(error.message, error.code);
    throw error;
  }
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw fileError(file, error);
  }
  try {
    const stats = await handle.stat();
    if (stats.isDirectory()) throw new UsageError(`«${file}» مجلد وليس ملفاً`, 'FILE_NOT_FOUND');
    checkSheetFileSize(stats.size);
    return await handle.readFile();
  } catch (error) {
    throw fileError(file, error);
  } finally {
    await handle.close();
  }
}

export async function readSheetFile(file: string): Promise<ReadingSheetFile> {
  const grid = readSheetBytes(await readInputFile(file), sheetFileFormatOf(file));
  return { sheet: readingSheetOf(grid), grid };
}

/**
 * The refused and warned rows (docs/business-rules.md#the-readings-workflow), as written, with their reasons:
 * a CSV to fix and import again.
 */
export function rowsToFixCsv(grid: SheetGrid, reasons: readonly LineReason[]): Buffer {
  return Buffer.from(csvText(sheetRowsToFix(grid, reasons)), 'utf8');
}

export async function writeSheetFile(file: string, content: Buffer): Promise<void> {
  await writeFile(file, content);
}
