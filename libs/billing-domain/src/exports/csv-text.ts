import { safeSpreadsheetCell, type SheetCell } from './spreadsheet-cell';

export type { SheetCell };

/**
 * CSV that Excel opens with Arabic intact: UTF-8 with a byte-order mark, CRLF line ends, cells
 * quoted when they hold a comma, a quote or a line break; an empty cell for null. Every cell stays
 * data (safeSpreadsheetCell): text a spreadsheet would run gets a leading apostrophe.
 */
export function csvText(cells: readonly (readonly SheetCell[])[]): string {
  const quote = (cell: SheetCell) => {
    const text = safeSpreadsheetCell(cell);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${cells.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
