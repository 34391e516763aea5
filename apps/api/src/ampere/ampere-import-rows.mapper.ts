import type { TabularRow } from '@kahraba/billing-domain';
import type { AmpereImportRecord } from './import-ampere-records.command';

/**
 * The bulk call's objects as the spreadsheet rows the domain import reads (column order name, box,
 * ampere, price, address, paid), so pasted text and the bulk call share one rule. Values are kept as
 * typed: no splitting on tabs or quotes is involved.
 */
export function toImportRows(records: readonly AmpereImportRecord[]): TabularRow[] {
  return records.map((record, index) => {
    const cells = [
      record.name,
      record.box,
      record.ampere,
      record.amperePrice,
      record.address,
      record.amountPaid,
    ].map((value) => (value === null || value === undefined ? '' : String(value).trim()));
    return { line: index + 1, text: cells.join('\t'), cells };
  });
}
