// Tests read the shared sheet fixtures (the web and CLI tests read the same files).
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import {
  decodeSheetText,
  pastedSheetRows,
  sheetFileFormatOf,
  sheetRowsToFix,
  sheetTsv,
  type SheetFileFormat,
} from './sheet-file';
import { readSheetFile } from './read-sheet-file';

const FIXTURES = join(__dirname, '../../test-fixtures/sheets');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

const trimmed = (grid: string[][]) =>
  grid.map((row) => {
    const cells = [...row];
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });

// The sheet every fixture holds, row by row as the spreadsheet numbers them (row 3 is blank).
const SHEET = [
  ['customerNumber', 'name', 'box', 'previousKwh', 'currentKwh', 'newCurrentKwh'],
  ['1000', 'أحمد', '3', '100', '150', '200'],
  [],
  ['1001', 'سامي', '', '200', '0', '150'],
  ['1005', 'زبون مجهول', '9', '0', '0', '10'],
];

describe('the one sheet reader', () => {
  it.each<[string, SheetFileFormat]>([
    ['readings.xlsx', 'xlsx'],
    ['readings.ods', 'ods'],
    ['readings-windows-1256.csv', 'csv'],
    ['readings-utf8-bom.csv', 'csv'],
    ['readings.tsv', 'tsv'],
  ])('reads %s into the rows the spreadsheet shows, Arabic intact', (name, format) => {
    expect(sheetFileFormatOf(name)).toBe(format);
    const grid = trimmed(readSheetFile(fixture(name), format)).slice(0, 5);
    expect(grid).toEqual(SHEET);
  });

  it('tells UTF-8 (with or without a byte-order mark) from Windows-1256', () => {
    expect(decodeSheetText(new Uint8Array([0xef, 0xbb, 0xbf, 0xd8, 0xa7]))).toBe('ا');
    expect(decodeSheetText(new Uint8Array([0xd8, 0xa7]))).toBe('ا');
    expect(decodeSheetText(new Uint8Array([0xc7, 0xe1]))).toBe('ال');
  });

  it('refuses a file it cannot read, in Arabic', () => {
    expect(() => sheetFileFormatOf('readings.pdf')).toThrow(
      'لا يمكن قراءة الملف «readings.pdf»: الصيغ المقبولة xlsx وods وcsv وtsv',
    );
    expect(() => readSheetFile(new TextEncoder().encode('not a zip'), 'xlsx')).toThrow(
      'الملف ليس ملف xlsx صالحاً أو أنه تالف',
    );
    expect(() => readSheetFile(zipSync({ 'a.txt': strToU8('x') }), 'ods')).toThrow('ods');
  });

  it('reads an .ods: repeated cells and rows unrolled, spaces kept, comments and later sheets left out', () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content><office:body><office:spreadsheet>
<table:table table:name="a">
<table:table-row><table:table-cell office:value-type="string"><text:p>أ<text:s text:c="2"/>ب</text:p><office:annotation><text:p>note</text:p></office:annotation></table:table-cell><table:table-cell table:number-columns-repeated="2"/><table:table-cell office:value-type="float" office:value="3420"><text:p>3,420</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>
<table:table-row><table:table-cell table:number-columns-repeated="2" office:value-type="string"><text:p>x &amp; y</text:p><text:p>z</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>
</table:table>
<table:table table:name="b"><table:table-row><table:table-cell office:value-type="string"><text:p>other</text:p></table:table-cell></table:table-row></table:table>
</office:spreadsheet></office:body></office:document-content>`;
    const ods = zipSync({
      mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
      'content.xml': strToU8(content),
    });
    expect(readSheetFile(ods, 'ods')).toEqual([['أ  ب', '', '', '3420'], [], [], ['x & y\nz', 'x & y\nz']]);
  });

  it('reads pasted text: tab-separated as Excel copies it, or the CSV the screen downloads', () => {
    expect(pastedSheetRows('a\tb\n1\t"x, y"\n')).toEqual([['a', 'b'], ['1', 'x, y'], ['']]);
    expect(pastedSheetRows('\uFEFFa,b\r\n1,"x ""y"""\r\n')).toEqual([['a', 'b'], ['1', 'x "y"'], ['']]);
    expect(pastedSheetRows('a;b\n1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('gives the refused and warned rows back as a sheet to fix: the header, the rows as written, the reasons', () => {
    const grid = pastedSheetRows('\nid\tnewCurrentKwh\na1\t5\n\nb2\t=1+1\n');
    expect(
      sheetRowsToFix(grid, [
        { line: 5, reason: 'ليس رقماً' },
        { line: 3, reason: 'أقل من السابقة' },
        { line: 5, reason: 'مكرر' },
      ]),
    ).toEqual([
      ['id', 'newCurrentKwh', 'السبب'],
      ['a1', '5', 'أقل من السابقة'],
      ['b2', '=1+1', 'ليس رقماً · مكرر'],
    ]);
  });

  it('writes a sheet as tab-separated text that reads back row for row, blank rows and quoted cells kept', () => {
    const grid = readSheetFile(fixture('readings.ods'), 'ods');
    const text = sheetTsv([...grid, ['أحمد "أبو علي"', 'سطر\nثانٍ\tو']]);
    expect(trimmed(pastedSheetRows(text))).toEqual(
      trimmed([...grid, ['أحمد "أبو علي"', 'سطر\nثانٍ\tو']]).concat([[]]),
    );
  });
});
