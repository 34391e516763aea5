import type { AmpereImportRecord } from './import-ampere-records.command';

/**
 * The bulk call carries rows as objects; they are read by the same domain parser as pasted Excel
 * text (column order name, box, ampere, price, address, paid), so both paths share one rule.
 */
export function recordsAsImportText(records: readonly AmpereImportRecord[]): string {
  return records
    .map((record) =>
      [record.name, record.box, record.ampere, record.amperePrice, record.address, record.amountPaid]
        .map(cell)
        .join('\t'),
    )
    .join('\n');
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A line per record: tabs, line breaks and quotes inside a value must not split it.
  return String(value)
    .replace(/[\t\r\n"]+/g, ' ')
    .trim();
}
