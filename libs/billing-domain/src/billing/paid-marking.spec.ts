import { Money } from '../money/money';
import { amountPaidWhenMarked } from './paid-marking';

describe('marking a record paid or not paid', () => {
  const current = (amountPaid: string, outstandingBalance: string) => ({
    amountPaid: Money.parse(amountPaid),
    outstandingBalance: Money.parse(outstandingBalance),
  });

  it('pays the outstanding balance on top of what is paid', () => {
    expect(amountPaidWhenMarked(true, current('20', '55.5')).toDecimalString()).toBe('75.50');
  });

  it('changes nothing when nothing is owed (paid in full or in credit)', () => {
    expect(amountPaidWhenMarked(true, current('75', '0')).toDecimalString()).toBe('75.00');
    expect(amountPaidWhenMarked(true, current('90', '-15')).toDecimalString()).toBe('90.00');
  });

  it('takes every payment back when marked not paid', () => {
    expect(amountPaidWhenMarked(false, current('75', '0')).toDecimalString()).toBe('0.00');
  });

  it('keeps an amount typed beside "not paid"; pays the balance left after an amount typed beside "paid"', () => {
    expect(amountPaidWhenMarked(false, current('30', '45'), Money.parse('30')).toDecimalString()).toBe(
      '30.00',
    );
    expect(amountPaidWhenMarked(true, current('30', '45'), Money.parse('30')).toDecimalString()).toBe(
      '75.00',
    );
  });
});
