import { ampereRecord } from '../../../test/ampere-fixtures';
import { filterRecords } from './filter-records';

const none = { boxes: new Set<string>(), amperes: new Set<number>() };

describe('filtering the main table by box and ampere', () => {
  const records = [
    ampereRecord({ customerNumber: 1000, name: 'أحمد الخطيب', box: '5', ampere: 3 }),
    ampereRecord({ customerNumber: 1001, name: 'فاطمة علي', box: '12', ampere: 2 }),
    ampereRecord({ customerNumber: 1002, name: 'John', box: null, ampere: 10 }),
  ];
  const numbers = (shown: readonly { customerNumber: number }[]) => shown.map((r) => r.customerNumber);

  it('lets every record through when nothing is chosen', () => {
    expect(numbers(filterRecords(records, none))).toEqual([1000, 1001, 1002]);
  });

  it('keeps only the chosen boxes, with no box chosen as the empty box', () => {
    expect(numbers(filterRecords(records, { ...none, boxes: new Set(['5', '']) }))).toEqual([1000, 1002]);
  });

  it('keeps only the chosen amperes', () => {
    expect(numbers(filterRecords(records, { ...none, amperes: new Set([2]) }))).toEqual([1001]);
  });

  it('needs both the box and the ampere to be chosen when both filters are set', () => {
    const filters = { boxes: new Set(['5', '12']), amperes: new Set([2, 10]) };
    expect(numbers(filterRecords(records, filters))).toEqual([1001]);
  });

  it('keeps the order it was given', () => {
    expect(numbers(filterRecords([...records].reverse(), none))).toEqual([1002, 1001, 1000]);
  });
});
