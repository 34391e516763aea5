import { Month } from '../calendar/month';
import { CustomerNumber } from '../customer/customer-number';
import { InvalidInputError } from '../errors/invalid-input.error';
import { ExchangeRate } from '../money/lbp';
import { Money } from '../money/money';
import type { CompanyProfile } from './company-profile';
import { InvoiceDocument, type InvoiceSource } from './invoice-document';

const COMPANY: CompanyProfile = {
  name: 'مولد النور',
  address: 'بيروت',
  phone: '01 234 567',
  phone2: '',
  email: 'info@nour.example',
  registrationNumber: 'REG-1',
  lookupNote: 'استعلم عن فاتورتك عبر الموقع',
};

/** A day of the business's calendar, YYYY-MM-DD. */
const on = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const invoice = (source: Partial<InvoiceSource> = {}) =>
  InvoiceDocument.of({
    customerNumber: 1042,
    billingMonth: '2026-11',
    amount: Money.parse(111),
    arrears: Money.zero,
    amountPaid: Money.zero,
    company: COMPANY,
    today: on(2026, 11, 12),
    ...source,
  });

describe('InvoiceDocument', () => {
  describe('the month it is for', () => {
    it('is the billing month of the record, named the Levantine way', () => {
      const document = invoice({ billingMonth: '2026-11' });
      expect(document.month.toString()).toBe('2026-11');
      expect(document.monthLabel).toBe('تشرين الثاني 2026');
    });

    it('is next month from the 25th on, as the date rule says, when the billing month is not later', () => {
      expect(invoice({ billingMonth: '2026-11', today: on(2026, 11, 27) }).monthLabel).toBe(
        'كانون الأول 2026',
      );
    });

    it('names the new month after a month close, even when printed in the closed one', () => {
      // Closed on 2 December: the record now bills January; the date alone would say December.
      expect(invoice({ billingMonth: '2027-01', today: on(2026, 12, 2) }).monthLabel).toBe(
        'كانون الثاني 2027',
      );
    });

    it('accepts the billing month as a Month', () => {
      expect(invoice({ billingMonth: Month.parse('2027-03') }).monthLabel).toBe('آذار 2027');
    });

    it('falls back to the 25th rule only without a billing month', () => {
      expect(invoice({ billingMonth: null, today: on(2026, 11, 24) }).month.toString()).toBe('2026-11');
      expect(invoice({ billingMonth: undefined, today: on(2026, 11, 25) }).month.toString()).toBe('2026-12');
      expect(invoice({ billingMonth: '', today: on(2026, 12, 26) }).monthLabel).toBe('كانون الثاني 2027');
    });

    it('refuses a billing month that is not one', () => {
      expect(() => invoice({ billingMonth: '2026-13' })).toThrow(InvalidInputError);
    });
  });

  describe('its number', () => {
    it('is INV-{customer number}-{year of the billing month} for single and portal invoices', () => {
      expect(invoice({ billingMonth: '2026-12' }).invoiceNumber).toBe('INV-1042-2026');
      expect(invoice({ billingMonth: '2027-01', today: on(2026, 12, 2) }).invoiceNumber).toBe(
        'INV-1042-2027',
      );
    });

    it('is INV-{customer number} for box and print-sheet invoices', () => {
      expect(invoice({ billingMonth: '2027-01' }).shortInvoiceNumber).toBe('INV-1042');
    });

    it('takes a parsed customer number as well', () => {
      expect(invoice({ customerNumber: CustomerNumber.parse('#1000') }).invoiceNumber).toBe('INV-1000-2026');
    });
  });

  describe('its amounts', () => {
    it('splits the total into a base and 11% VAT that add up exactly', () => {
      const document = invoice({ amount: Money.parse(110) });
      expect(document.total.toDecimalString()).toBe('110.00');
      expect(document.base.toDecimalString()).toBe('99.10');
      expect(document.vat.toDecimalString()).toBe('10.90');
      expect(document.vatRatePercent).toBe(11);
    });

    it('leaves the total minus what was paid, and says unpaid or partly paid', () => {
      expect(invoice({ amountPaid: Money.zero })).toMatchObject({ isPaid: false, paymentStatus: 'unpaid' });
      const partly = invoice({ amount: Money.parse(110), amountPaid: Money.parse(50) });
      expect(partly.remaining.toDecimalString()).toBe('60.00');
      expect(partly).toMatchObject({ isPaid: false, paymentStatus: 'partial' });
    });

    it('is paid in full once nothing is left, and keeps an overpayment as a negative balance', () => {
      expect(invoice({ amount: Money.parse(50), amountPaid: Money.parse(50) })).toMatchObject({
        isPaid: true,
        paymentStatus: 'paid',
      });
      const over = invoice({ amount: Money.parse(50), amountPaid: Money.parse(60) });
      expect(over.remaining.toDecimalString()).toBe('-10.00');
      expect(over.isPaid).toBe(true);
    });

    it('shows the previous balance and asks for it with this month (issue 11)', () => {
      const owing = invoice({
        amount: Money.parse(50),
        arrears: Money.parse('12.35'),
        amountPaid: Money.parse(20),
      });
      expect([
        owing.previousBalance.toDecimalString(),
        owing.total.toNumber(),
        owing.remaining.toDecimalString(),
      ]).toEqual(['12.35', 50, '42.35']);
      expect(owing.isPaid).toBe(false);
      expect(owing.paymentStatus).toBe('partial');
    });

    it('counts this month paid with arrears left as not paid', () => {
      const document = invoice({
        amount: Money.parse(50),
        arrears: Money.parse(30),
        amountPaid: Money.parse(50),
      });
      expect(document.isPaid).toBe(false);
      expect(document.remaining.toNumber()).toBe(30);
    });

    it('takes a credit carried in off what is due', () => {
      const document = invoice({
        amount: Money.parse(50),
        arrears: Money.parse(-60),
        amountPaid: Money.zero,
      });
      expect([document.remaining.toNumber(), document.isPaid, document.paymentStatus]).toEqual([
        -10,
        true,
        'paid',
      ]);
    });
  });

  describe('its amounts in Lebanese pounds', () => {
    it('converts the total at the rate given and splits out the VAT in whole pounds', () => {
      // 45.50 × 90,000 = 4,095,000; base = 4,095,000 / 1.11 = 3,689,189.19… → 3,689,189; VAT 405,811
      const document = invoice({ amount: Money.parse('45.50'), rate: ExchangeRate.of(90000) });
      expect(document.totalLbp.pounds).toBe(4_095_000);
      expect(document.vatLbp.pounds).toBe(405_811);
      expect(document.exchangeRate.usdToLbp).toBe(90000);
    });

    it('uses 89,500 pounds to the dollar when no rate is stored', () => {
      const document = invoice({ amount: Money.parse(10) });
      expect(document.exchangeRate.usdToLbp).toBe(89500);
      expect(document.totalLbp.pounds).toBe(895_000);
      // 895,000 / 1.11 = 806,306.3 → 806,306; VAT 88,694
      expect(document.vatLbp.pounds).toBe(88_694);
    });

    it('rounds the pounds half away from zero', () => {
      // 0.01 × 89,500.50 = 895.005 → 895
      expect(invoice({ amount: Money.parse('0.01'), rate: ExchangeRate.of('89500.5') }).totalLbp.pounds).toBe(
        895,
      );
      // 0.03 × 89,550 = 2,686.5 → 2,687
      expect(invoice({ amount: Money.parse('0.03'), rate: ExchangeRate.of(89550) }).totalLbp.pounds).toBe(
        2687,
      );
    });

    it('gives nothing in pounds for a zero total', () => {
      const document = invoice({ amount: Money.zero });
      expect([document.totalLbp.pounds, document.vatLbp.pounds]).toEqual([0, 0]);
    });
  });

  it('carries the company header, or none', () => {
    expect(invoice().company).toEqual(COMPANY);
    expect(invoice({ company: undefined }).company).toBeNull();
  });
});
