import type { ImportPreviewColumn, ImportPreviewTexts } from '../../../components/import-preview';
import { formatQuantity } from '../../../lib/display-format';
import { formatUsd } from '../../../lib/money';
import type { KwhImportRow } from '../api/preview-kwh-import';
import { kwhMessages as t } from '../kwh-messages';

/** The previewed rows as the import reads them (spec 001 §5 column order). */
export const KWH_IMPORT_COLUMNS: ImportPreviewColumn<KwhImportRow>[] = [
  { header: t.name, cell: (row) => row.name },
  { header: t.box, cell: (row) => row.box },
  { header: t.address, cell: (row) => row.address },
  { header: t.ampere, cell: (row) => formatQuantity(row.ampere), numeric: true },
  { header: t.previousKwh, cell: (row) => formatQuantity(row.previousKwh), numeric: true },
  { header: t.currentKwh, cell: (row) => formatQuantity(row.currentKwh), numeric: true },
  { header: t.pasteColumns.pricePerKwh, cell: (row) => formatQuantity(row.pricePerKwh), numeric: true },
  { header: t.columns.consumption, cell: (row) => formatQuantity(row.consumption), numeric: true },
  { header: t.columns.insurance, cell: (row) => formatUsd(row.insurance), numeric: true },
  { header: t.columns.amountPaid, cell: (row) => formatUsd(row.amountPaid), numeric: true },
  { header: t.columns.totalAmount, cell: (row) => formatUsd(row.totalAmount), numeric: true },
];

export const KWH_IMPORT_TEXTS: ImportPreviewTexts = {
  help: t.importHelp,
  textLabel: t.importText,
  placeholder: t.importPlaceholder,
  previewing: t.previewing,
  previewFailed: t.previewFailed,
  validRows: t.validRows,
  moreRows: t.moreRows,
  skippedTitle: t.skippedTitle,
  skippedLine: t.skippedLine,
  previewTable: t.previewTable,
  action: t.importAction,
  creates: t.importCreates,
  updates: t.importUpdates,
};
