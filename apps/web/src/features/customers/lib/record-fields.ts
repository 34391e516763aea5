import type { CellValue } from '../../../components/inline-edit-cell';
import type { AmpereRecordInput } from '../../../types/ampere';

/** The cells an operator may edit in place. */
export type EditableField = 'name' | 'box' | 'ampere' | 'amperePrice' | 'amountPaid' | 'address' | 'phone';

/** The PATCH body of one edited cell: text trimmed (an empty box or address clears it), numbers as the
 * cell read them (a cleared price is null, the automatic price, never 0). */
export function changeOf(field: EditableField, value: CellValue): Partial<AmpereRecordInput> {
  switch (field) {
    case 'ampere':
    case 'amountPaid':
      return { [field]: Number(value) };
    case 'amperePrice':
      return { amperePrice: value === null || value === '' ? null : Number(value) };
    case 'box':
    case 'address':
    case 'phone': {
      const text = String(value ?? '').trim();
      return { [field]: text === '' ? null : text };
    }
    case 'name':
      return { name: String(value ?? '').trim() };
  }
}
