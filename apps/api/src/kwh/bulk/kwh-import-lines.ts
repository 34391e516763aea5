import {
  type ImportLine,
  type KwhImportRow,
  normaliseRecordKey,
  parseKwhImport,
  parseTabularRows,
  type SkippedLine,
  type TabularRow,
} from '@kahraba/billing-domain';
import { importRowsOf } from '../../http/dto/import-rows.mapper';
import type { KwhImportRecord } from './import-kwh-customers.command';

/** spec 001 §5: the kWh import's column order. */
const KWH_IMPORT_CELLS = [
  'name',
  'box',
  'address',
  'ampere',
  'previousKwh',
  'currentKwh',
  'pricePerKwh',
  'insurance',
  'amountPaid',
] as const;

export interface KwhImportLines {
  /** Each with its name-and-box key. */
  lines: (ImportLine<KwhImportRow> & { key: string })[];
  /** Lines that cannot be read, with their Arabic reason. */
  skipped: SkippedLine[];
}

/** Pasted Excel text (preview) read line by line. */
export function kwhImportLinesOfText(text: string): KwhImportLines {
  return kwhImportLinesOf(parseTabularRows(text));
}

/** The bulk call's objects read as the same spreadsheet rows as pasted text. */
export function kwhImportLinesOfRecords(records: readonly KwhImportRecord[]): KwhImportLines {
  return kwhImportLinesOf(importRowsOf(records, KWH_IMPORT_CELLS));
}

/**
 * The domain's kWh import reads every row in order and either keeps or skips it, so the rows it
 * keeps are the rows it did not skip, in order: each keeps its line for a later refusal.
 */
function kwhImportLinesOf(tabular: readonly TabularRow[]): KwhImportLines {
  const parsed = parseKwhImport(tabular);
  const skippedLines = new Set(parsed.skipped.map((skipped) => skipped.line));
  const kept = tabular.filter((row) => !skippedLines.has(row.line));
  if (kept.length !== parsed.rows.length) throw new Error('kWh import: rows and lines out of step');
  return {
    lines: parsed.rows.map((row, index) => ({
      line: kept[index].line,
      text: kept[index].text,
      row,
      key: normaliseRecordKey(row.name, row.box),
    })),
    skipped: parsed.skipped,
  };
}
