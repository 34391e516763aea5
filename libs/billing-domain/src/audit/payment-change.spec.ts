import { Money } from '../money/money';
import { paymentChangesOf, paymentDetailsOf } from './payment-change';

const change = (id: string, previous: string, amountPaid: string) => ({
  id,
  customerNumber: 1000 + Number(id),
  previous: Money.parse(previous),
  amountPaid: Money.parse(amountPaid),
});

describe('payments for the audit log', () => {
  it('keeps only the customers whose paid amount changed', () => {
    const kept = paymentChangesOf([change('1', '0', '25'), change('2', '10', '10'), change('3', '7.5', '0')]);
    expect(kept.map((c) => c.id)).toEqual(['1', '3']);
  });

  it('counts 10 and 10.00 as the same amount (no payment)', () => {
    expect(paymentChangesOf([change('1', '10', '10.00')])).toEqual([]);
  });

  it('sees a change of one cent', () => {
    expect(paymentChangesOf([change('1', '10', '10.01')])).toHaveLength(1);
  });

  it('describes one payment with exact amounts', () => {
    expect(paymentDetailsOf(change('4', '0', '33.3'))).toEqual({
      id: '4',
      customerNumber: 1004,
      previous: '0.00',
      amountPaid: '33.30',
    });
  });
});
