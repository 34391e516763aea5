import { InvalidInputError } from '../errors/invalid-input.error';
import { MAX_IMPORT_ROWS } from './tabular-import';

/**
 * issue 27 §5 Sheets read safely: the bounds a sheet file is held to before it is read whole, the
 * same in the web, the API and the CLI. A file past them is refused at once, so a hostile or odd
 * file costs a few milliseconds and no memory rather than minutes and gigabytes.
 */

/** One import takes 50,000 rows (MAX_IMPORT_ROWS); a sheet has its header row above them. */
export const MAX_SHEET_ROWS = MAX_IMPORT_ROWS + 1;

/**
 * The largest file a 50,000-row sheet can reasonably be: 500 bytes a row is a dozen columns of
 * Arabic text (two bytes a letter), over twice the readings sheet's widest row. The 30 MB
 * CSV is past it; a zipped workbook of the same rows is several times smaller.
 */
export const MAX_SHEET_FILE_BYTES = 25 * 1024 * 1024;

/**
 * What a workbook's parts may hold once unzipped: XML spends about 1 KB on a row of a dozen cells
 * (more in .ods), so 50 MB holds 50,000 such rows and bounds what the reader allocates; a small zip
 * that unpacks to gigabytes is refused before it is unpacked.
 */
export const MAX_SHEET_UNZIPPED_BYTES = 50 * 1024 * 1024;

/** Our sheets have about a dozen columns; a cell past the 100th is a stray, not data to import. */
export const MAX_SHEET_COLUMNS = 100;

/** 26,214,400 bytes is '25', 26,600,000 is '25.4': a refusal never shows a size equal to the limit. */
const megabytes = (bytes: number) =>
  (Math.ceil((bytes * 10) / (1024 * 1024)) / 10).toFixed(1).replace(/\.0$/, '');

export class SheetFileTooLargeError extends InvalidInputError {
  constructor(bytes: number) {
    super(
      `الملف أكبر من الحد: حجمه ${megabytes(bytes)} ميغابايت والحد الأقصى ${megabytes(MAX_SHEET_FILE_BYTES)} ميغابايت`,
      'SHEET_FILE_TOO_LARGE',
    );
  }
}

export class SheetUnzipsTooLargeError extends InvalidInputError {
  constructor(bytes: number) {
    super(
      `الملف المضغوط أكبر من الحد بعد فكّه: ${megabytes(bytes)} ميغابايت والحد الأقصى ${megabytes(MAX_SHEET_UNZIPPED_BYTES)} ميغابايت`,
      'SHEET_UNZIPS_TOO_LARGE',
    );
  }
}

export class SheetTooManyRowsError extends InvalidInputError {
  constructor() {
    super(
      `الملف أطول من الحد: الحد الأقصى ${MAX_IMPORT_ROWS} صف بعد سطر العناوين، قسّمه إلى أكثر من ملف`,
      'SHEET_TOO_MANY_ROWS',
    );
  }
}

export class SheetTooManyColumnsError extends InvalidInputError {
  constructor(cell: string) {
    super(
      `في الملف بيانات في الخلية ${cell}: الحد الأقصى ${MAX_SHEET_COLUMNS} عمود، احذف ما بعده`,
      'SHEET_TOO_MANY_COLUMNS',
    );
  }
}

/** A file's size, known before its bytes are read (a chosen file, a file on disk), or the refusal. */
export function checkSheetFileSize(bytes: number): void {
  if (bytes > MAX_SHEET_FILE_BYTES) throw new SheetFileTooLargeError(bytes);
}
