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

/** A line needs at least name, box and ampere. */
export const AMPERE_IMPORT_MIN_COLUMNS = 3;

/**
 * docs/business-rules.md#sheets-and-pastes-column-by-column: column order name, box, ampere, price, address,
 * paid; docs/customer-imports.md: a phone and a customer number where a header row names them.
 */
export const AMPERE_IMPORT_COLUMNS = [
  NAME_COLUMN,
  BOX_COLUMN,
  AMPERE_COLUMN,
  {
    key: 'amperePrice',
    kind: 'optional-money',
    invalidReason: 'السعر غير صالح',
    headers: ['السعر', 'سعر الأمبير', 'سعر', 'price', 'ampere price'],
  },
  ADDRESS_COLUMN,
  AMOUNT_PAID_COLUMN,
  PHONE_COLUMN,
  CUSTOMER_NUMBER_COLUMN,
] as const satisfies readonly ImportColumn[];

export interface AmpereImportRow {
  readonly name: string;
  readonly box: string | null;
  readonly ampere: Quantity;
  /** Null when the cell is blank: a new customer takes the threshold price, one on file keeps its own. */
  readonly amperePrice: Money | null;
  readonly address: string | null;
  /** Null when the cell is blank: a new customer has paid nothing, one on file keeps its payment. */
  readonly amountPaid: Money | null;
  /** E.164; null when blank (or no column): a new customer has none, one on file keeps its own. */
  readonly phone: string | null;
  readonly customerNumber: number | null;
}

/**
 * Ampere customers pasted from Excel, read as written. A blank optional cell stays
 * blank (null), apart from 0: what a blank means depends on whether the customer is new or on file
 * (ampere-import-merge).
 */
export const AMPERE_IMPORT_SHEET: ImportSpec<typeof AMPERE_IMPORT_COLUMNS, AmpereImportRow> = {
  minColumns: AMPERE_IMPORT_MIN_COLUMNS,
  columns: AMPERE_IMPORT_COLUMNS,
  maxRows: MAX_IMPORT_ROWS,
  build: (values) => ({ ...values }),
};
