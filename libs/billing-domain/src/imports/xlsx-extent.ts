import {
  MAX_SHEET_CELLS,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SheetTooManyCellsError,
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
 * docs/sheet-files.md: the rows and columns an .xlsx sheet's XML fills, found by walking its row and cell
 * tags before SheetJS builds a cell object for each (a refused 975,000-row sheet cost 600 MB that
 * way). A cell with a value past the row or column limit refuses the file, and so do more cells with
 * a value than MAX_SHEET_CELLS; styled blank cells (`<c r="A9" s="1"/>`) may lie anywhere. Rows and
 * cells without `r` follow the one before, as SheetJS reads them. SheetJS places a cell by its own
 * `r` but stops reading at its row tag's number (`sheetRows`), so both are held to the row limit:
 * no cell is dropped unseen.
 */
export function checkXlsxExtent(sheetXml: string): void {
  let rowTag = 0;
  let row = 0;
  let column = -1;
  let cells = 0;
  for (const match of sheetXml.matchAll(TAG)) {
    const [tag, name, attributes] = match;
    if (name === 'row') {
      const number = /\br="(\d+)"/.exec(attributes)?.[1];
      rowTag = number === undefined ? rowTag + 1 : Number(number);
      row = rowTag;
      column = -1;
      continue;
    }
    const reference = /\br="([A-Z]+)(\d+)"/.exec(attributes);
    column = reference ? columnIndex(reference[1]) : column + 1;
    if (reference) row = Number(reference[2]);
    const end = (match.index ?? 0) + tag.length;
    if (attributes.endsWith('/') || CELL_CLOSE.test(sheetXml.slice(end, end + 8))) continue;
    if (Math.max(row, rowTag) > MAX_SHEET_ROWS) throw new SheetTooManyRowsError();
    if (column >= MAX_SHEET_COLUMNS)
      throw new SheetTooManyColumnsError(reference ? `${reference[1]}${reference[2]}` : `#${row}`);
    cells += 1;
    if (cells > MAX_SHEET_CELLS) throw new SheetTooManyCellsError();
  }
}
