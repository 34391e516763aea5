import { InvalidInputError } from '../errors/invalid-input.error';
import type { PasteColumn, PastedValue } from '../imports/column-paste';
import type { KwhCustomerFields, KwhCustomerInput } from './kwh-customer';
import { KWH_FIELD_LABELS } from './kwh-field-labels';

/**
 * The kWh tables' paste dialog offers these columns
 * (docs/business-rules.md#sheets-and-pastes-column-by-column), in this order (planColumnPaste).
 */
export const KWH_PASTE_COLUMNS: readonly PasteColumn[] = Object.freeze([
  { key: 'name', kind: 'text', label: KWH_FIELD_LABELS.name },
  { key: 'box', kind: 'optional-text', label: KWH_FIELD_LABELS.box },
  { key: 'address', kind: 'optional-text', label: KWH_FIELD_LABELS.address },
  { key: 'ampere', kind: 'quantity', label: KWH_FIELD_LABELS.ampere },
  { key: 'currentKwh', kind: 'quantity', label: KWH_FIELD_LABELS.currentKwh },
  { key: 'previousKwh', kind: 'quantity', label: KWH_FIELD_LABELS.previousKwh },
  { key: 'pricePerKwh', kind: 'unit-price', label: KWH_FIELD_LABELS.pricePerKwh },
  { key: 'insurance', kind: 'money', label: KWH_FIELD_LABELS.insurance },
  { key: 'amountPaid', kind: 'money', label: KWH_FIELD_LABELS.amountPaid },
]);

type KwhPasteColumn =
  | 'name'
  | 'box'
  | 'address'
  | 'ampere'
  | 'currentKwh'
  | 'previousKwh'
  | 'pricePerKwh'
  | 'insurance'
  | 'amountPaid';

function pasteColumn(column: string): KwhPasteColumn {
  if (!KWH_PASTE_COLUMNS.some((candidate) => candidate.key === column)) {
    throw new InvalidInputError('عمود غير معروف', 'UNKNOWN_COLUMN');
  }
  return column as KwhPasteColumn;
}

/**
 * What a value pasted into one column of a kWh table changes, as an edit
 * (amendKwhCustomer: the totals follow, a reading below the previous one is refused).
 */
export function kwhChangesFromPaste(column: string, value: PastedValue): KwhCustomerInput {
  return { [pasteColumn(column)]: value };
}

/** The text of one pasted column on a customer, as a table cell shows it: the paste preview's before and after. */
export function kwhColumnText(customer: KwhCustomerFields, column: string): string | null {
  const key = pasteColumn(column);
  const value = customer[key];
  if (value === null || typeof value === 'string') return value;
  return 'thousandths' in value || 'tenThousandths' in value ? value.toString() : String(value.toNumber());
}
