import { ExchangeRate, Lbp } from '../money/lbp';
import { createKwhCustomer, type MeteredGroupContext } from './kwh-customer';
import { startNextKwhMonth } from './kwh-month-close';
import { MeteredGroupPrice } from './metered-group-price';

const context: MeteredGroupContext = {
  pricing: new Map([[5, Lbp.ofPounds(447_500)]]),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};
const customer = (fields: Record<string, unknown>) =>
  createKwhCustomer({ name: 'سامي', ampere: 5, ...fields }, context);
const closed = (fields: Record<string, unknown>) => {
  const next = startNextKwhMonth(customer(fields));
  return {
    previousKwh: next.previousKwh.toNumber(),
    currentKwh: next.currentKwh.toNumber(),
    arrears: next.arrears.toNumber(),
    amountPaid: next.amountPaid.toNumber(),
    consumption: next.bill.consumption.toNumber(),
    totalAmount: next.bill.totalAmount.toNumber(),
    outstandingBalance: next.bill.outstandingBalance.toNumber(),
    totalAmountLbp: next.bill.totalAmountLbp.pounds,
    isPaid: next.bill.isPaid,
  };
};

describe('startNextKwhMonth', () => {
  it('carries the reading taken into previous, resets the meter to unread and the payment to 0', () => {
    expect(closed({ previousKwh: 100, currentKwh: 250, amountPaid: 155 })).toEqual({
      previousKwh: 250,
      currentKwh: 0,
      arrears: 0,
      amountPaid: 0,
      consumption: 0,
      // the subscription fee of 5 A: 447,500 / 89,500 = 5
      totalAmount: 5,
      outstandingBalance: 5,
      totalAmountLbp: 447_500,
      isPaid: false,
    });
  });

  it('keeps the previous reading of a meter that was not read, so it never shifts twice', () => {
    expect(closed({ previousKwh: 250, currentKwh: 0 })).toMatchObject({ previousKwh: 250, currentKwh: 0 });
    const twice = startNextKwhMonth(startNextKwhMonth(customer({ previousKwh: 100, currentKwh: 250 })));
    expect(twice.previousKwh.toNumber()).toBe(250);
  });

  it('keeps the unit price, the own fee and the insurance', () => {
    const next = startNextKwhMonth(
      customer({ ampere: 6, ampereSubscriptionFee: 3, pricePerKwh: '0.25', insurance: 20, currentKwh: 10 }),
    );
    expect(next.pricePerKwh.toString()).toBe('0.25');
    expect(next.insurance.toNumber()).toBe(20);
    expect(next.bill.totalAmount.toNumber()).toBe(3);
  });

  it('counts a customer with nothing due (no fee) as paid, as any zero total', () => {
    expect(closed({ ampere: 6, previousKwh: 10, currentKwh: 20, amountPaid: 10 })).toMatchObject({
      totalAmount: 0,
      isPaid: true,
    });
  });

  // 100 → 250 at $1: 150 + the fee of 5 = 155 owed in the closing month.
  it('carries the unpaid part of the closing month as arrears', () => {
    expect(closed({ previousKwh: 100, currentKwh: 250, amountPaid: 100 })).toMatchObject({
      arrears: 55,
      amountPaid: 0,
      totalAmount: 5,
      outstandingBalance: 60,
      isPaid: false,
    });
  });

  it('carries an overpayment as a credit, paid when it covers the new month', () => {
    expect(closed({ previousKwh: 100, currentKwh: 250, amountPaid: 165 })).toMatchObject({
      arrears: -10,
      outstandingBalance: -5,
      isPaid: true,
    });
  });

  it('adds an unpaid month to the arrears it already carried', () => {
    const twice = startNextKwhMonth(startNextKwhMonth(customer({ previousKwh: 100, currentKwh: 250 })));
    expect(twice.arrears.toNumber()).toBe(160);
    expect(twice.bill.outstandingBalance.toNumber()).toBe(165);
  });
});
