import { InvalidInputError } from '../errors/invalid-input.error';
import { MAX_IMPORT_ROWS } from './tabular-import';

/**
 * docs/sheet-files.md Sheets read safely: the bounds a sheet file is held to before it is read whole, the
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
 * What the parts of a workbook that are read may unpack to, together: the workbook, its first sheet's
 * XML and shared strings for an .xlsx; content.xml (cut after its first table), styles and manifest
 * for an .ods. Other sheets, pictures and the rest are never unpacked, whatever their size. Measured:
 * LibreOffice writes 50,000 rows of a dozen Arabic columns as 84 MB of content.xml (47 MB of sheet and
 * shared strings as .xlsx). The bound is also the memory a refused file may cost: 100 MB of XML is
 * decoded at two bytes a character before it is walked (the CLI peaks at 441 MB, under the issue's
 * 500 MB), and a small zip that unpacks to gigabytes is refused before it is unpacked.
 */
export const MAX_SHEET_UNZIPPED_BYTES = 100 * 1024 * 1024;

/** Our sheets have about a dozen columns; a cell past the 100th is a stray, not data to import. */
export const MAX_SHEET_COLUMNS = 100;

/**
 * The cells with a value a sheet may hold, counted before SheetJS builds an object for each (an .ods
 * repeat unrolls to as many): 25 full columns of 50,001 rows, twice our widest real sheet. Each cell
 * costs SheetJS a few hundred bytes, so 1.25 million stay within a few hundred MB, while a row of 100
 * filled columns repeated 50,000 times (5 million cells, gigabytes) is refused.
 */
export const MAX_SHEET_CELLS = 25 * MAX_SHEET_ROWS;

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

export class SheetTooManyCellsError extends InvalidInputError {
  constructor() {
    super(
      `الملف أكبر من الحد: فيه أكثر من ${MAX_SHEET_CELLS} خلية فيها بيانات، احذف الأعمدة الزائدة أو قسّمه إلى أكثر من ملف`,
      'SHEET_TOO_MANY_CELLS',
    );
  }
}

/** A zip that SheetJS would read as a format we cannot check first (.xlsb, Numbers) or not at all. */
export class SheetPackageNotSupportedError extends InvalidInputError {
  constructor() {
    super(
      'لا يمكن قراءة هذا الملف: محتواه ليس ملف xlsx ولا ods (ربما xlsb أو Numbers)، احفظه من برنامج الجداول بصيغة xlsx أو ods',
      'SHEET_PACKAGE_NOT_SUPPORTED',
    );
  }
}

/** A file's size, known before its bytes are read (a chosen file, a file on disk), or the refusal. */
export function checkSheetFileSize(bytes: number): void {
  if (bytes > MAX_SHEET_FILE_BYTES) throw new SheetFileTooLargeError(bytes);
}
