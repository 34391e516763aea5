import {
  type ImportColumn,
  type ImportResult,
  MAX_IMPORT_ROWS,
  parseImport,
} from '../imports/tabular-import';
import { Money } from '../money/money';
import type { Quantity } from '../money/quantity';
import { billAmpere } from './ampere-bill';
import type { AmperePricing } from './ampere-pricing';

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

export interface AmpereImportRow {
  readonly name: string;
  readonly box: string | null;
  readonly ampere: Quantity;
  readonly amperePrice: Money;
  readonly amount: Money;
  readonly address: string | null;
  readonly amountPaid: Money;
}

/**
 * spec 000 §5: ampere customers pasted from Excel. A blank price takes the threshold price
 * (low at 2 amperes or less, else global), a blank payment is 0; the amount is billed here.
 */
export function parseAmpereImport(text: string, pricing: AmperePricing): ImportResult<AmpereImportRow> {
  return parseImport(text, {
    minColumns: AMPERE_IMPORT_MIN_COLUMNS,
    columns: AMPERE_IMPORT_COLUMNS,
    maxRows: MAX_IMPORT_ROWS,
    build: (values) => {
      const { amperePrice, amount } = billAmpere(
        { ampere: values.ampere, amperePrice: values.amperePrice },
        pricing,
      );
      return {
        name: values.name,
        box: values.box,
        ampere: values.ampere,
        amperePrice,
        amount,
        address: values.address,
        amountPaid: values.amountPaid ?? Money.zero,
      };
    },
  });
}
