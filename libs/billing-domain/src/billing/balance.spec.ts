import { Money } from '../money/money';
import { arrearsCarried, balanceOf } from './balance';

const usd = (value: number | string) => Money.parse(value);

describe('balanceOf', () => {
  it('owes the arrears plus this month less what was paid, to the cent', () => {
    const balance = balanceOf({ arrears: usd('12.35'), amount: usd('45.10'), amountPaid: usd('20.05') });
    expect(balance.outstandingBalance.toDecimalString()).toBe('37.40');
    expect(balance.isPaid).toBe(false);
  });

  it('is this month less what was paid when nothing is carried', () => {
    const balance = balanceOf({ arrears: Money.zero, amount: usd(50), amountPaid: usd(20) });
    expect(balance.outstandingBalance.toNumber()).toBe(30);
    expect(balance.isPaid).toBe(false);
  });

  it('is paid when the payment covers the arrears and this month exactly', () => {
    const balance = balanceOf({ arrears: usd(30), amount: usd(50), amountPaid: usd(80) });
    expect(balance.outstandingBalance.toNumber()).toBe(0);
    expect(balance.isPaid).toBe(true);
  });

  it('is not paid when this month is paid but the arrears are not', () => {
    const balance = balanceOf({ arrears: usd(30), amount: usd(50), amountPaid: usd(50) });
    expect(balance.outstandingBalance.toNumber()).toBe(30);
    expect(balance.isPaid).toBe(false);
  });

  it('takes a credit carried in (negative arrears) off this month', () => {
    const balance = balanceOf({ arrears: usd(-20), amount: usd(50), amountPaid: Money.zero });
    expect(balance.outstandingBalance.toNumber()).toBe(30);
    expect(balance.isPaid).toBe(false);
  });

  it('is paid with nothing paid when the credit covers this month, keeping the rest of the credit', () => {
    const balance = balanceOf({ arrears: usd(-60), amount: usd(50), amountPaid: Money.zero });
    expect(balance.outstandingBalance.toNumber()).toBe(-10);
    expect(balance.isPaid).toBe(true);
  });

  it('keeps an overpayment as a negative balance', () => {
    const balance = balanceOf({ arrears: Money.zero, amount: usd(50), amountPaid: usd(60) });
    expect(balance.outstandingBalance.toNumber()).toBe(-10);
    expect(balance.isPaid).toBe(true);
  });
});

describe('arrearsCarried', () => {
  it('carries the unpaid balance of the closing month', () => {
    expect(arrearsCarried({ outstandingBalance: usd('37.40') }).toDecimalString()).toBe('37.40');
  });

  it('carries an overpayment as a credit (negative arrears)', () => {
    expect(arrearsCarried({ outstandingBalance: usd(-10) }).toNumber()).toBe(-10);
  });

  it('carries nothing from a month settled exactly', () => {
    expect(arrearsCarried({ outstandingBalance: Money.zero }).toNumber()).toBe(0);
  });
});
