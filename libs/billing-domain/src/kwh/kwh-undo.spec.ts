import { ExchangeRate } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { createKwhCustomer, type MeteredGroupContext } from './kwh-customer';
import { type KwhRecordState, undoKwhUpdate } from './kwh-undo';
import { MeteredGroupPrice } from './metered-group-price';

const context: MeteredGroupContext = {
  pricing: new Map(),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};
const record = (fields: Record<string, unknown> = {}): KwhRecordState => ({
  ...createKwhCustomer(
    { name: 'سامي', box: '4', ampere: 5, previousKwh: 100, currentKwh: 150, ...fields },
    context,
  ),
  customerNumber: 1000,
  month: '2026-11',
  displayRank: null,
});

describe('undoKwhUpdate', () => {
  it('takes a readings import back: both readings and the totals', () => {
    const before = record();
    const written = record({ previousKwh: 150, currentKwh: 210 });
    const after = undoKwhUpdate({ before, written, current: written }, context);
    expect(after.previousKwh.toNumber()).toBe(100);
    expect(after.currentKwh.toNumber()).toBe(150);
    expect(after.bill.totalAmount.toNumber()).toBe(50);
  });

  it('takes back the arrears a readings import carried with the readings (docs/readings-in-a-month.md)', () => {
    const before = record();
    const written = { ...record({ previousKwh: 150, currentKwh: 210 }), arrears: Money.parse(50) };
    const after = undoKwhUpdate({ before, written, current: written }, context);
    expect(after.arrears.toNumber()).toBe(0);
    expect(after.bill.outstandingBalance.toNumber()).toBe(50);
    const edited = { ...written, currentKwh: Quantity.parse(220) };
    expect(undoKwhUpdate({ before, written, current: edited }, context).arrears.toNumber()).toBe(50);
  });

  it('keeps both readings when one was edited after the batch: they go back together or not at all', () => {
    const before = record();
    const written = record({ previousKwh: 150, currentKwh: 210 });
    const current = { ...written, currentKwh: Quantity.parse(220) };
    const after = undoKwhUpdate({ before, written, current }, context);
    expect([after.previousKwh.toNumber(), after.currentKwh.toNumber()]).toEqual([150, 220]);
  });

  it('keeps a later edit of another field and recomputes the balance from the restored values', () => {
    const before = record();
    const written = record({ previousKwh: 150, currentKwh: 210 });
    const current = { ...written, amountPaid: Money.parse(20) };
    const after = undoKwhUpdate({ before, written, current }, context);
    expect(after.amountPaid.toNumber()).toBe(20);
    expect(after.bill.outstandingBalance.toNumber()).toBe(30);
  });

  it('restores the stored order a permanent sort wrote, and the search text and matching key', () => {
    const before = record({ name: 'أحمد' });
    const written = { ...record({ name: 'أحمد' }), displayRank: 3 };
    const after = undoKwhUpdate({ before, written, current: written }, context);
    expect(after.displayRank).toBeNull();
    expect(after.searchText).toBe('1000 احمد 4');
    expect(after.recordKey).toBe('احمد|4');
  });
});

describe('undoKwhUpdate and the phone', () => {
  it('gives back the phone a batch changed, unless it was changed again since', () => {
    const before = record({ phone: '03 123456' });
    const written = record({ phone: '71 123456' });
    expect(undoKwhUpdate({ before, written, current: written }, context).phone).toBe('+9613123456');
    const current = record({ phone: '01 234567' });
    expect(undoKwhUpdate({ before, written, current }, context).phone).toBe('+9611234567');
  });
});
