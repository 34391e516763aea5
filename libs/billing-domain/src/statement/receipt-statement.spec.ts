import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { balanceAfterPayment, receiptInvoiceNumberOf, receiptMonthOf } from './receipt-statement';

describe('the receipt of a payment', () => {
  it('names the month the invoice named that day: paid on 26 November, كانون الأول 2026', () => {
    const month = receiptMonthOf('2026-11', new Date('2026-11-26T10:00:00Z'), 'Asia/Beirut');
    expect(month.label()).toBe('كانون الأول 2026');
    expect(receiptInvoiceNumberOf(1030, month)).toBe('INV-1030-2026');
    expect(receiptMonthOf('2026-11', new Date('2026-11-10T10:00:00Z'), 'Asia/Beirut').label()).toBe(
      'تشرين الثاني 2026',
    );
  });

  it("reads the day in the business's time zone: 23:30 UTC on the 24th is the 25th in Beirut", () => {
    const lateOnThe24th = new Date('2026-11-24T23:30:00Z');
    expect(receiptMonthOf('2026-11', lateOnThe24th, 'Asia/Beirut').label()).toBe('كانون الأول 2026');
    expect(receiptMonthOf('2026-11', lateOnThe24th, 'UTC').label()).toBe('تشرين الثاني 2026');
  });

  it('says what remained after the payment: the total due now plus what was paid since', () => {
    const rate = ExchangeRate.of(89500);
    const statement = {
      totalDue: Money.parse(50),
      pounds: {
        base: Lbp.zero,
        vat: Lbp.zero,
        total: Lbp.zero,
        previousBalance: Lbp.zero,
        amountPaid: Lbp.zero,
        totalDue: Lbp.ofPounds(4_475_000),
        exact: false,
      },
      rate,
    };
    expect(balanceAfterPayment(statement, Money.zero)).toEqual({
      totalDue: Money.parse(50),
      totalDueLbp: Lbp.ofPounds(4_475_000),
    });
    const earlier = balanceAfterPayment(statement, Money.parse(25));
    expect(earlier.totalDue.display()).toBe('75');
    expect(earlier.totalDueLbp.pounds).toBe(6_712_500);
  });
});
