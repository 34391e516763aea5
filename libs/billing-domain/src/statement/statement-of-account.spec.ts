import { Month } from '../calendar/month';
import { InvalidInputError } from '../errors/invalid-input.error';
import { UnitPrice } from '../kwh/unit-price';
import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { StatementOfAccount, type StatementSource } from './statement-of-account';
import type { MeteredCharges } from './tariff-charges';

const rate = ExchangeRate.of(89500);
const usd = (value: number | string) => Money.parse(value);
const kwh = (value: number) => Quantity.parse(value);
const customer = { customerNumber: 1030, name: 'حسين', box: 'A1', address: null, phone: '+9613123456' };
/** 26 November 2026, noon: from the 25th the invoice is for December. */
const november26 = '2026-11-26';
const november10 = '2026-11-10';

function ampere(overrides: Partial<StatementSource> = {}): StatementOfAccount {
  return StatementOfAccount.of({
    customer,
    billingMonth: '2026-11',
    today: november10,
    charges: { tariff: 'flat-per-ampere', ampere: kwh(5), pricePerAmpere: usd(15) },
    arrears: usd(75),
    amountPaid: Money.zero,
    rate,
    ...overrides,
  });
}

function metered(charges: Partial<MeteredCharges>, overrides: Partial<StatementSource> = {}) {
  return StatementOfAccount.of({
    customer,
    billingMonth: '2026-11',
    today: november10,
    charges: {
      tariff: 'metered-per-kwh',
      previousReading: kwh(1000),
      currentReading: kwh(1490),
      pricePerKwh: UnitPrice.parse('0.4022'),
      pricePerKwhLbp: null,
      subscriptionFee: usd('11.73'),
      subscriptionFeeLbp: null,
      ...charges,
    },
    arrears: Money.zero,
    amountPaid: Money.zero,
    rate,
    ...overrides,
  });
}

