import { InvalidInputError } from '../errors/invalid-input.error';
import { startNextKwhMonth } from '../kwh/kwh-month-close';
import { UnitPrice } from '../kwh/unit-price';
import { startNextMonth } from '../month-close/month-close';
import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { billKwhCustomer } from '../kwh/kwh-bill';
import { StatementOfAccount } from '../statement/statement-of-account';
import {
  assertMayCutOff,
  assertMayCutOffAs,
  assertMayReconnect,
  billedNextMonth,
  CustomerAlreadyCutOffError,
  CustomerNotCutOffError,
  readCutOffReason,
  readReconnectionFeeLbp,
  readReconnectionFeeUsd,
  reconnectionFee,
} from './cut-off';

const rate = ExchangeRate.of(89500);
const usd = (value: number | string) => Money.parse(value);
const cutOff = { at: '2026-11-20T08:00:00.000Z', reason: 'ثلاثة أشهر دون دفع' };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe('cut-off and reconnection', () => {
  it('refuses to cut off a customer already cut off, and to reconnect one who is not', () => {
    expect(() => assertMayCutOff(cutOff)).toThrow(CustomerAlreadyCutOffError);
    expect(() => assertMayReconnect(null)).toThrow(CustomerNotCutOffError);
    expect(() => assertMayCutOff(null)).not.toThrow();
    expect(() => assertMayReconnect(cutOff)).not.toThrow();
    expect(new CustomerAlreadyCutOffError().message).toBe('المشترك مقطوع مسبقاً');
  });

  it('lets administrators always, operators when the owner allows it, collectors never', () => {
    expect(() => assertMayCutOffAs('admin', false)).not.toThrow();
    expect(() => assertMayCutOffAs('operator', true)).not.toThrow();
    expect(codeOf(() => assertMayCutOffAs('operator', false))).toBe('CUT_OFF_NOT_ALLOWED');
    expect(codeOf(() => assertMayCutOffAs('collector', true))).toBe('CUT_OFF_NOT_ALLOWED');
  });

  it('needs a reason, trimmed and at most 200 characters', () => {
    expect(readCutOffReason('  لم يدفع  ')).toBe('لم يدفع');
    expect(codeOf(() => readCutOffReason('  '))).toBe('CUT_OFF_REASON_REQUIRED');
    expect(codeOf(() => readCutOffReason(undefined))).toBe('CUT_OFF_REASON_REQUIRED');
    expect(codeOf(() => readCutOffReason('س'.repeat(201)))).toBe('CUT_OFF_REASON_TOO_LONG');
    expect(codeOf(() => readCutOffReason(5))).toBe('INVALID_CUT_OFF_REASON');
  });

  describe('the reconnection fee', () => {
    // Each currency by its reader, as the request's DTO reads them.
    const readFee = (body: { feeUsd?: unknown; feeLbp?: unknown }, at: ExchangeRate) =>
      reconnectionFee(
        { usdCents: readReconnectionFeeUsd(body.feeUsd), lbpPounds: readReconnectionFeeLbp(body.feeLbp) },
        at,
      );
    it('is none when nothing (or zero) is typed', () => {
      expect(readFee({}, rate)).toBeNull();
      expect(readFee({ feeUsd: '', feeLbp: null }, rate)).toBeNull();
      expect(readFee({ feeUsd: '0' }, rate)).toBeNull();
    });

    it('reads dollars with the one number reader (Arabic-Indic digits, comma decimals)', () => {
      const fee = readFee({ feeUsd: '١٢,٥' }, rate);
      expect(fee?.amount.display()).toBe('12.5');
      expect(fee?.amountLbp).toBeNull();
      expect(fee?.price.currency).toBe('USD');
    });

    it('keeps pounds typed as pounds, their dollars at the stored rate', () => {
      const fee = readFee({ feeLbp: '895,000' }, rate);
      expect(fee?.amountLbp?.pounds).toBe(895_000);
      expect(fee?.amount.display()).toBe('10');
      expect(fee?.price.currency).toBe('LBP');
    });

    it('refuses text that is not a number, naming the field, never reading it as 0', () => {
      const error = (() => {
        try {
          readFee({ feeUsd: 'عشرة' }, rate);
        } catch (caught) {
          return caught as InvalidInputError;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error?.message).toContain('رسم إعادة الوصل بالدولار');
    });

    it('refuses a negative fee, both currencies at once, and a fee over $1,000', () => {
      expect(codeOf(() => readFee({ feeUsd: '-5' }, rate))).toBe('FEE_NEGATIVE');
      expect(codeOf(() => readFee({ feeUsd: 5, feeLbp: 100_000 }, rate))).toBe('FEE_TWO_CURRENCIES');
      expect(codeOf(() => readFee({ feeUsd: '1000.01' }, rate))).toBe('FEE_TOO_LARGE');
      expect(codeOf(() => readFee({ feeLbp: '12.5' }, rate))).toBe('NOT_A_NUMBER');
    });
  });

  describe('not billed while cut off', () => {
    it('bills the next month only for a customer connected at the close', () => {
      expect(billedNextMonth(null)).toBe(true);
      expect(billedNextMonth(cutOff)).toBe(false);
    });

    it('starts a flat customer cut off at the close with no charges, arrears carried', () => {
      const next = startNextMonth({ amount: usd(75), arrears: usd(40), amountPaid: usd(15), billed: false });
      expect(next.arrears.display()).toBe('100');
      expect(next.outstandingBalance.display()).toBe('100');
      const connected = startNextMonth({ amount: usd(75), arrears: usd(40), amountPaid: usd(15) });
      expect(connected.outstandingBalance.display()).toBe('175');
    });

    it('bills a reconnection fee once: the month after starts with the tariff alone', () => {
      const next = startNextMonth({
        amount: usd(85),
        tariffAmount: usd(75),
        arrears: Money.zero,
        amountPaid: Money.zero,
      });
      expect(next.arrears.display()).toBe('85');
      expect(next.outstandingBalance.display()).toBe('160');
    });

    it('starts a metered customer cut off at the close with no fee and no energy billed', () => {
      const bill = billKwhCustomer({
        previousKwh: Quantity.parse(100),
        currentKwh: Quantity.parse(250),
        pricePerKwh: UnitPrice.parse('0.5'),
        subscriptionFee: usd(10),
        arrears: usd(5),
        amountPaid: Money.zero,
        rate,
      });
      const customer = {
        name: 'سمير',
        box: null,
        address: null,
        ampere: Quantity.parse(5),
        ampereSubscriptionFee: usd(10),
        previousKwh: Quantity.parse(100),
        currentKwh: Quantity.parse(250),
        pricePerKwh: UnitPrice.parse('0.5'),
        insurance: Money.zero,
        arrears: usd(5),
        amountPaid: Money.zero,
        invoiceDate: null,
        dueDate: null,
        phone: null,
        bill,
      };
      const next = startNextKwhMonth(customer, false);
      expect(next.arrears.display()).toBe('90');
      expect(next.bill.totalAmount.display()).toBe('0');
      expect(next.bill.totalAmountLbp.pounds).toBe(0);
      expect(next.bill.outstandingBalance.display()).toBe('90');
      // A reading while cut off is kept but not billed.
      const read = billKwhCustomer({
        ...next,
        ...next.bill,
        currentKwh: Quantity.parse(300),
        rate,
        billing: next.billing,
      });
      expect(read.consumption.toString()).toBe('50');
      expect(read.totalAmount.display()).toBe('0');
      expect(startNextKwhMonth(customer).bill.totalAmount.display()).toBe('10');
    });
  });

  describe('on the statement', () => {
    const customer = { customerNumber: 7, name: 'حسين', box: 'A1', address: null, phone: null };
    const source = {
      customer,
      billingMonth: '2026-12',
      today: '2026-12-05',
      charges: { tariff: 'flat-per-ampere' as const, ampere: Quantity.parse(5), pricePerAmpere: usd(15) },
      arrears: usd(75),
      amountPaid: Money.zero,
      rate,
    };

    it('bills no tariff line in a month started cut off; the arrears still show', () => {
      const statement = StatementOfAccount.of({
        ...source,
        billing: { billed: false, reconnectionFee: null },
      });
      expect(statement.lines).toHaveLength(0);
      expect(statement.total.display()).toBe('0');
      expect(statement.previousBalance.display()).toBe('75');
      expect(statement.totalDue.display()).toBe('75');
    });

    it('adds the reconnection fee as one line «رسم إعادة الوصل» to the month, VAT included as every price', () => {
      const statement = StatementOfAccount.of({
        ...source,
        billing: { billed: true, reconnectionFee: { amount: usd(10), amountLbp: null } },
      });
      expect(statement.lines.map((line) => line.kind)).toEqual(['ampere', 'reconnection-fee']);
      const fee = statement.lines[1];
      expect(fee.amount.display()).toBe('10');
      expect(fee.quantity).toBeNull();
      expect(statement.total.display()).toBe('85');
      expect(statement.base.plus(statement.vat).display()).toBe('85');
      expect(statement.totalDue.display()).toBe('160');
    });

    it('keeps a fee typed in pounds exact in pounds, whatever the rate is later', () => {
      const statement = StatementOfAccount.of({
        ...source,
        rate: ExchangeRate.of(90000),
        billing: { billed: false, reconnectionFee: { amount: usd(10), amountLbp: Lbp.ofPounds(895_000) } },
      });
      expect(statement.lines).toHaveLength(1);
      expect(statement.lines[0].amountLbp.pounds).toBe(895_000);
      expect(statement.lines[0].amount.display()).toBe('10');
      expect(statement.pounds.total.pounds).toBe(895_000);
      expect(statement.pounds.exact).toBe(true);
      expect(statement.total.display()).toBe('10');
    });
  });
});
