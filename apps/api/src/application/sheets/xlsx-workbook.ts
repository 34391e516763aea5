import type * as ExcelJs from 'exceljs';
import type { SheetTable } from '@kahraba/billing-domain';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A real Excel workbook (exceljs): one right-to-left sheet per table, its header bold and frozen,
 * numbers as numbers, the rows a table marks (totals) bold. The readings sheet of the terminal and
 * the collection report are written by this one writer.
 */
export async function xlsxWorkbook(tables: readonly SheetTable[]): Promise<Buffer> {
  // Loaded on the first workbook, not at start: exceljs is a fifth of every API and CLI start
  // (docs/developer-guide.md#tests). A dynamic import() would not run under jest.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Workbook } = require('exceljs') as typeof ExcelJs;
  const workbook = new Workbook();
  const used = new Set<string>();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(sheetName(table.name, used), {
      views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = table.columns.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) sheet.addRow([...row]);
    for (const index of table.boldRows ?? []) sheet.getRow(index + 2).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Excel refuses sheet names over 31 characters, with []:*?/\ or twice in one workbook.
function sheetName(name: string, used: Set<string>): string {
  const clean =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'sheet';
  let unique = clean;
  for (let n = 2; used.has(unique.toLowerCase()); n += 1) unique = `${clean.slice(0, 28)} ${n}`;
  used.add(unique.toLowerCase());
  return unique;
}
