import {
  MAX_SHEET_CELLS,
  SheetTooManyCellsError,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
} from './sheet-limits';
import { checkXlsxExtent } from './xlsx-extent';

const sheet = (rows: string) =>
  `<worksheet><dimension ref="A1:B2"/><cols><col min="1" max="16384"/></cols><sheetData>${rows}</sheetData><rowBreaks count="0"/></worksheet>`;

describe('the extent of an .xlsx sheet, walked before SheetJS reads it (docs/sheet-files.md)', () => {
  it('takes values down to row 50,001 and in the first 100 columns', () => {
    expect(() => checkXlsxExtent(sheet('<row r="50001"><c r="CV50001"><v>7</v></c></row>'))).not.toThrow();
  });

  it('refuses a value past row 50,001, whatever the dimension says', () => {
    expect(() => checkXlsxExtent(sheet('<row r="50002"><c r="A50002"><v>7</v></c></row>'))).toThrow(
      SheetTooManyRowsError,
    );
  });

  it('refuses a value past the 100th column, naming its cell', () => {
    expect(() =>
      checkXlsxExtent(sheet('<row r="2"><c r="XFD2" t="inlineStr"><is><t>x</t></is></c></row>')),
    ).toThrow(new SheetTooManyColumnsError('XFD2'));
  });

  it('lets styled blank cells lie anywhere, as a formatted range leaves them', () => {
    expect(() =>
      checkXlsxExtent(sheet('<row r="1048576"><c r="XFD1048576" s="1"/><c r="A1048576" s="2"></c></row>')),
    ).not.toThrow();
  });

  it('counts rows and cells written without r, and prefixed tags, as SheetJS reads them', () => {
    const rows = Array.from({ length: 50_002 }, () => '<x:row><x:c><x:v>1</x:v></x:c></x:row>').join('');
    expect(() => checkXlsxExtent(sheet(rows))).toThrow(SheetTooManyRowsError);
  });

  it('holds a cell to its row tag too, where SheetJS stops reading rows', () => {
    expect(() => checkXlsxExtent(sheet('<row r="60000"><c r="A2"><v>7</v></c></row>'))).toThrow(
      SheetTooManyRowsError,
    );
  });

  it('refuses more cells with a value than the cell limit', () => {
    const cells = (count: number) =>
      '<row r="2">' +
      '<c><v>1</v></c>'.repeat(1) +
      '</row>' +
      `<row r="3">${'<c r="A3"><v>1</v></c>'.repeat(count - 1)}</row>`;
    expect(() => checkXlsxExtent(sheet(cells(MAX_SHEET_CELLS)))).not.toThrow();
    expect(() => checkXlsxExtent(sheet(cells(MAX_SHEET_CELLS + 1)))).toThrow(SheetTooManyCellsError);
  });
});
