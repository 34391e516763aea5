import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readSheetFile } from './read-sheet-file';
import {
  checkSheetFileSize,
  MAX_SHEET_FILE_BYTES,
  MAX_SHEET_ROWS,
  SheetFileTooLargeError,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
  SheetUnzipsTooLargeError,
} from './sheet-limits';

/** An .xlsx of the header and one row, its sheet XML then changed as a hostile or odd writer would. */
function workbookWithSheetXml(change: (xml: string) => string): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([
      ['customerNumber', 'newCurrentKwh'],
      ['1000', '150'],
    ]),
    'a',
  );
  const parts = unzipSync(new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' })));
  parts['xl/worksheets/sheet1.xml'] = strToU8(change(strFromU8(parts['xl/worksheets/sheet1.xml'])));
  return zipSync(parts, { level: 6 });
}

const withDimension = (ref: string) => (xml: string) =>
  xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`);

/** Rows 3 to `last` of numbers, as XML (row 2 is the workbook's own). */
const rowsXml = (last: number) =>
  Array.from(
    { length: last - 2 },
    (_, i) => `<row r="${i + 3}"><c r="A${i + 3}"><v>${i + 1001}</v></c><c r="B${i + 3}"><v>7</v></c></row>`,
  ).join('');

const withRows = (last: number) => (xml: string) =>
  xml.replace('</sheetData>', `${rowsXml(last)}</sheetData>`);

const withCell = (ref: string) => (xml: string) =>
  xml.replace(
    '</sheetData>',
    `<row r="${ref.replace(/^[A-Z]+/, '')}"><c r="${ref}" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`,
  );

/** Milliseconds a reading took, and what it threw. */
/** What reading threw, if anything (speed is the bench's and the README's, not a test's bound). */
function outcome(read: () => unknown): { error: unknown } {
  try {
    read();
    return { error: undefined };
  } catch (error) {
    return { error };
  }
}

describe('sheets read safely (issue 27 §5)', () => {
  describe('a workbook is the cells it holds, not what its <dimension> claims', () => {
    it('reads all 1,510 rows of a sheet whose stale dimension says A1:K10', () => {
      const stale = workbookWithSheetXml((xml) => withDimension('A1:K10')(withRows(1511)(xml)));
      const grid = readSheetFile(stale, 'xlsx');
      expect(grid).toHaveLength(1511);
      expect(grid[1510]).toEqual(['2509', '7']);
    });

    it('reads the two rows a tiny sheet holds when its dimension claims A1:XFD1048576', () => {
      const claim = workbookWithSheetXml(withDimension('A1:XFD1048576'));
      const { error } = outcome(() =>
        expect(readSheetFile(claim, 'xlsx')).toEqual([
          ['customerNumber', 'newCurrentKwh'],
          ['1000', '150'],
        ]),
      );
      expect(error).toBeUndefined();
    });

    it('refuses at once a tiny sheet with one cell at XFD1048576, naming the row limit', () => {
      const corner = workbookWithSheetXml((xml) =>
        withDimension('A1:XFD1048576')(withCell('XFD1048576')(xml)),
      );
      const { error } = outcome(() => readSheetFile(corner, 'xlsx'));
      expect(error).toBeInstanceOf(SheetTooManyRowsError);
      expect((error as Error).message).toBe(
        'الملف أطول من الحد: الحد الأقصى 50000 صف بعد سطر العناوين، قسّمه إلى أكثر من ملف',
      );
    });

    it('refuses a cell past the 100th column, naming it', () => {
      const wide = workbookWithSheetXml(withCell('XFD2'));
      expect(() => readSheetFile(wide, 'xlsx')).toThrow(SheetTooManyColumnsError);
      expect(() => readSheetFile(wide, 'xlsx')).toThrow(
        'في الملف بيانات في الخلية XFD2: الحد الأقصى 100 عمود، احذف ما بعده',
      );
    });

    it('takes a header and 50,000 rows, and refuses one row more whatever the dimension says', () => {
      expect(readSheetFile(workbookWithSheetXml(withRows(MAX_SHEET_ROWS)), 'xlsx')).toHaveLength(50_001);
      const longer = workbookWithSheetXml((xml) => withDimension('A1:B2')(withRows(MAX_SHEET_ROWS + 1)(xml)));
      expect(() => readSheetFile(longer, 'xlsx')).toThrow(SheetTooManyRowsError);
    });

    it('refuses a small zip whose parts unpack past 50 MB before unpacking them', () => {
      const bomb = zipSync(
        { 'xl/worksheets/sheet1.xml': new Uint8Array(51 * 1024 * 1024).fill(0x20) },
        { level: 1 },
      );
      expect(bomb.length).toBeLessThan(MAX_SHEET_FILE_BYTES / 100);
      const { error } = outcome(() => readSheetFile(bomb, 'xlsx'));
      expect(error).toBeInstanceOf(SheetUnzipsTooLargeError);
      expect((error as Error).message).toBe(
        'الملف المضغوط أكبر من الحد بعد فكّه: 51 ميغابايت والحد الأقصى 50 ميغابايت',
      );
    });

    it('refuses at once an .ods whose one filled row repeats a million times, before it is unrolled', () => {
      const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content><office:body><office:spreadsheet><table:table table:name="a">
<table:table-row><table:table-cell office:value-type="string"><text:p>newCurrentKwh</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="1048575"><table:table-cell office:value-type="float" office:value="7"><text:p>7</text:p></table:table-cell></table:table-row>
</table:table></office:spreadsheet></office:body></office:document-content>`;
      const ods = zipSync({
        mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
        'content.xml': strToU8(content),
      });
      const { error } = outcome(() => readSheetFile(ods, 'ods'));
      expect(error).toBeInstanceOf(SheetTooManyRowsError);
    });
  });

  describe('a text sheet', () => {
    const csv = (rows: number, after = '') =>
      new TextEncoder().encode(
        `customerNumber,newCurrentKwh\n${Array.from({ length: rows }, (_, i) => `${i},7`).join('\n')}\n${after}`,
      );

    it('refuses a 30 MB CSV by its size before reading a byte of it, naming the limit', () => {
      const thirtyMegabytes = new Uint8Array(30 * 1024 * 1024).fill(0x2c);
      const { error } = outcome(() => readSheetFile(thirtyMegabytes, 'csv'));
      expect(error).toBeInstanceOf(SheetFileTooLargeError);
      expect((error as Error).message).toBe('الملف أكبر من الحد: حجمه 30 ميغابايت والحد الأقصى 25 ميغابايت');
      expect(() => checkSheetFileSize(30 * 1024 * 1024)).toThrow(SheetFileTooLargeError);
      expect(() => checkSheetFileSize(MAX_SHEET_FILE_BYTES)).not.toThrow();
      expect(() => checkSheetFileSize(MAX_SHEET_FILE_BYTES + 1)).toThrow('حجمه 25.1 ميغابايت');
    });

    it('takes a header and 50,000 rows, blank lines after them too, and refuses one row more', () => {
      expect(readSheetFile(csv(50_000, '\n,,\n\n'), 'csv').length).toBeGreaterThanOrEqual(50_001);
      expect(() => readSheetFile(csv(50_001), 'csv')).toThrow(SheetTooManyRowsError);
      expect(() => readSheetFile(csv(50_000, '\n\n\n1,2\n'), 'tsv')).toThrow(SheetTooManyRowsError);
    });

    it('stops parsing at the limit: a 24 MB CSV of 900,000 lines is refused in well under a second', () => {
      const line = '1234567,100,name\n';
      const text = new TextEncoder().encode(line.repeat(Math.floor((24 * 1024 * 1024) / line.length)));
      const { error } = outcome(() => readSheetFile(text, 'csv'));
      expect(error).toBeInstanceOf(SheetTooManyRowsError);
    });
  });
});
