import type { ReadingExportRow } from '../api/get-reading-export';

/** The exported columns, in order, named as the import reads them back (issue 8 §3 Readings). The
 * CLI's files (`billing readings export`) carry the same set. */
export const READING_COLUMNS = [
  'id',
  'customerNumber',
  'name',
  'box',
  'address',
  'ampere',
  'previousKwh',
  'currentKwh',
  'newCurrentKwh',
] as const satisfies readonly (keyof ReadingExportRow)[];

type Cell = string | number | null;

const cellsOf = (row: ReadingExportRow): Cell[] => READING_COLUMNS.map((column) => row[column]);

const plain = (cell: Cell) => (cell === null ? '' : String(cell));

/** Tab-separated, header first, for pasting into Excel; a tab or line break inside a name becomes a space. */
export function readingsTsv(rows: readonly ReadingExportRow[]): string {
  const line = (cells: readonly Cell[]) =>
    cells.map((cell) => plain(cell).replace(/[\t\r\n]+/g, ' ')).join('\t');
  return [line(READING_COLUMNS), ...rows.map((row) => line(cellsOf(row)))].join('\r\n');
}

const BOM = '\uFEFF';

/** CSV (RFC 4180) in UTF-8 with a byte-order mark, so Excel opens the Arabic names intact. */
export function readingsCsv(rows: readonly ReadingExportRow[]): string {
  const field = (cell: Cell) => {
    const text = plain(cell);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const line = (cells: readonly Cell[]) => cells.map(field).join(',');
  return BOM + [line(READING_COLUMNS), ...rows.map((row) => line(cellsOf(row)))].join('\r\n') + '\r\n';
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real Excel workbook (exceljs, loaded only when asked for): one right-to-left sheet, header first,
 * numbers as numbers, the newCurrentKwh column empty. */
export async function readingsXlsx(
  rows: readonly ReadingExportRow[],
  sheetName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const excel = await import('exceljs');
  const Workbook = excel.Workbook ?? (excel as unknown as { default: typeof excel }).default.Workbook;
  const workbook = new Workbook();
  // Excel refuses sheet names over 31 characters or with []:*?/\
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'readings', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = READING_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: column === 'name' || column === 'address' ? 28 : column === 'id' ? 38 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(cellsOf(row).map((cell) => (cell === '' ? null : cell)));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Hands a file to the browser's download. */
export function downloadFile(content: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
