import { Month } from '../calendar/month';
import { AmperePricing, DEFAULT_AMPERE_PRICING } from '../ampere/ampere-pricing';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { startNextMonth } from '../month-close/month-close';
import { ARCHIVE_REASONS, ArchiveReason, restoredCustomerNumber, restoreIntoLiveMonth } from './restore';

describe('restoredCustomerNumber', () => {
  it('gives a restored customer the number after the highest in use', () => {
    expect(restoredCustomerNumber(1523).value).toBe(1524);
  });

  it('gives the first number when no customer exists', () => {
    expect(restoredCustomerNumber(null).value).toBe(1000);
  });
});

describe('ArchiveReason', () => {
  it('records a month close, a manual archive and a deletion', () => {
    expect(ArchiveReason.NewMonth).toBe('new_month');
    expect(ArchiveReason.ManualArchive).toBe('manual_archive');
    expect(ArchiveReason.Deleted).toBe('deleted');
    expect(ARCHIVE_REASONS).toEqual(['new_month', 'manual_archive', 'deleted']);
  });
});

describe('restoreIntoLiveMonth', () => {
  const pricing = DEFAULT_AMPERE_PRICING; // global 15 above 2 A, low 25 at 2 A or less
  const archived = {
    month: Month.parse('2026-11'),
    invoiceDate: '2026-11-05',
    ampere: Quantity.parse(5),
    amperePrice: Money.parse(15),
    priceIsCustom: false,
    amount: Money.parse(75),
    arrears: Money.zero,
    amountPaid: Money.parse(20),
  };
  const plain = (restored: ReturnType<typeof restoreIntoLiveMonth>) => ({
    month: restored.month.toString(),
    invoiceDate: restored.invoiceDate,
    amperePrice: restored.amperePrice.toNumber(),
    amount: restored.amount.toNumber(),
    amountPaid: restored.amountPaid.toNumber(),
    isPaid: restored.isPaid,
    outstandingBalance: restored.outstandingBalance.toNumber(),
  });

  it('brings a customer deleted in the live month back as it was', () => {
    expect(plain(restoreIntoLiveMonth(archived, Month.parse('2026-11'), '2026-11-20', pricing))).toEqual({
      month: '2026-11',
      invoiceDate: '2026-11-05',
      amperePrice: 15,
      amount: 75,
      amountPaid: 20,
      isPaid: false,
      outstandingBalance: 55,
    });
  });

  it('starts a customer deleted in an earlier month in the live month, as a month close would', () => {
    const next = startNextMonth(archived);
    expect(plain(restoreIntoLiveMonth(archived, Month.parse('2027-01'), '2027-01-03', pricing))).toEqual({
      month: '2027-01',
      invoiceDate: '2027-01-03',
      amperePrice: 15,
      amount: 75,
      amountPaid: next.amountPaid.toNumber(),
      isPaid: next.isPaid,
      outstandingBalance: next.outstandingBalance.toNumber(),
    });
    expect(next).toMatchObject({ isPaid: false });
    expect(next.amountPaid.toNumber()).toBe(0);
    // 75 − 20 left unpaid carries in: 55 + 75.
    expect(next.arrears.toNumber()).toBe(55);
    expect(next.outstandingBalance.toNumber()).toBe(130);
  });

  it('carries the balance a customer left in an earlier month as arrears', () => {
    const unpaid = { ...archived, arrears: Money.parse(10) };
    const restored = restoreIntoLiveMonth(unpaid, Month.parse('2027-01'), '2027-01-03', pricing);
    expect({
      arrears: restored.arrears.toNumber(),
      amountPaid: restored.amountPaid.toNumber(),
      outstandingBalance: restored.outstandingBalance.toNumber(),
      isPaid: restored.isPaid,
    }).toEqual({ arrears: 65, amountPaid: 0, outstandingBalance: 140, isPaid: false });
  });

  it('keeps the arrears of a customer deleted in the live month in its balance', () => {
    const restored = restoreIntoLiveMonth(
      { ...archived, arrears: Money.parse(-5) },
      Month.parse('2026-11'),
      '2026-11-20',
      pricing,
    );
    expect([restored.arrears.toNumber(), restored.outstandingBalance.toNumber()]).toEqual([-5, 50]);
  });

  it('prices a customer without a price of its own at the threshold price in force now', () => {
    const now = AmperePricing.of({ globalPrice: Money.parse(20), lowPrice: Money.parse(30) });
    expect(plain(restoreIntoLiveMonth(archived, Month.parse('2026-11'), '2026-11-20', now))).toMatchObject({
      amperePrice: 20,
      amount: 100,
      amountPaid: 20,
      outstandingBalance: 80,
    });
    const small = { ...archived, ampere: Quantity.parse(2), amperePrice: Money.parse(25) };
    expect(plain(restoreIntoLiveMonth(small, Month.parse('2027-01'), '2027-01-03', now))).toMatchObject({
      amperePrice: 30,
      amount: 60,
      // 75 − 20 left unpaid when deleted, carried in.
      outstandingBalance: 115,
    });
  });

  it("keeps a price of the customer's own", () => {
    const now = AmperePricing.of({ globalPrice: Money.parse(20), lowPrice: Money.parse(30) });
    const own = { ...archived, amperePrice: Money.parse(14), priceIsCustom: true };
    expect(plain(restoreIntoLiveMonth(own, Month.parse('2026-11'), '2026-11-20', now))).toMatchObject({
      amperePrice: 14,
      amount: 70,
      outstandingBalance: 50,
    });
  });
});
