import { type ImportColumn, type ImportSpec, MAX_IMPORT_ROWS } from '../imports/tabular-import';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';

/** spec 000 §5: a line needs at least name, box and ampere. */
export const AMPERE_IMPORT_MIN_COLUMNS = 3;

/** spec 000 §5: column order name, box, ampere, price, address, paid. */
export const AMPERE_IMPORT_COLUMNS = [
  { key: 'name', kind: 'text', invalidReason: 'الاسم مطلوب' },
  { key: 'box', kind: 'optional-text' },
  { key: 'ampere', kind: 'quantity', invalidReason: 'قيمة الأمبير غير صالحة' },
  { key: 'amperePrice', kind: 'optional-money', invalidReason: 'السعر غير صالح' },
  { key: 'address', kind: 'optional-text' },
  { key: 'amountPaid', kind: 'optional-money', invalidReason: 'المبلغ المدفوع غير صالح' },
] as const satisfies readonly ImportColumn[];

/** What a header row may call the columns (issue 19 §2): keys, and the Arabic the screens and exports use. */
export const AMPERE_IMPORT_HEADER_NAMES = Object.freeze([
  ...AMPERE_IMPORT_COLUMNS.map((column) => column.key),
  'الاسم',
  'العلبة',
  'الأمبير',
  'قيمة الأمبير',
  'السعر',
  'سعر الأمبير',
  'العنوان',
  'المدفوع',
  'المبلغ المدفوع',
  'المبلغ',
  'رقم العميل',
]);

export interface AmpereImportRow {
  readonly name: string;
  readonly box: string | null;
  readonly ampere: Quantity;
  /** Null when the cell is blank: a new customer takes the threshold price, one on file keeps its own. */
  readonly amperePrice: Money | null;
  readonly address: string | null;
  /** Null when the cell is blank: a new customer has paid nothing, one on file keeps its payment. */
  readonly amountPaid: Money | null;
}

/**
 * spec 000 §5: ampere customers pasted from Excel, read as written. A blank optional cell stays
 * blank (null), apart from 0: what a blank means depends on whether the customer is new or on file
 * (ampere-import-merge).
 */
export const AMPERE_IMPORT_SHEET: ImportSpec<typeof AMPERE_IMPORT_COLUMNS, AmpereImportRow> = {
  minColumns: AMPERE_IMPORT_MIN_COLUMNS,
  headerNames: AMPERE_IMPORT_HEADER_NAMES,
  columns: AMPERE_IMPORT_COLUMNS,
  maxRows: MAX_IMPORT_ROWS,
  build: (values) => ({ ...values }),
};
