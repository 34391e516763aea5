import { parseOptionalDecimal } from '../../../lib/decimal';
import type { AmpereRecordInput } from '../../../types/ampere';

/** The cells an operator may edit in place (spec 000 §2.5). */
export type EditableField = 'name' | 'box' | 'ampere' | 'amperePrice' | 'amountPaid' | 'address';

/** The PATCH body of one edited cell: text trimmed (an empty box or address clears it), numbers as
 * decimals. */
export function changeOf(field: EditableField, value: string | number): Partial<AmpereRecordInput> {
  switch (field) {
    case 'ampere':
    case 'amperePrice':
    case 'amountPaid':
      return { [field]: typeof value === 'number' ? value : (parseOptionalDecimal(value) ?? 0) };
    case 'box':
    case 'address': {
      const text = String(value).trim();
      return { [field]: text === '' ? null : text };
    }
    case 'name':
      return { name: String(value).trim() };
  }
}
