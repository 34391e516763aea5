/** One cell of a sheet: text, a number, or empty. */
export type SheetCell = string | number | null;

// A text cell a spreadsheet would run: it begins with a tab or a carriage return, or its first
// character that is not white space is =, +, - or @ (some spreadsheets trim leading spaces first).
const RUNNABLE_TEXT = /^(?:[\t\r]|\s*[=+\-@])/;
// Text that is a plain negative or whole decimal number: a spreadsheet reads it as that number.
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * OWASP's CSV-injection rule (docs/business-rules.md#exports-that-stay-data): a cell as written into a CSV, a
 * TSV or the clipboard for a spreadsheet, so that it stays data. Text a spreadsheet would run as a formula
 * (see RUNNABLE_TEXT) gets a leading apostrophe (`=HYPERLINK(…)` → `'=HYPERLINK(…)`, `+961 3 123456` →
 * `'+961 3 123456`). Numbers stay numbers: a number, and text that is only a plain number such as `-12.5` (a
 * credit), is written as it is; a leading `+` is not a plain number, so a phone number keeps its plus as
 * text. Null and a number that is not finite give an empty cell. Applying it twice changes nothing.
 */
export function safeSpreadsheetCell(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return RUNNABLE_TEXT.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}
