import { ampereRecord } from '../../../test/ampere-fixtures';
import { billAfterEdit } from './overpayment';

const record = ampereRecord({ ampere: 2, amperePrice: 26, amount: 52 });
const prices = { globalPrice: 16, lowPrice: 26 };

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
