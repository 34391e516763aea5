import { ampereRecord } from '../../../test/ampere-fixtures';
import { filterOptions, filterRecords, normaliseForSearch } from './filter-records';

const none = { search: '', boxes: new Set<string>(), amperes: new Set<number>() };

describe('filtering the main table', () => {
  const records = [
    ampereRecord({ customerNumber: 1000, name: 'أحمد الخطيب', box: '5', ampere: 3, address: null }),
    ampereRecord({ customerNumber: 1001, name: 'فاطمة علي', box: '12', ampere: 2, address: 'الشارع العام' }),
    ampereRecord({ customerNumber: 1002, name: 'John', box: null, ampere: 10, address: null }),
  ];

  it('matches Arabic names whatever the alef or taa marbuta form', () => {
    expect(normaliseForSearch('إحمد فاطمة')).toBe('احمد فاطمه');
    expect(filterRecords(records, { ...none, search: 'احمد' }).map((r) => r.customerNumber)).toEqual([1000]);
    expect(filterRecords(records, { ...none, search: 'فاطمه' }).map((r) => r.customerNumber)).toEqual([1001]);
  });

  it('matches the customer number and the address, case-insensitively', () => {
    expect(filterRecords(records, { ...none, search: '#1002' })).toHaveLength(1);
    expect(filterRecords(records, { ...none, search: 'john' })).toHaveLength(1);
    expect(filterRecords(records, { ...none, search: 'الشارع' })).toHaveLength(1);
  });

  it('keeps only the chosen boxes and amperes', () => {
    expect(filterRecords(records, { ...none, boxes: new Set(['5', '']) })).toHaveLength(2);
    expect(filterRecords(records, { ...none, amperes: new Set([2]) }).map((r) => r.customerNumber)).toEqual([
      1001,
    ]);
  });

  it('offers boxes in numeric order with no box last', () => {
    expect(filterOptions(records)).toEqual({ boxes: ['5', '12', ''], amperes: [2, 3, 10] });
  });
});
