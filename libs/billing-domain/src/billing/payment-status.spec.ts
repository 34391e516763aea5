import { Money } from '../money/money';
import { portalPaymentStatus, settle } from './payment-status';

const usd = (value: number) => Money.parse(value);

describe('settle', () => {
  it('leaves a record unpaid with a positive balance', () => {
    const settlement = settle(usd(50), usd(20), false);
    expect(settlement.outstandingBalance.toNumber()).toBe(30);
    expect(settlement.isPaid).toBe(false);
  });

  it('counts a record paid when its balance reaches zero', () => {
    const settlement = settle(usd(50), usd(50), false);
    expect(settlement.outstandingBalance.toNumber()).toBe(0);
    expect(settlement.isPaid).toBe(true);
  });

  it('counts a record paid when the customer paid more, keeping the negative balance', () => {
    const settlement = settle(usd(50), usd(60), false);
    expect(settlement.outstandingBalance.toNumber()).toBe(-10);
    expect(settlement.isPaid).toBe(true);
  });

  it('counts a record paid when it is marked paid, whatever the balance', () => {
    const settlement = settle(usd(50), usd(0), true);
    expect(settlement.outstandingBalance.toNumber()).toBe(50);
    expect(settlement.isPaid).toBe(true);
  });

  it('counts a zero amount as paid', () => {
    expect(settle(usd(0), usd(0), false).isPaid).toBe(true);
  });
});

describe('portalPaymentStatus', () => {
  it('shows paid when the balance is zero', () => {
    expect(portalPaymentStatus(usd(50), usd(50))).toBe('paid');
  });

  it('shows paid when the balance is below zero', () => {
    expect(portalPaymentStatus(usd(50), usd(55))).toBe('paid');
  });

  it('shows partly paid when something was paid and a balance remains', () => {
    expect(portalPaymentStatus(usd(50), usd(0.01))).toBe('partial');
    expect(portalPaymentStatus(usd(50), usd(49.99))).toBe('partial');
  });

  it('shows unpaid when nothing was paid', () => {
    expect(portalPaymentStatus(usd(50), usd(0))).toBe('unpaid');
  });

  it('shows paid for a zero amount with nothing paid', () => {
    expect(portalPaymentStatus(usd(0), usd(0))).toBe('paid');
  });
});
