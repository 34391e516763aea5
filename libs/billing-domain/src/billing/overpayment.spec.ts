import { Money } from '../money/money';
import { creditAfterPayment } from './overpayment';

const usd = (value: number | string) => Money.parse(value);

describe('the credit a payment leaves', () => {
  it('is what was paid above the bill, exact to the cent', () => {
    expect(creditAfterPayment(usd(52), usd(1000))?.toNumber()).toBe(948);
    expect(creditAfterPayment(usd('45.10'), usd('45.30'))?.toNumber()).toBe(0.2);
  });

  it('is none when the payment is the bill or less', () => {
    expect(creditAfterPayment(usd(52), usd(52))).toBeNull();
    expect(creditAfterPayment(usd(52), usd(10))).toBeNull();
  });
});
