import { unparse } from 'papaparse';
import { safeSpreadsheetCell, type SheetCell } from './spreadsheet-cell';

export type { SheetCell };

/**
 * CSV that Excel opens with Arabic intact: UTF-8 with a byte-order mark, CRLF line ends (the last
 * line too), cells quoted by papaparse when they hold a comma, a quote or a line break (or begin or
 * end with a space); an empty cell for null. Every cell stays data (safeSpreadsheetCell, before
 * papaparse sees it): text a spreadsheet would run gets a leading apostrophe.
 */
export function csvText(cells: readonly (readonly SheetCell[])[]): string {
  const rows = cells.map((row) => row.map(safeSpreadsheetCell));
  return `\uFEFF${unparse(rows, { newline: '\r\n' })}\r\n`;
}
