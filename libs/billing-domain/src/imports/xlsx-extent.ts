import {
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
} from './sheet-limits';

// A row or cell tag, any namespace prefix; the lookahead keeps <cols>, <col> and <rowBreaks> out.
const TAG = /<(?:\w+:)?(row|c)(?=[\s/>])([^>]*)>/g;
const CELL_CLOSE = /^<\/(?:\w+:)?c>/;

function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/**
 * issue 27 §5: the rows and columns an .xlsx sheet's XML fills, found by walking its row and cell
 * tags before SheetJS builds a cell object for each (a refused 975,000-row sheet cost 600 MB that
 * way). A cell with a value past the row or column limit refuses the file; styled blank cells
 * (`<c r="A9" s="1"/>`) may lie anywhere. Rows and cells without `r` follow the one before, as
 * SheetJS reads them.
 */
export function checkXlsxExtent(sheetXml: string): void {
  let row = 0;
  let column = -1;
  for (const match of sheetXml.matchAll(TAG)) {
    const [tag, name, attributes] = match;
    if (name === 'row') {
      const number = /\br="(\d+)"/.exec(attributes)?.[1];
      row = number === undefined ? row + 1 : Number(number);
      column = -1;
      continue;
    }
    const reference = /\br="([A-Z]+)(\d+)"/.exec(attributes);
    column = reference ? columnIndex(reference[1]) : column + 1;
    if (reference) row = Number(reference[2]);
    const end = (match.index ?? 0) + tag.length;
    if (attributes.endsWith('/') || CELL_CLOSE.test(sheetXml.slice(end, end + 8))) continue;
    if (row > MAX_SHEET_ROWS) throw new SheetTooManyRowsError();
    if (column >= MAX_SHEET_COLUMNS)
      throw new SheetTooManyColumnsError(reference ? `${reference[1]}${reference[2]}` : `#${row}`);
  }
}
