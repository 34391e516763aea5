import * as XLSX from '@e965/xlsx';
import {
  decodeSheetText,
  type SheetFileFormat,
  type SheetGrid,
  sheetTextRows,
  UnreadableSheetError,
} from './sheet-file';
import { checkedSheetPackage, type ZipContainer } from './sheet-package';
import {
  checkSheetFileSize,
  MAX_SHEET_COLUMNS,
  MAX_SHEET_ROWS,
  SheetTooManyColumnsError,
  SheetTooManyRowsError,
} from './sheet-limits';

/** SheetJS's reader of an opened zip (exported, but not in its published types). */
interface ZipParser {
  parse_zip(container: ZipContainer, options: XLSX.ParsingOptions): XLSX.WorkBook;
}

/**
 * The sheet of a file's bytes: text in the format its name says, a workbook as its parts say
 * (sheet-package). docs/sheet-files.md: the bounds (sheet-limits)
 * are checked before the file is read whole, and the rows are the cells the file holds, whatever
 * its declared dimension says.
 */
export function readSheetFile(bytes: Uint8Array, format: SheetFileFormat): SheetGrid {
  checkSheetFileSize(bytes.length);
  if (format === 'csv' || format === 'tsv')
    return sheetTextRows(decodeSheetText(bytes), format, MAX_SHEET_ROWS);
  return workbookGrid(bytes, format);
}

/** A cell's text: a number's own value ('3420', not its display '3,420'), a date as ISO, an error as shown. */
function cellText(cell: XLSX.CellObject | undefined, value: unknown): string {
  if (cell?.t === 'e') return cell.w ?? '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date)
    return value
      .toISOString()
      .replace(/T00:00:00\.000Z$/, '')
      .replace(/\.000Z$/, '');
  return String(value ?? '').trim();
}

/**
 * The first sheet of an .xlsx or .ods workbook, read by SheetJS: `rows[i]` is the spreadsheet's row
 * i + 1 from column A (blank rows and columns before the data kept), trailing blank cells and rows
 * dropped, comments and later sheets left out.
 */
function workbookGrid(bytes: Uint8Array, format: 'xlsx' | 'ods'): SheetGrid {
  // Both are zip packages; anything else (a text file renamed, say) is refused rather than guessed at.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new UnreadableSheetError(format);
  // The package's kind is what its parts say, as SheetJS decides, whatever the file's name.
  const { container, kind } = checkedSheetPackage(bytes, format);
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const workbook = (XLSX as unknown as ZipParser).parse_zip(container, {
      dense: true,
      // A backstop under the extent checks: SheetJS keeps rows 0 to sheetRows - 1 (an .xlsx row by
      // its tag's number, an .ods cell by its row), so it stops one row past the limit, where a value
      // still refuses the file below.
      sheetRows: MAX_SHEET_ROWS + 1,
      // docs/sheet-files.md: `<dimension>` is a writer's claim, stale as often as not (A1:K10 over 1,510
      // filled rows); the sheet is the cells it holds.
      nodim: true,
      sheets: 0,
      cellDates: kind === 'ods', // as before: an xlsx date its serial number, an ods date its ISO value
      UTC: true,
    });
    sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  } catch {
    throw new UnreadableSheetError(format);
  }
  if (!sheet) throw new UnreadableSheetError(format);
  const cells = sheet['!data'] ?? [];
  let lastRow = -1;
  let lastColumn = -1;
  cells.forEach((row, r) =>
    row?.forEach((cell, c) => {
      if (cellText(cell, cell.v) === '') return;
      // Checked before the grid is laid out: a stray cell at XFD1048576 would make it 17 billion cells.
      if (r >= MAX_SHEET_ROWS) throw new SheetTooManyRowsError();
      if (c >= MAX_SHEET_COLUMNS) throw new SheetTooManyColumnsError(XLSX.utils.encode_cell({ r, c }));
      lastRow = Math.max(lastRow, r);
      lastColumn = Math.max(lastColumn, c);
    }),
  );
  if (lastRow < 0) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    UTC: true,
    blankrows: true,
    defval: '',
    range: { s: { r: 0, c: 0 }, e: { r: lastRow, c: lastColumn } },
  });
  return rows.map((row, r) => {
    const grid = row.map((value, c) => cellText(cells[r]?.[c], value));
    while (grid.length > 0 && grid[grid.length - 1] === '') grid.pop();
    return grid;
  });
}
