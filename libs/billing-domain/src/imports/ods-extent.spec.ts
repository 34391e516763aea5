import { checkOdsExtent, firstOdsTableEnd, withoutOdsComments } from './ods-extent';
import { UnreadableSheetError } from './sheet-file';
import {
  MAX_SHEET_ROWS,
  SheetTooManyCellsError,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
} from './sheet-limits';

const table = (rows: string) =>
  `<office:spreadsheet><table:table table:name="a">${rows}</table:table></office:spreadsheet>`;
const filled = (attributes = '') =>
  `<table:table-cell office:value-type="float" office:value="7"${attributes}><text:p>7</text:p></table:table-cell>`;

describe('the extent of an .ods, walked before it is unrolled (docs/sheet-files.md)', () => {
  it('lets blank rows and cells repeat to the edge of the sheet, as LibreOffice writes them', () => {
    const blankToTheEdge = table(
      `<table:table-row>${filled()}<table:table-cell table:number-columns-repeated="16383"/></table:table-row>` +
        '<table:table-row table:number-rows-repeated="1048575"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>',
    );
    expect(() => checkOdsExtent(blankToTheEdge)).not.toThrow();
  });

  it('takes a filled row repeated down to row 50,001, and refuses one repeat more', () => {
    const down = (times: number) =>
      table(
        `<table:table-row>${filled()}</table:table-row><table:table-row table:number-rows-repeated="${times}">${filled()}</table:table-row>`,
      );
    expect(() => checkOdsExtent(down(50_000))).not.toThrow();
    expect(() => checkOdsExtent(down(50_001))).toThrow(SheetTooManyRowsError);
    expect(() => checkOdsExtent(down(1_048_575))).toThrow(SheetTooManyRowsError);
  });

  it('refuses a filled cell repeated past the 100th column, naming the last cell', () => {
    const across = table(
      `<table:table-row>${filled(' table:number-columns-repeated="16384"')}</table:table-row>`,
    );
    expect(() => checkOdsExtent(across)).toThrow(SheetTooManyColumnsError);
    expect(() => checkOdsExtent(across)).toThrow('في الملف بيانات في الخلية XFD1');
  });

  it('counts the rows of every table from the top of that table', () => {
    const half = `<table:table-row table:number-rows-repeated="30000">${filled()}</table:table-row>`;
    expect(() => checkOdsExtent(table(half) + table(half))).not.toThrow();
  });

  it('reads repeats as SheetJS does: any prefix, no prefix, a suffixed name, any case, 1e6', () => {
    const bombs = [
      `<t:table-row t:number-rows-repeated="1048575">${filled()}</t:table-row>`,
      `<table-row number-rows-repeated="1048575">${filled()}</table-row>`,
      `<table:table-row_x TABLE:NUMBER-ROWS-REPEATED="1048575">${filled()}</table:table-row_x>`,
      `<table:table-row table:number-rows-repeated="1e6">${filled()}</table:table-row>`,
      `<table:table-row><x:数据 x:number-columns-repeated="200"><text:p>7</text:p></x:数据></table:table-row>`,
    ];
    expect(() => checkOdsExtent(table(bombs[0]))).toThrow(SheetTooManyRowsError);
    expect(() => checkOdsExtent(table(bombs[1]))).toThrow(SheetTooManyRowsError);
    expect(() => checkOdsExtent(table(bombs[2]))).toThrow(SheetTooManyRowsError);
    expect(() => checkOdsExtent(table(bombs[3]))).toThrow(SheetTooManyRowsError);
    expect(() => checkOdsExtent(table(bombs[4]))).toThrow(SheetTooManyColumnsError);
  });

  it('counts a stray closing cell tag as SheetJS keeps it: the last cell again, repeats and all', () => {
    const stray = (times: number) =>
      table(
        `<table:table-row table:number-rows-repeated="50000">${filled(' table:number-columns-repeated="20"')}${'</table:table-cell>'.repeat(times)}</table:table-row>`,
      );
    expect(() => checkOdsExtent(stray(0))).not.toThrow();
    expect(() => checkOdsExtent(stray(1))).toThrow(SheetTooManyCellsError);
  });

  it('takes 50,001 rows of 25 filled columns, and refuses the cells of one column more', () => {
    const rows = (columns: number) =>
      table(
        `<table:table-row table:number-rows-repeated="${MAX_SHEET_ROWS - 1}">${filled(` table:number-columns-repeated="${columns}"`)}</table:table-row>`,
      );
    expect(() => checkOdsExtent(rows(25))).not.toThrow();
    expect(() => checkOdsExtent(rows(26))).toThrow(SheetTooManyCellsError);
  });

  it('gives SheetJS the first table only, comments taken out as SheetJS takes them out', () => {
    const odsText = (xml: string) =>
      new TextDecoder().decode(withoutOdsComments(new TextEncoder().encode(xml)));
    const second = `<table:table table:name="b"><table:table-row table:number-rows-repeated="1048575">${filled()}</table:table-row></table:table>`;
    const first = `<office:spreadsheet><table:table table:name="a"><table:table-row>${filled()}</table:table-row></table:table>`;
    const content = odsText(
      first.replace('<table:table-row>', '<!-- </table:table> --><table:table-row>') + second,
    );
    expect(content.slice(0, firstOdsTableEnd(content))).toBe(first);
    const joined = odsText(
      table(`<table:table-row<!-- x --> table:number-rows-repeated="1048575">${filled()}</table:table-row>`),
    );
    expect(() => checkOdsExtent(joined)).toThrow(SheetTooManyRowsError);
    expect(() => odsText('<?xml version="1.0"?><!DOCTYPE x>' + table(''))).toThrow(UnreadableSheetError);
  });
});
