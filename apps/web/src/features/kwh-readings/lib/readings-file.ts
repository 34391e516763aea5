import { READING_SHEET_COLUMNS, type ReadingExportRow, readingSheetRow } from '@kahraba/billing-domain';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real Excel workbook (exceljs, loaded only when asked for): one right-to-left sheet, header first,
 * numbers as numbers, the newCurrentKwh column empty, an estimated reading marked 'نعم' beside it. */
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
  // The columns of the CLI's sheet and of the TSV and CSV (the domain's one column set).
  sheet.columns = READING_SHEET_COLUMNS.map(({ key }) => ({
    header: key,
    key,
    width: key === 'name' || key === 'address' ? 28 : key === 'id' ? 38 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(readingSheetRow(row));
  }
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
