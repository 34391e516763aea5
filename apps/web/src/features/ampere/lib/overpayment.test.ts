import { ampereRecord } from '../../../test/ampere-fixtures';
import { billAfterEdit, overpaymentOf } from './overpayment';

const record = ampereRecord({ ampere: 2, amperePrice: 26, amount: 52 });
const prices = { globalPrice: 16, lowPrice: 26 };

describe('a payment above the bill', () => {
  it('names the payment, the bill and the credit it leaves', () => {
    expect(overpaymentOf(52, 1000)).toEqual({ paid: 1000, bill: 52, credit: 948 });
    expect(overpaymentOf(45.1, 45.3)).toEqual({ paid: 45.3, bill: 45.1, credit: 0.2 });
  });

  it('is none up to the bill', () => {
    expect(overpaymentOf(52, 52)).toBeNull();
    expect(overpaymentOf(52, 0)).toBeNull();
  });
});

describe('the bill after an edit', () => {
  it("is the record's amount when neither the amperes nor the price changed", () => {
    expect(billAfterEdit(record, { ampere: 2 }, prices)).toBe(52);
  });

  it('follows the amperes at the threshold price when no price was typed', () => {
    expect(billAfterEdit(record, { ampere: 5 }, prices)).toBe(80);
    expect(billAfterEdit(record, { ampere: 5, amperePrice: null }, prices)).toBe(80);
  });

  it('uses the typed price', () => {
    expect(billAfterEdit(record, { ampere: 2, amperePrice: 12.5 }, prices)).toBe(25);
  });
});
