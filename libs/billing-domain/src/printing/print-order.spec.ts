import { sortForPrint } from './print-order';

describe('sortForPrint', () => {
  it('prints box by box, numerically, then by customer number; no box last', () => {
    const invoices = [
      { box: null, customerNumber: 1 },
      { box: '10', customerNumber: 3 },
      { box: '9', customerNumber: 7 },
      { box: 'أ', customerNumber: 2 },
      { box: '10', customerNumber: 2 },
      { box: '9', customerNumber: 5 },
    ];
    expect(
      sortForPrint(invoices).map(({ box, customerNumber }) => `${box ?? '-'}/${customerNumber}`),
    ).toEqual(['9/5', '9/7', '10/2', '10/3', 'أ/2', '-/1']);
  });

  it('leaves the list given unchanged', () => {
    const invoices = [
      { box: '2', customerNumber: 1 },
      { box: '1', customerNumber: 2 },
    ];
    sortForPrint(invoices);
    expect(invoices[0].box).toBe('2');
  });
});
