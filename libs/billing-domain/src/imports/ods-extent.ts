import {
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
} from './sheet-limits';

// A tag of a table, row or cell, opening, closing or self-closed (the lookahead keeps table-rows apart).
const TAG = /<(\/?)table:(table|table-row|table-cell|covered-table-cell)(?=[\s/>])[^>]*>/g;

/** The sheet's column letters of a 0-based column (0 → A, 16383 → XFD). */
function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const repeated = (tag: string, name: string) =>
  Number(new RegExp(`table:number-${name}-repeated="(\\d+)"`).exec(tag)?.[1] ?? 1);

/**
 * issue 27 §5: an .ods says "this row, a million times" in a few bytes, and SheetJS unrolls every
 * repeat of a filled cell (a cell at B2 repeated over 1,048,575 rows and 16,384 columns is 17 billion
 * cells from a 1 KB file). The tables' extent is walked here first, repeats counted, not unrolled:
 * a filled cell past the row or column limit refuses the file. Blank cells (written self-closed,
 * without a value) may repeat to the sheet's edge, as LibreOffice writes them.
 */
export function checkOdsExtent(content: string): void {
  let row = 0;
  let rows = 1;
  let column = 0;
  for (const [tag, closing, name] of content.matchAll(TAG)) {
    const selfClosing = tag.endsWith('/>');
    if (name === 'table') {
      row = 0;
    } else if (name === 'table-row') {
      if (closing) row += rows;
      else {
        rows = repeated(tag, 'rows');
        column = 0;
        if (selfClosing) row += rows;
      }
    } else if (!closing) {
      const columns = repeated(tag, 'columns');
      if (!selfClosing || tag.includes('office:value-type=')) {
        if (column + columns > MAX_SHEET_COLUMNS)
          throw new SheetTooManyColumnsError(`${columnLetters(column + columns - 1)}${row + 1}`);
        if (row + rows > MAX_SHEET_ROWS) throw new SheetTooManyRowsError();
      }
      column += columns;
    }
  }
}