describe('StatementOfAccount', () => {
  describe('a flat (ampere) customer', () => {
    it('bills amperes × price per ampere, VAT 11 % included', () => {
      const statement = ampere();
      expect(statement.lines).toHaveLength(1);
      const [line] = statement.lines;
      expect(line.kind).toBe('ampere');
      expect(line.quantity?.toString()).toBe('5');
      expect(line.unitPrice.display()).toBe('$15');
      expect(line.amount.display()).toBe('75');
      expect(statement.total.display()).toBe('75');
      expect(statement.base.display()).toBe('67.57');
      expect(statement.vat.display()).toBe('7.43');
      expect(statement.readings).toBeNull();
    });

    it('asks in pounds for the whole total due, arrears included: $150 at 89,500 = 13,425,000', () => {
      const statement = ampere();
      expect(statement.totalDue.display()).toBe('150');
      expect(statement.pounds.total.pounds).toBe(6_712_500);
      expect(statement.pounds.previousBalance.pounds).toBe(6_712_500);
      expect(statement.pounds.totalDue.pounds).toBe(13_425_000);
      expect(statement.rate.usdToLbp).toBe(89500);
    });

    it('takes the payments of the month off the total due, in both currencies', () => {
      const statement = ampere({ amountPaid: usd(100) });
      expect(statement.totalDue.display()).toBe('50');
      expect(statement.pounds.amountPaid.pounds).toBe(8_950_000);
      expect(statement.pounds.totalDue.pounds).toBe(4_475_000);
      expect(statement.paymentStatus).toBe('partial');
      expect(statement.isPaid).toBe(false);
    });

    it('is paid with nothing due when the payments cover it, and a credit stays a credit', () => {
      const statement = ampere({ amountPaid: usd(160) });
      expect(statement.isPaid).toBe(true);
      expect(statement.totalDue.display()).toBe('-10');
      expect(statement.pounds.totalDue.pounds).toBe(-895_000);
    });
  });

  describe('the month and number', () => {
    it('is for next month from the 25th: on 26 November the bill is for كانون الأول 2026', () => {
      const statement = ampere({ today: november26 });
      expect(statement.month.toString()).toBe('2026-12');
      expect(statement.monthLabel).toBe('كانون الأول 2026');
      expect(statement.invoiceNumber).toBe('INV-1030-2026');
      expect(statement.shortInvoiceNumber).toBe('INV-1030');
    });

    it('is for this month before the 25th, and for the billing month when that is later', () => {
      expect(ampere().month.toString()).toBe('2026-11');
      expect(ampere({ billingMonth: '2027-01', today: november26 }).invoiceNumber).toBe('INV-1030-2027');
    });

    it('is for the month billed when it states an archived month, whatever today is', () => {
      const statement = ampere({ today: november26, billedMonth: Month.parse('2026-09') });
      expect(statement.monthLabel).toBe('أيلول 2026');
      expect(statement.invoiceNumber).toBe('INV-1030-2026');
    });

    it('takes the month and year picked on a print page', () => {
      const statement = ampere({ printChoice: { month: 3, year: 2027 } });
      expect(statement.monthLabel).toBe('آذار 2027');
    });
  });

  describe('a metered (kWh) customer', () => {
    it('shows the previous and current readings and the consumption', () => {
      const { readings } = metered({});
      expect(readings?.previous.toString()).toBe('1000');
      expect(readings?.current.toString()).toBe('1490');
      expect(readings?.consumption.toString()).toBe('490');
    });

    it('prints the unit price with every decimal that multiplies out: 180 × $0.4022 = $72.40', () => {
      const statement = metered({ previousReading: kwh(0), currentReading: kwh(180) });
      const [energy] = statement.lines;
      expect(energy.unitPrice.display()).toBe('$0.4022');
      expect(energy.unitPrice.toNumber()).toBe(0.4022);
      expect(energy.amount.display()).toBe('72.4');
      expect(energy.unit).toBe('ك.و.س');
    });

    it('bills a price typed in pounds exactly: 490 × 36,000 + 1,050,000 = 18,690,000 LBP', () => {
      const statement = metered({
        pricePerKwhLbp: Lbp.ofPounds(36_000),
        subscriptionFeeLbp: Lbp.ofPounds(1_050_000),
      });
      const [energy, fee] = statement.lines;
      expect(energy.amountLbp.pounds).toBe(17_640_000);
      expect(energy.unitPrice.display()).toBe('36,000 ل.ل');
      expect(fee.kind).toBe('subscription-fee');
      expect(fee.amountLbp.pounds).toBe(1_050_000);
      expect(statement.pounds.total.pounds).toBe(18_690_000);
      expect(statement.pounds.exact).toBe(true);
      expect(statement.pounds.base.pounds + statement.pounds.vat.pounds).toBe(18_690_000);
    });

    it('derives the dollars from the pounds at the stored rate, the lines adding up', () => {
      const statement = metered({
        pricePerKwhLbp: Lbp.ofPounds(36_000),
        subscriptionFeeLbp: Lbp.ofPounds(1_050_000),
      });
      const [energy, fee] = statement.lines;
      // 17,640,000 / 89,500 = 197.0949…; 1,050,000 / 89,500 = 11.7318…
      expect(energy.amount.display()).toBe('197.09');
      expect(fee.amount.display()).toBe('11.73');
      expect(statement.total.display()).toBe('208.82');
      expect(statement.base.plus(statement.vat).equals(statement.total)).toBe(true);
    });

    it('without pound prices converts the dollars: the old 18,688,495 comes only from dollar prices', () => {
      const statement = metered({});
      expect(statement.total.display()).toBe('208.81');
      expect(statement.pounds.total.pounds).toBe(18_688_495);
      expect(statement.pounds.exact).toBe(false);
    });

    it('keeps the month exact in pounds and converts only the arrears and the payments', () => {
      const statement = metered(
        { pricePerKwhLbp: Lbp.ofPounds(36_000), subscriptionFeeLbp: Lbp.ofPounds(1_050_000) },
        { arrears: usd(75), amountPaid: usd(50) },
      );
      expect(statement.totalDue.display()).toBe('233.82');
      // 18,690,000 + 6,712,500 − 4,475,000
      expect(statement.pounds.totalDue.pounds).toBe(20_927_500);
    });

    it('bills the fee in dollars when the customer has their own fee', () => {
      const statement = metered({ subscriptionFee: usd(10) });
      expect(statement.lines[1].unitPrice.display()).toBe('$10');
      expect(statement.lines[1].amountLbp.pounds).toBe(895_000);
    });
  });

  describe('the rules it carried over from the invoice document', () => {
    const flat = (price: string, ampere = '1') =>
      ({ tariff: 'flat-per-ampere', ampere: Quantity.parse(ampere), pricePerAmpere: usd(price) }) as const;

    it('names the new month after a month close, even when shown in the closed one', () => {
      // Closed on 2 December: the record now bills January; the date alone would say December.
      const statement = ampere({ billingMonth: '2027-01', today: '2026-12-02' });
      expect(statement.monthLabel).toBe('كانون الثاني 2027');
      expect(statement.invoiceNumber).toBe('INV-1030-2027');
    });

    it('falls back to the 25th rule without a billing month, and refuses one that is not a month', () => {
      expect(ampere({ billingMonth: null, today: '2026-12-26' }).monthLabel).toBe('كانون الثاني 2027');
      expect(() => ampere({ billingMonth: '2026-13' })).toThrow(InvalidInputError);
    });

    it('counts this month paid with arrears left as not paid, and takes a credit carried in off the due', () => {
      const arrearsLeft = ampere({ charges: flat('50'), arrears: usd(30), amountPaid: usd(50) });
      expect([arrearsLeft.isPaid, arrearsLeft.totalDue.toNumber()]).toEqual([false, 30]);
      const credit = ampere({ charges: flat('50'), arrears: usd(-60) });
      expect([credit.totalDue.toNumber(), credit.isPaid, credit.paymentStatus]).toEqual([-10, true, 'paid']);
    });

    it('splits the month into a base and 11 % VAT that add up, in dollars and in pounds', () => {
      // 45.50 × 90,000 = 4,095,000; base 4,095,000 / 1.11 = 3,689,189.19… → 3,689,189; VAT 405,811
      const statement = ampere({ charges: flat('45.50'), arrears: Money.zero, rate: ExchangeRate.of(90000) });
      expect(statement.base.plus(statement.vat).equals(statement.total)).toBe(true);
      expect([statement.pounds.total.pounds, statement.pounds.vat.pounds]).toEqual([4_095_000, 405_811]);
    });

    it('rounds the pounds half away from zero, and a zero month is zero pounds', () => {
      // 0.03 × 89,550 = 2,686.5 → 2,687
      const tiny = ampere({ charges: flat('0.03'), arrears: Money.zero, rate: ExchangeRate.of(89550) });
      expect(tiny.pounds.total.pounds).toBe(2687);
      const zero = ampere({ charges: flat('0'), arrears: Money.zero });
      expect([zero.pounds.total.pounds, zero.pounds.vat.pounds, zero.pounds.totalDue.pounds]).toEqual([
        0, 0, 0,
      ]);
    });
  });

  it('offers WhatsApp to a mobile only, never to a landline', () => {
    expect(ampere().reachableOnWhatsApp).toBe(true);
    expect(ampere({ customer: { ...customer, phone: '+96171123456' } }).reachableOnWhatsApp).toBe(true);
    expect(ampere({ customer: { ...customer, phone: '+9611234567' } }).reachableOnWhatsApp).toBe(false);
    expect(ampere({ customer: { ...customer, phone: null } }).reachableOnWhatsApp).toBe(false);
  });
});
