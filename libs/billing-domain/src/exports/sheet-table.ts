import { csvText, type SheetCell } from './csv-text';

/** A table for a spreadsheet download: its sheet's name, headed columns, rows of cells. */
export interface SheetTable {
  /** The workbook sheet's name (Excel keeps 31 characters). */
  readonly name: string;
  readonly columns: readonly { readonly header: string; readonly width: number }[];
  readonly rows: readonly (readonly SheetCell[])[];
  /** Rows (0 = the first after the header) shown bold, such as a totals line. */
  readonly boldRows?: readonly number[];
}

/** Several tables in one CSV file: each headed, one empty line between them. */
export function sheetTablesCsv(tables: readonly SheetTable[]): string {
  const cells = tables.flatMap((table, index) => [
    ...(index === 0 ? [] : [[]]),
    table.columns.map((column) => column.header),
    ...table.rows,
  ]);
  return csvText(cells);
}
