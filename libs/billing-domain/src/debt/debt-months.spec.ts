import { Money } from '../money/money';
import { debtAgeOf, debtMonths } from './debt-months';

const usd = (value: number | string) => Money.parse(value);
const closings = (...values: (number | null)[]) =>
  values.map((value) => (value === null ? null : usd(value)));

describe('debtMonths: how many closed months a debt spans', () => {
  it('is 0 when only this month’s bill is unpaid', () => {
    expect(debtMonths({ balance: usd(30), previousBalance: usd(0), closingBalances: closings(0, 20) })).toBe(
      0,
    );
  });

  it('is 0 for a customer in credit or paid up, whatever the past', () => {
    expect(
      debtMonths({ balance: usd(-5), previousBalance: usd(40), closingBalances: closings(40, 20) }),
    ).toBe(0);
    expect(debtMonths({ balance: usd(0), previousBalance: usd(40), closingBalances: closings(40) })).toBe(0);
  });

  it('is 0 when the last close carried a credit, though this month is owed', () => {
    expect(
      debtMonths({ balance: usd(12), previousBalance: usd(-3), closingBalances: closings(-3, 50) }),
    ).toBe(0);
  });

  it('counts the last closed month from the previous balance, then the older months owed without a gap', () => {
    expect(
      debtMonths({ balance: usd(90), previousBalance: usd(60), closingBalances: closings(60, 30, 0, 20) }),
    ).toBe(2);
    expect(
      debtMonths({ balance: usd(120), previousBalance: usd(90), closingBalances: closings(90, 60, 30) }),
    ).toBe(3);
  });

  it('still counts the months of a debt partly paid this month', () => {
    expect(
      debtMonths({ balance: usd('0.01'), previousBalance: usd(90), closingBalances: closings(90, 60, 30) }),
    ).toBe(3);
  });

  it('stops at an older month without a snapshot of the customer (restored, or not yet a customer)', () => {
    expect(
      debtMonths({ balance: usd(90), previousBalance: usd(60), closingBalances: closings(60, null, 30) }),
    ).toBe(1);
  });

  it('reads the last closed month from the live previous balance, snapshot or not (restored since)', () => {
    expect(
      debtMonths({ balance: usd(90), previousBalance: usd(60), closingBalances: closings(null, 30, 30) }),
    ).toBe(3);
  });

  it('counts 1 for arrears carried in before any month was closed (imported)', () => {
    expect(debtMonths({ balance: usd(40), previousBalance: usd(25), closingBalances: [] })).toBe(1);
  });

  it('stops at a month closed in credit', () => {
    expect(
      debtMonths({ balance: usd(90), previousBalance: usd(60), closingBalances: closings(60, -1, 30) }),
    ).toBe(1);
  });
});

describe('debtAgeOf', () => {
  it.each([
    [0, 'current'],
    [1, 'one'],
    [2, 'two'],
    [3, 'threePlus'],
    [14, 'threePlus'],
  ])('puts %i months in %s', (months, age) => {
    expect(debtAgeOf(months)).toBe(age);
  });
});
