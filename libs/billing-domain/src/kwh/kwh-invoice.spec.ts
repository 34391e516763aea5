import { ExchangeRate, Lbp } from '../money/lbp';
import { createKwhCustomer } from './kwh-customer';
import { kwhInvoiceOf } from './kwh-invoice';

const context = { pricing: new Map([[5, Lbp.ofPounds(447_500)]]), rate: ExchangeRate.of(89_500) };
const customer = (fields: Record<string, unknown> = {}) => ({
  ...createKwhCustomer(
    {
      name: 'سامي',
      box: '4',
      ampere: 5,
      previousKwh: 100,
      currentKwh: 150,
      pricePerKwh: '0.2',
      amountPaid: 5,
      ...fields,
    },
    context,
  ),
  customerNumber: 1042,
  month: '2026-11',
});
/** A day of the business's calendar, YYYY-MM-DD. */
const on = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe('kwhInvoiceOf', () => {
  it('carries the meter lines, the energy and fee, the VAT split and the LBP columns of the bill', () => {
    const invoice = kwhInvoiceOf({ customer: customer(), today: on(2026, 11, 12) });
    expect({
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      monthLabel: invoice.monthLabel,
      consumption: invoice.consumption.toNumber(),
      pricePerKwh: invoice.pricePerKwh.toNumber(),
      energyAmount: invoice.energyAmount.toNumber(),
      subscriptionFee: invoice.subscriptionFee.toNumber(),
      totalAmount: invoice.totalAmount.toNumber(),
      baseAmount: invoice.baseAmount.toNumber(),
      vatAmount: invoice.vatAmount.toNumber(),
      totalAmountLbp: invoice.totalAmountLbp.pounds,
      baseAmountLbp: invoice.baseAmountLbp.pounds,
      vatAmountLbp: invoice.vatAmountLbp.pounds,
      remainingAmount: invoice.remainingAmount.toNumber(),
      isPaid: invoice.isPaid,
    }).toEqual({
      invoiceNumber: 'INV-1042-2026',
      invoiceDate: '2026-11-12',
      monthLabel: 'تشرين الثاني 2026',
      consumption: 50,
      pricePerKwh: 0.2,
      energyAmount: 10,
      subscriptionFee: 5,
      totalAmount: 15,
      baseAmount: 13.51,
      vatAmount: 1.49,
      totalAmountLbp: 1_342_500,
      baseAmountLbp: 1_209_459,
      vatAmountLbp: 133_041,
      remainingAmount: 10,
      isPaid: false,
    });
  });

  it('is for next month from the 25th (December rolls into January of the next year)', () => {
    const invoice = kwhInvoiceOf({ customer: { ...customer(), month: '2026-12' }, today: on(2026, 12, 25) });
    expect(invoice.invoiceNumber).toBe('INV-1042-2027');
    expect(invoice.monthLabel).toBe('كانون الثاني 2027');
  });

  it("keeps the customer's own invoice date", () => {
    expect(
      kwhInvoiceOf({ customer: customer({ invoiceDate: '2026-11-03' }), today: on(2026, 11, 12) })
        .invoiceDate,
    ).toBe('2026-11-03');
  });

  it('shows a customer who paid the total as paid with nothing remaining', () => {
    const invoice = kwhInvoiceOf({ customer: customer({ amountPaid: 15 }), today: on(2026, 11, 12) });
    expect(invoice.isPaid).toBe(true);
    expect(invoice.remainingAmount.toNumber()).toBe(0);
  });
});
