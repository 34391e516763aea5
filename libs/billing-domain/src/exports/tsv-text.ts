import { safeSpreadsheetCell, type SheetCell } from './spreadsheet-cell';

// What ends a cell or a row when a spreadsheet reads tab-separated text.
const BREAKS = /[\t\r\n]+/g;
const BREAKS_AT_THE_ENDS = /^[\t\r\n]+|[\t\r\n]+$/g;

/**
 * docs/copies-stay-data.md Copies stay data: one cell of tab-separated text (the clipboard, a .tsv file), on one
 * line and data. The breaks go first, or the value would spill into the next cell or row: at the
 * ends of the value they are dropped, inside it each run of them becomes one space. Then the
 * spreadsheet-cell rule of the downloads (safeSpreadsheetCell) runs on what is left, so a formula the
 * cleaning uncovered is text too: `\n=HYPERLINK(…)` → `'=HYPERLINK(…)`, `\t=2+2` → `'=2+2`, while
 * `-5` stays the number -5. A cell beginning with a quote is quoted Excel's way, or the spreadsheet
 * would read on, across tabs and lines, to the next quote.
 */
export function tsvCell(cell: SheetCell): string {
  const oneLine = typeof cell === 'string' ? cell.replace(BREAKS_AT_THE_ENDS, '').replace(BREAKS, ' ') : cell;
  const text = safeSpreadsheetCell(oneLine);
  return text.startsWith('"') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Tab-separated text, one line per row, each cell a tsvCell: what a spreadsheet pastes into columns. */
export function tsvText(rows: readonly (readonly SheetCell[])[]): string {
  return rows.map((row) => row.map(tsvCell).join('\t')).join('\n');
}
