import { boxesOfInvoices } from './boxes-of-invoices';

describe('the boxes of a closed month', () => {
  it('counts the invoices of each box, in box order, the customers without a box last', () => {
    expect(
      boxesOfInvoices([
        { box: '10' },
        { box: null },
        { box: '9' },
        { box: '10' },
        { box: ' 9 ' },
        { box: '' },
      ]),
    ).toEqual([
      { box: '9', customers: 2 },
      { box: '10', customers: 2 },
      { box: '', customers: 2 },
    ]);
  });

  it('has no boxes when the month billed no one', () => {
    expect(boxesOfInvoices([])).toEqual([]);
  });
});
