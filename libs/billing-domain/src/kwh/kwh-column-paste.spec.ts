import { planColumnPaste } from '../imports/column-paste';
import { ExchangeRate } from '../money/lbp';
import { amendKwhCustomer, createKwhCustomer } from './kwh-customer';
import { MeteredGroupPrice } from './metered-group-price';
import { KWH_PASTE_COLUMNS, kwhChangesFromPaste, kwhColumnText } from './kwh-column-paste';

const context = {
  pricing: new Map(),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};
const paste = (column: string, data: string[]) =>
  planColumnPaste({
    column,
    data,
    startIndex: 0,
    recordIdsInDisplayOrder: ['r1', 'r2'],
    columns: KWH_PASTE_COLUMNS,
  });

describe('kWh column paste', () => {
  it('offers the kWh paste columns', () => {
    expect(KWH_PASTE_COLUMNS.map((column) => column.key)).toEqual([
      'name',
      'box',
      'address',
      'ampere',
      'currentKwh',
      'previousKwh',
      'pricePerKwh',
      'insurance',
      'amountPaid',
    ]);
  });

  it('reads a price per kWh with four decimals and refuses a price of 0, naming the line', () => {
    expect(paste('pricePerKwh', ['0.2545', '1']).assignments.map((a) => a.value)).toEqual([0.2545, 1]);
    expect(() => paste('pricePerKwh', ['0.25', '0'])).toThrow(
      expect.objectContaining({ message: 'السطر 2: سعر الكيلوواط: يجب أن يكون أكبر من صفر' }),
    );
  });

  it('turns a pasted value into an edit whose totals follow, refusing a reading below the previous', () => {
    const stored = createKwhCustomer({ name: 'أ', ampere: 5, previousKwh: 100, currentKwh: 120 }, context);
    expect(
      amendKwhCustomer(stored, kwhChangesFromPaste('currentKwh', 150), context).bill.totalAmount.toNumber(),
    ).toBe(50);
    expect(() => amendKwhCustomer(stored, kwhChangesFromPaste('currentKwh', 90), context)).toThrow(
      expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }),
    );
    expect(() => kwhChangesFromPaste('totalAmount', 5)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLUMN' }),
    );
  });

  it('shows a column as the table does, before and after', () => {
    const stored = createKwhCustomer(
      { name: 'أ', ampere: 5, pricePerKwh: '0.25', amountPaid: '12.5', currentKwh: '3.5' },
      context,
    );
    expect(kwhColumnText(stored, 'name')).toBe('أ');
    expect(kwhColumnText(stored, 'box')).toBeNull();
    expect(kwhColumnText(stored, 'pricePerKwh')).toBe('0.25');
    expect(kwhColumnText(stored, 'amountPaid')).toBe('12.5');
    expect(kwhColumnText(stored, 'currentKwh')).toBe('3.5');
  });
});
