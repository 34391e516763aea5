import type { TabularRow } from '@kahraba/billing-domain';
import { importRowsOf } from '../http/dto/import-rows.mapper';
import type { AmpereImportRecord } from './import-ampere-records.command';

/** spec 000 §5: the ampere import's column order. */
const AMPERE_IMPORT_CELLS = ['name', 'box', 'ampere', 'amperePrice', 'address', 'amountPaid'] as const;

/** The bulk call's objects as the rows the domain's ampere import reads (one rule with pasted text). */
export function toImportRows(records: readonly AmpereImportRecord[]): TabularRow[] {
  return importRowsOf(records, AMPERE_IMPORT_CELLS);
}
