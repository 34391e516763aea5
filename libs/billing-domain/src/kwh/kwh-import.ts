import { type ImportColumn, type ImportSpec, MAX_IMPORT_ROWS } from '../imports/tabular-import';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { KwhCustomerInput } from './kwh-customer';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import { refuseReadingBelowPrevious } from './reading-check';
import type { UnitPrice } from './unit-price';

/** spec 001 §5: a kWh line needs at least name, box, address, ampere, previous and current reading. */
export const KWH_IMPORT_MIN_COLUMNS = 6;

/** spec 001 §5: column order name, box, address, ampere, previous, current, price, insurance, paid. */
export const KWH_IMPORT_COLUMNS = [
  { key: 'name', kind: 'text', invalidReason: 'الاسم مطلوب' },
  { key: 'box', kind: 'optional-text' },
  { key: 'address', kind: 'optional-text' },
  { key: 'ampere', kind: 'quantity', invalidReason: 'قيمة الأمبير غير صالحة' },
  { key: 'previousKwh', kind: 'optional-quantity', invalidReason: 'القراءة السابقة غير صالحة' },
  { key: 'currentKwh', kind: 'optional-quantity', invalidReason: 'القراءة الحالية غير صالحة' },
  { key: 'pricePerKwh', kind: 'optional-unit-price', invalidReason: 'سعر الكيلوواط غير صالح (أكبر من صفر)' },
  { key: 'insurance', kind: 'optional-money', invalidReason: 'التأمين غير صالح' },
  { key: 'amountPaid', kind: 'optional-money', invalidReason: 'المبلغ المدفوع غير صالح' },
] as const satisfies readonly ImportColumn[];

/** What a header row may call the columns (issue 19 §2): keys and the Arabic field labels. */
export const KWH_IMPORT_HEADER_NAMES = Object.freeze([
  ...KWH_IMPORT_COLUMNS.map((column) => column.key),
  ...KWH_IMPORT_COLUMNS.map((column) => KWH_FIELD_LABELS[column.key]),
  'الأمبير',
  'السابقة',
  'الحالية',
  'السعر',
  'المدفوع',
  'رقم العميل',
]);

/** One kWh customer pasted from Excel, as written: a blank optional cell is null. */
export interface KwhImportRow {
  readonly name: string;
  readonly box: string | null;
  readonly address: string | null;
  readonly ampere: Quantity;
  readonly previousKwh: Quantity | null;
  readonly currentKwh: Quantity | null;
  /** Null when blank: a new customer takes the group's price, one on file keeps its own. */
  readonly pricePerKwh: UnitPrice | null;
  readonly insurance: Money | null;
  readonly amountPaid: Money | null;
}

/**
 * spec 001 §5: kWh customers pasted from Excel (tab-separated, at least 6 columns), on the one
 * tabular import rule. A line that cannot be read, or whose current reading is below its previous
 * one (issue 8 §2), is refused with its line and reason; the others are read.
 */
export const KWH_IMPORT_SHEET: ImportSpec<typeof KWH_IMPORT_COLUMNS, KwhImportRow> = {
  minColumns: KWH_IMPORT_MIN_COLUMNS,
  headerNames: KWH_IMPORT_HEADER_NAMES,
  columns: KWH_IMPORT_COLUMNS,
  maxRows: MAX_IMPORT_ROWS,
  build: (values) => {
    if (values.previousKwh !== null && values.currentKwh !== null) {
      refuseReadingBelowPrevious(values.previousKwh, values.currentKwh);
    }
    return { ...values };
  },
};

/**
 * The edit an import row makes (createKwhCustomer for a new customer, amendKwhCustomer for one on
 * file with the same name and box): a blank cell is left out, so it takes the default for a new
 * customer and erases nothing on file.
 */
export function kwhImportChanges(row: KwhImportRow): KwhCustomerInput {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== null) changes[key] = value;
  return changes as KwhCustomerInput;
}
