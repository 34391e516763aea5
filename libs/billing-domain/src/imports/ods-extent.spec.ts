import { checkOdsExtent } from './ods-extent';
import { SheetTooManyColumnsError, SheetTooManyRowsError } from './sheet-limits';

const table = (rows: string) =>
  `<office:spreadsheet><table:table table:name="a">${rows}</table:table></office:spreadsheet>`;
const filled = (attributes = '') =>
  `<table:table-cell office:value-type="float" office:value="7"${attributes}><text:p>7</text:p></table:table-cell>`;

describe('the extent of an .ods, walked before it is unrolled (issue 27 §5)', () => {
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
});
