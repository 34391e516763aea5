import { Money } from '../money/money';
import { portalPaymentStatus } from './payment-status';

const usd = (value: number) => Money.parse(value);

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
