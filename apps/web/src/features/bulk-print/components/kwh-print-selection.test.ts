import { kwhCustomer } from '../../../test/kwh-fixtures';
import { customersShown, deselectShown, selectShown, summariseSelection } from './kwh-print-selection';

const customers = [
  kwhCustomer({ customerNumber: 1000, name: 'سامي خوري', box: '4', totalAmount: 0.1 }),
  kwhCustomer({ customerNumber: 1001, name: 'فاطمة حداد', box: '12', address: 'الحمرا', totalAmount: 0.2 }),
  kwhCustomer({ customerNumber: 1002, name: 'سامر عون', box: '4', totalAmount: 10.05 }),
];

describe('the selection of a bulk print page', () => {
  it('shows the customers whose name, number, box or address match, Arabic spellings folded', () => {
    expect(customersShown(customers, 'سام').map((c) => c.customerNumber)).toEqual([1000, 1002]);
    expect(customersShown(customers, '#1001').map((c) => c.customerNumber)).toEqual([1001]);
    expect(customersShown(customers, 'حمرا').map((c) => c.customerNumber)).toEqual([1001]);
    expect(customersShown(customers, 'فاطمه').map((c) => c.customerNumber)).toEqual([1001]);
    expect(customersShown(customers, '')).toHaveLength(3);
  });

  it('selects all of the rows the search shows, keeping what was chosen before', () => {
    const chosen = selectShown(new Set(['kwh-1001']), customersShown(customers, 'سام'));
    expect([...chosen].sort()).toEqual(['kwh-1000', 'kwh-1001', 'kwh-1002']);
  });

  it('deselects only the rows the search shows; a choice hidden by the search stays', () => {
    const all = new Set(customers.map((c) => c.id));
    expect([...deselectShown(all, customersShown(customers, 'سام'))]).toEqual(['kwh-1001']);
  });

  it('counts the chosen customers, the pages needed (three invoices a page) and their total in cents', () => {
    const summary = summariseSelection(customers, new Set(['kwh-1000', 'kwh-1001', 'kwh-1002']));
    // 0.1 + 0.2 + 10.05 in floating point is 10.350000000000001; in cents it is exact.
    expect([summary.count, summary.pages, summary.total.cents]).toEqual([3, 1, 1035]);
  });

  it.each([
    [0, 0],
    [1, 1],
    [3, 1],
    [4, 2],
    [7, 3],
    [9, 3],
    [10, 4],
  ])('needs ceil(%i / 3) = %i A4 pages', (count, pages) => {
    const many = Array.from({ length: count }, (_, i) => kwhCustomer({ customerNumber: 2000 + i }));
    expect(summariseSelection(many, new Set(many.map((c) => c.id))).pages).toBe(pages);
  });

  it('does not count a chosen customer who is no longer in the list', () => {
    const summary = summariseSelection(customers, new Set(['kwh-1000', 'gone']));
    expect([summary.count, summary.total.cents]).toEqual([1, 10]);
  });
});
