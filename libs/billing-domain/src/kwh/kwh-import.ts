import {
  ADDRESS_COLUMN,
  AMOUNT_PAID_COLUMN,
  AMPERE_COLUMN,
  BOX_COLUMN,
  CUSTOMER_NUMBER_COLUMN,
  NAME_COLUMN,
  PHONE_COLUMN,
} from '../imports/customer-columns';
import { type ImportColumn, type ImportSpec, MAX_IMPORT_ROWS } from '../imports/tabular-import';
import type { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import type { KwhCustomerInput } from './kwh-customer';
import { KWH_FIELD_LABELS } from './kwh-field-labels';
import { refuseReadingBelowPrevious } from './reading-check';
import type { UnitPrice } from './unit-price';
import { type TariffZone, tariffZoneOf } from '../tariff/official-tariff';

/** A kWh line needs at least name, box, address, ampere, previous and current reading. */
export const KWH_IMPORT_MIN_COLUMNS = 6;

/**
 * docs/business-rules.md#sheets-and-pastes-column-by-column: column order name, box, address, ampere,
 * previous, current, price, insurance, paid; docs/customer-imports.md: a phone and a customer number where a
 * header row names them.
 */
export const KWH_IMPORT_COLUMNS = [
  NAME_COLUMN,
  BOX_COLUMN,
  ADDRESS_COLUMN,
  AMPERE_COLUMN,
  {
    key: 'previousKwh',
    kind: 'optional-quantity',
    invalidReason: 'القراءة السابقة غير صالحة',
    headers: [KWH_FIELD_LABELS.previousKwh, 'السابقة', 'السابق', 'previous', 'previous reading'],
  },
  {
    key: 'currentKwh',
    kind: 'optional-quantity',
    invalidReason: 'القراءة الحالية غير صالحة',
    headers: [KWH_FIELD_LABELS.currentKwh, 'الحالية', 'الحالي', 'current', 'current reading'],
  },
  {
    key: 'pricePerKwh',
    kind: 'optional-unit-price',
    invalidReason: 'سعر الكيلوواط غير صالح (أكبر من صفر)',
    headers: [KWH_FIELD_LABELS.pricePerKwh, 'السعر', 'سعر الكيلو', 'price', 'price per kwh', 'unit price'],
  },
  {
    key: 'insurance',
    kind: 'optional-money',
    invalidReason: 'التأمين غير صالح',
    headers: [KWH_FIELD_LABELS.insurance, 'تأمين'],
  },
  AMOUNT_PAID_COLUMN,
  PHONE_COLUMN,
  CUSTOMER_NUMBER_COLUMN,
  {
    // docs/official-tariff.md#zones: found only by its header; blank keeps the zone on file (new: town).
    key: 'zone',
    kind: 'optional-text',
    headers: ['المنطقة', 'منطقة', 'zone'],
    namedOnly: true,
  },
] as const satisfies readonly ImportColumn[];

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
  /** E.164; null when blank (or no column): a new customer has none, one on file keeps its own. */
  readonly phone: string | null;
  readonly customerNumber: number | null;
  /** The tariff zone; null when blank or no column. */
  readonly zone: TariffZone | null;
}

/**
 * The kWh customers pasted from Excel (tab-separated, at least 6 columns), on the one
 * tabular import rule. A line that cannot be read, or whose current reading is below its previous
 * one, is refused with its line and reason; the others are read.
 */
export const KWH_IMPORT_SHEET: ImportSpec<typeof KWH_IMPORT_COLUMNS, KwhImportRow> = {
  minColumns: KWH_IMPORT_MIN_COLUMNS,
  columns: KWH_IMPORT_COLUMNS,
  maxRows: MAX_IMPORT_ROWS,
  build: (values) => {
    if (values.previousKwh !== null && values.currentKwh !== null) {
      refuseReadingBelowPrevious(values.previousKwh, values.currentKwh);
    }
    return { ...values, zone: values.zone === null ? null : tariffZoneOf(values.zone) };
  },
};

/**
 * The edit an import row makes (createKwhCustomer for a new customer, amendKwhCustomer for one on
 * file with the same name and box): a blank cell is left out, so it takes the default for a new
 * customer and erases nothing on file.
 */
export function kwhImportChanges({ customerNumber: _number, ...row }: KwhImportRow): KwhCustomerInput {
  // The sheet's customer number only tells repeated rows apart (docs/customer-imports.md).
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== null) changes[key] = value;
  return changes as KwhCustomerInput;
}
