import { createKwhCustomer } from '../kwh/kwh-customer';
import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { ampereInvoiceForPrint, kwhInvoiceForPrint, type PrintContext } from './print-invoice';

const company = {
  name: 'مولد النور',
  address: 'بيروت',
  phone: '01 234 567',
  phone2: '03 765 432',
  email: '',
  registrationNumber: 'REG-7781',
  lookupNote: 'استعلم عن فاتورتك عبر الموقع',
};
/** A day of the business's calendar, YYYY-MM-DD. */
const on = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const context = (overrides: Partial<PrintContext> = {}): PrintContext => ({
  company,
  today: on(2026, 11, 12),
  rate: ExchangeRate.of(89_500),
  ...overrides,
});

const ampereRecord = {
  id: 'a1',
  customerNumber: 1007,
  name: 'يوسف',
  box: '17',
  address: 'الجبل',
  ampere: Quantity.parse(3),
  amperePrice: Money.parse(15),
  amount: Money.parse(45),
  arrears: Money.zero,
  amountPaid: Money.parse(20),
  isPaid: false,
  month: '2026-11',
};

describe('ampereInvoiceForPrint', () => {
  it('bills amperes × price, splits the VAT and converts the total to pounds at the stored rate', () => {
    const invoice = ampereInvoiceForPrint(ampereRecord, context());
    expect({
      system: invoice.system,
      invoiceNumber: invoice.invoiceNumber,
      monthLabel: invoice.monthLabel,
      line: `${invoice.lineItem.quantity.toString()} ${invoice.lineItem.unit} × ${invoice.lineItem.price.toString()} = ${invoice.lineItem.amount.toString()}`,
      base: invoice.baseAmount.toNumber(),
      vat: invoice.vatAmount.toNumber(),
      total: invoice.total.toNumber(),
      remaining: invoice.remainingAmount.toNumber(),
      lbp: [invoice.lbp.total.pounds, invoice.lbp.vat.pounds, invoice.lbp.rate.toNumber()],
      company: invoice.company?.registrationNumber,
    }).toEqual({
      system: 'ampere',
      invoiceNumber: 'INV-1007-2026',
      monthLabel: 'تشرين الثاني 2026',
      line: '3 أمبير × 15.00 = 45.00',
      base: 40.54,
      vat: 4.46,
      total: 45,
      remaining: 25,
      lbp: [4_027_500, 399_122, 89_500],
      company: 'REG-7781',
    });
  });

  it('shows the previous balance, this month and the total due (issue 11)', () => {
    const invoice = ampereInvoiceForPrint({ ...ampereRecord, arrears: Money.parse('30.50') }, context());
    expect({
      previousBalance: invoice.previousBalance.toNumber(),
      total: invoice.total.toNumber(),
      totalDue: invoice.remainingAmount.toNumber(),
    }).toEqual({ previousBalance: 30.5, total: 45, totalDue: 55.5 });
  });

  it('prints the month and year chosen: label and the year of the invoice number', () => {
    const invoice = ampereInvoiceForPrint(ampereRecord, context({ choice: { month: 1, year: 2027 } }));
    expect([invoice.monthLabel, invoice.invoiceNumber]).toEqual(['كانون الثاني 2027', 'INV-1007-2027']);
  });

  it('from the 25th the invoice is for next month when nothing is chosen (spec 000 §9)', () => {
    const invoice = ampereInvoiceForPrint(
      { ...ampereRecord, month: '2026-12' },
      context({ today: on(2026, 12, 26) }),
    );
    expect([invoice.monthLabel, invoice.invoiceNumber]).toEqual(['كانون الثاني 2027', 'INV-1007-2027']);
  });
});

describe('kwhInvoiceForPrint', () => {
  const billing = { pricing: new Map([[5, Lbp.ofPounds(447_500)]]), rate: ExchangeRate.of(89_500) };
  const customer = {
    ...createKwhCustomer(
      {
        name: 'سامي',
        box: '4',
        ampere: 5,
        previousKwh: 100,
        currentKwh: 150,
        pricePerKwh: '0.2',
        amountPaid: 5,
      },
      billing,
    ),
    customerNumber: 1042,
    month: '2026-11',
  };

  it('bills consumption × price per kWh, lists the readings and the fee, and keeps the LBP of the bill', () => {
    const invoice = kwhInvoiceForPrint(
      { id: 'k1', system: 'mahmoud-kwh', customer },
      // The bill was written at 89,500: a different stored rate today does not change it.
      context({ rate: ExchangeRate.of(95_000) }),
    );
    expect({
      system: invoice.system,
      invoiceNumber: invoice.invoiceNumber,
      line: `${invoice.lineItem.quantity.toString()} ${invoice.lineItem.unit} × ${invoice.lineItem.price.toString()} = ${invoice.lineItem.amount.toString()}`,
      otherLines: invoice.otherLines,
      total: invoice.total.toNumber(),
      vat: invoice.vatAmount.toNumber(),
      remaining: invoice.remainingAmount.toNumber(),
      lbp: [invoice.lbp.total.pounds, invoice.lbp.vat.pounds, invoice.lbp.rate.toNumber()],
    }).toEqual({
      system: 'mahmoud-kwh',
      invoiceNumber: 'INV-1042-2026',
      line: '50 ك.و.س × 0.2 = 10.00',
      otherLines: [
        { label: 'القراءة السابقة', value: '100' },
        { label: 'القراءة الحالية', value: '150' },
        { label: 'رسم الاشتراك', value: '$5' },
      ],
      total: 15,
      vat: 1.49,
      remaining: 10,
      lbp: [1_342_500, 133_041, 89_500],
    });
  });

  it('shows a credit carried in as a negative previous balance, taken off the total due', () => {
    const invoice = kwhInvoiceForPrint(
      { id: 'k1', system: 'mahmoud-kwh', customer: { ...customer, arrears: Money.parse(-4) } },
      context(),
    );
    expect([
      invoice.previousBalance.toNumber(),
      invoice.total.toNumber(),
      invoice.remainingAmount.toNumber(),
    ]).toEqual([-4, 15, 6]);
  });

  it('prints the month chosen on kWh invoices too', () => {
    const invoice = kwhInvoiceForPrint(
      { id: 'k1', system: 'baydawi-kwh', customer },
      context({ choice: { month: 6, year: 2025 } }),
    );
    expect([invoice.monthLabel, invoice.invoiceNumber]).toEqual(['حزيران 2025', 'INV-1042-2025']);
  });
});
