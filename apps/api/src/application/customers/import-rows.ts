import type { TabularRow } from '@kahraba/billing-domain';

/**
 * A bulk call's objects as the spreadsheet rows its system's import reads, cells in the system's
 * column order, so that pasted text and the bulk call share one rule. Values are kept as typed:
 * no splitting on tabs or quotes is involved. Lines count from 1, as the rows are sent.
 */
export function importRowsOf<Row extends object>(
  records: readonly Row[],
  columns: readonly (keyof Row & string)[],
): TabularRow[] {
  return records.map((record, index) => {
    const cells = columns.map((column) => {
      const value: unknown = record[column];
      return value === null || value === undefined ? '' : String(value as string | number).trim();
    });
    return { line: index + 1, text: cells.join('\t'), cells };
  });
}
