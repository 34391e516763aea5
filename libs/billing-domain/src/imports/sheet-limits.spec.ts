import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readSheetFile } from './read-sheet-file';
import { UnreadableSheetError } from './sheet-file';
import { zipDirectory } from './zip-directory';
import {
  checkSheetFileSize,
  MAX_SHEET_CELLS,
  MAX_SHEET_FILE_BYTES,
  MAX_SHEET_ROWS,
  SheetFileTooLargeError,
  SheetPackageNotSupportedError,
  SheetTooManyCellsError,
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

/** An .ods content.xml of one table (header newCurrentKwh) holding `rows` after its header. */
const odsContent = (rows: string) => `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content><office:body><office:spreadsheet><table:table table:name="a">
<table:table-row><table:table-cell office:value-type="string"><text:p>newCurrentKwh</text:p></table:table-cell></table:table-row>
${rows}
</table:table></office:spreadsheet></office:body></office:document-content>`;
const odsFilled =
  '<table:table-cell office:value-type="float" office:value="7"><text:p>7</text:p></table:table-cell>';

/** 1 KB of .ods whose one filled row repeats over the sheet's 1,048,575 other rows. */
const odsRowBomb = zipSync({
  mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
  'content.xml': strToU8(
    odsContent(`<table:table-row table:number-rows-repeated="1048575">${odsFilled}</table:table-row>`),
  ),
});

/** What reading threw, if anything (speed is the bench's, docs/benchmarks.md, not a test's bound). */
function outcome(read: () => unknown): { error: unknown } {
  try {
    read();
    return { error: undefined };
  } catch (error) {
    return { error };
  }
}

describe('sheets read safely (docs/sheet-files.md)', () => {
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

    it('refuses a small zip whose sheet unpacks past 100 MB before unpacking it', () => {
      const parts = unzipSync(workbookWithSheetXml((xml) => xml));
      parts['xl/worksheets/sheet1.xml'] = new Uint8Array(101 * 1024 * 1024).fill(0x20);
      const bomb = zipSync(parts, { level: 1 });
      expect(bomb.length).toBeLessThan(MAX_SHEET_FILE_BYTES / 50);
      const { error } = outcome(() => readSheetFile(bomb, 'xlsx'));
      expect(error).toBeInstanceOf(SheetUnzipsTooLargeError);
      expect((error as Error).message).toMatch(
        /^الملف المضغوط أكبر من الحد بعد فكّه: 101(\.\d)? ميغابايت والحد الأقصى 100 ميغابايت$/,
      );
    });

    it('unpacks a part no further than the size it declares, whatever its data holds', () => {
      const parts = unzipSync(workbookWithSheetXml((xml) => xml));
      const declared = parts['xl/worksheets/sheet1.xml'].length;
      const padded = new Uint8Array(declared + 100 * 1024 * 1024).fill(0x20);
      padded.set(parts['xl/worksheets/sheet1.xml']);
      parts['xl/worksheets/sheet1.xml'] = padded;
      const lying = zipSync(parts, { level: 1 });
      // Both the central directory and the local header say the sheet unpacks to its XML alone.
      const view = new DataView(lying.buffer);
      const sheet = zipDirectory(lying)?.find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
      view.setUint32((sheet?.localHeaderOffset ?? 0) + 22, declared, true);
      for (let at = 0; at + 4 < lying.length; at += 1)
        if (
          view.getUint32(at, true) === 0x02014b50 &&
          view.getUint32(at + 42, true) === sheet?.localHeaderOffset
        )
          view.setUint32(at + 24, declared, true);
      expect(readSheetFile(lying, 'xlsx')).toEqual([
        ['customerNumber', 'newCurrentKwh'],
        ['1000', '150'],
      ]);
    });

    it('never unpacks the parts it does not read: a 200 MB picture beside the sheet is no bar', () => {
      const parts = unzipSync(workbookWithSheetXml((xml) => xml));
      parts['xl/media/image1.png'] = new Uint8Array(200 * 1024 * 1024);
      parts['xl/worksheets/sheet2.xml'] = new Uint8Array(200 * 1024 * 1024).fill(0x20);
      expect(readSheetFile(zipSync(parts, { level: 1 }), 'xlsx')).toEqual([
        ['customerNumber', 'newCurrentKwh'],
        ['1000', '150'],
      ]);
    });

    it('refuses at once an .ods whose one filled row repeats a million times, before it is unrolled', () => {
      const { error } = outcome(() => readSheetFile(odsRowBomb, 'ods'));
      expect(error).toBeInstanceOf(SheetTooManyRowsError);
    });

    it('reads a zip as what its parts say, not its name: the .ods bomb renamed .xlsx is refused too', () => {
      const withManifest = zipSync({
        ...unzipSync(odsRowBomb),
        'META-INF/manifest.xml': strToU8('<manifest:manifest/>'),
      });
      expect(() => readSheetFile(odsRowBomb, 'xlsx')).toThrow(SheetTooManyRowsError);
      expect(() => readSheetFile(withManifest, 'xlsx')).toThrow(SheetTooManyRowsError);
      const small = zipSync({
        'content.xml': strToU8(odsContent('<table:table-row>' + odsFilled + '</table:table-row>')),
      });
      expect(readSheetFile(small, 'xlsx')).toEqual([['newCurrentKwh'], ['7']]);
    });

    it.each(['./worksheets/sheet1.xml', '../xl/worksheets/sheet1.xml', '/xl/worksheets/sheet1.xml'])(
      'finds the first sheet at a relationship target written %s, and checks it',
      (target) => {
        const retarget = (bytes: Uint8Array) => {
          const parts = unzipSync(bytes);
          parts['xl/_rels/workbook.xml.rels'] = strToU8(
            strFromU8(parts['xl/_rels/workbook.xml.rels']).replace(
              'Target="worksheets/sheet1.xml"',
              `Target="${target}"`,
            ),
          );
          return zipSync(parts);
        };
        expect(readSheetFile(retarget(workbookWithSheetXml((xml) => xml)), 'xlsx')).toEqual([
          ['customerNumber', 'newCurrentKwh'],
          ['1000', '150'],
        ]);
        const corner = retarget(workbookWithSheetXml(withCell('XFD1048576')));
        expect(() => readSheetFile(corner, 'xlsx')).toThrow(SheetTooManyRowsError);
      },
    );

    it('refuses a workbook whose first sheet cannot be found', () => {
      const parts = unzipSync(workbookWithSheetXml((xml) => xml));
      delete parts['xl/worksheets/sheet1.xml'];
      expect(() => readSheetFile(zipSync(parts), 'xlsx')).toThrow(UnreadableSheetError);
    });

    it('refuses an .xlsb renamed .xlsx, and other zips, in one Arabic line', () => {
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['customerNumber'], ['1000']]), 'a');
      const xlsb = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsb' }));
      const { error } = outcome(() => readSheetFile(xlsb, 'xlsx'));
      expect(error).toBeInstanceOf(SheetPackageNotSupportedError);
      expect((error as Error).message).toBe(
        'لا يمكن قراءة هذا الملف: محتواه ليس ملف xlsx ولا ods (ربما xlsb أو Numbers)، احفظه من برنامج الجداول بصيغة xlsx أو ods',
      );
      expect(() => readSheetFile(zipSync({ 'a.txt': strToU8('hello') }), 'ods')).toThrow(
        SheetPackageNotSupportedError,
      );
    });

    it('refuses an .ods row of 100 filled columns repeated 50,000 times: 5 million cells, before unrolling', () => {
      const wide = `<table:table-row table:number-rows-repeated="50000">${odsFilled.replace('<table:table-cell', '<table:table-cell table:number-columns-repeated="100"')}</table:table-row>`;
      const ods = zipSync({ 'content.xml': strToU8(odsContent(wide)) });
      const { error } = outcome(() => readSheetFile(ods, 'ods'));
      expect(error).toBeInstanceOf(SheetTooManyCellsError);
      expect((error as Error).message).toBe(
        `الملف أكبر من الحد: فيه أكثر من ${MAX_SHEET_CELLS} خلية فيها بيانات، احذف الأعمدة الزائدة أو قسّمه إلى أكثر من ملف`,
      );
    });

    it('reads only the first table of an .ods: a long second sheet is neither counted nor unrolled', () => {
      const first = `<table:table-row>${odsFilled}</table:table-row>`;
      const second = `</table:table><table:table table:name="b"><table:table-row table:number-rows-repeated="1048575">${odsFilled}</table:table-row>`;
      const ods = zipSync({ 'content.xml': strToU8(odsContent(first + second)) });
      expect(readSheetFile(ods, 'ods')).toEqual([['newCurrentKwh'], ['7']]);
    });
  });

  describe('a real sheet at the limits is read whole', () => {
    // 50,000 customers of a dozen columns, Arabic names and addresses, as LibreOffice or Excel save them.
    const realistic = () =>
      XLSX.utils.aoa_to_sheet([
        [
          'رقم المشترك',
          'الاسم',
          'العنوان',
          'الهاتف',
          'العلبة',
          'الأمبير',
          'العداد',
          'القراءة السابقة',
          'القراءة الحالية',
          'السعر',
          'المدفوع',
          'ملاحظات',
        ],
        ...Array.from({ length: 50_000 }, (_, i) => [
          1000 + i,
          `محمد علي حسن ${i}`,
          `شارع الجامعة بناية ${i % 300}`,
          `0370${String(i).padStart(4, '0')}`,
          `ع${i % 90}`,
          5 + (i % 10),
          100000 + i,
          12000 + i,
          12150 + i,
          0.45,
          67.5,
          `مشترك منذ سنة ${2000 + (i % 25)}`,
        ]),
      ]);

    it.each(['xlsx', 'ods'] as const)('reads 50,000 rows of 12 Arabic columns from an .%s', (bookType) => {
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, realistic(), 'المشتركون');
      const bytes = new Uint8Array(XLSX.write(workbook, { type: 'array', bookType, compression: true }));
      const grid = readSheetFile(bytes, bookType);
      expect(grid).toHaveLength(50_001);
      expect(grid[50_000]).toEqual([
        '50999',
        'محمد علي حسن 49999',
        'شارع الجامعة بناية 199',
        '037049999',
        'ع49',
        '14',
        '149999',
        '61999',
        '62149',
        '0.45',
        '67.5',
        'مشترك منذ سنة 2024',
      ]);
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

    it('stops parsing at the limit: a 24 MB CSV of 900,000 lines is refused for its rows', () => {
      const line = '1234567,100,name\n';
      const text = new TextEncoder().encode(line.repeat(Math.floor((24 * 1024 * 1024) / line.length)));
      const { error } = outcome(() => readSheetFile(text, 'csv'));
      expect(error).toBeInstanceOf(SheetTooManyRowsError);
    });
  });
});
