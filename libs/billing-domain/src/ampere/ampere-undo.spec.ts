import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { AmperePricing, DEFAULT_AMPERE_PRICING } from './ampere-pricing';
import { type AmpereRecordAfterUndo, type AmpereRecordState, undoAmpereUpdate } from './ampere-undo';

const pricing = DEFAULT_AMPERE_PRICING; // global 15 above 2 A, low 25 at 2 A or less

const record = (fields: Partial<AmpereRecordState> = {}): AmpereRecordState => ({
  customerNumber: 1000,
  name: 'حسان',
  box: '4',
  address: 'الكنيسة',
  ampere: Quantity.parse(3),
  arrears: Money.zero,
  amperePrice: Money.parse(14),
  priceIsCustom: true,
  amountPaid: Money.parse(12),
  isPaidFlag: true,
  dueDate: null,
  phone: null,
  month: '2026-11',
  invoiceDate: '2026-11-05',
  ...fields,
});

const plain = (after: AmpereRecordAfterUndo) => ({
  name: after.name,
  box: after.box,
  address: after.address,
  ampere: after.ampere.toNumber(),
  amperePrice: after.amperePrice.toNumber(),
  priceIsCustom: after.priceIsCustom,
  amount: after.amount.toNumber(),
  amountPaid: after.amountPaid.toNumber(),
  outstandingBalance: after.outstandingBalance.toNumber(),
  isPaidFlag: after.isPaidFlag,
  searchText: after.searchText,
  recordKey: after.recordKey,
});

describe('undoAmpereUpdate', () => {
  it('gives an untouched record every value it had before the batch', () => {
    const before = record();
    const written = record({
      name: 'حسان الجديد',
      address: 'الساحة',
      ampere: Quantity.parse(9),
      amperePrice: Money.parse(20),
      amountPaid: Money.zero,
      isPaidFlag: false,
      dueDate: '2026-12-01',
      month: '2026-12',
      invoiceDate: '2026-11-28',
    });
    const after = undoAmpereUpdate({ before, written, current: written }, pricing);
    expect(plain(after)).toEqual({
      name: 'حسان',
      box: '4',
      address: 'الكنيسة',
      ampere: 3,
      amperePrice: 14,
      priceIsCustom: true,
      amount: 42,
      amountPaid: 12,
      outstandingBalance: 30,
      // is_paid holds the balance rule's state: 30 is still owed.
      isPaidFlag: false,
      searchText: '1000 حسان 4 الكنيسه',
      recordKey: 'حسان|4',
    });
    expect([after.dueDate, after.month, after.invoiceDate]).toEqual([null, '2026-11', '2026-11-05']);
  });

  it('keeps a payment recorded after the batch, and owes against the amount from before it', () => {
    const before = record({ ampere: Quantity.parse(3), amountPaid: Money.zero, isPaidFlag: false });
    const written = record({ ampere: Quantity.parse(9), amountPaid: Money.zero, isPaidFlag: false });
    const current = record({ ampere: Quantity.parse(9), amountPaid: Money.parse(40), isPaidFlag: false });
    expect(plain(undoAmpereUpdate({ before, written, current }, pricing))).toMatchObject({
      ampere: 3,
      amount: 42,
      amountPaid: 40,
      outstandingBalance: 2,
    });
  });

  it('keeps a price the operator set after the batch, with its own-price mark', () => {
    const before = record({ amperePrice: Money.parse(15), priceIsCustom: false, ampere: Quantity.parse(5) });
    const written = record({ amperePrice: Money.parse(16), priceIsCustom: false, ampere: Quantity.parse(5) });
    const current = record({ amperePrice: Money.parse(16), priceIsCustom: true, ampere: Quantity.parse(5) });
    const repriced = AmperePricing.of({ globalPrice: Money.parse(15), lowPrice: Money.parse(25) });
    expect(plain(undoAmpereUpdate({ before, written, current }, repriced))).toMatchObject({
      amperePrice: 16,
      priceIsCustom: true,
      amount: 80,
    });
  });

  it('gives back a price of its own that a price change replaced', () => {
    const before = record({ amperePrice: Money.parse(14), priceIsCustom: true, ampere: Quantity.parse(5) });
    const written = record({ amperePrice: Money.parse(20), priceIsCustom: false, ampere: Quantity.parse(5) });
    expect(plain(undoAmpereUpdate({ before, written, current: written }, pricing))).toMatchObject({
      amperePrice: 14,
      priceIsCustom: true,
      amount: 70,
    });
  });

  it('prices a record without a price of its own by the threshold for the amperes it ends with', () => {
    // The batch raised 2 A to 3 A (low price 25 → global 15); the operator then set 5 A by hand.
    const before = record({ ampere: Quantity.parse(2), amperePrice: Money.parse(25), priceIsCustom: false });
    const written = record({ ampere: Quantity.parse(3), amperePrice: Money.parse(15), priceIsCustom: false });
    const current = record({ ampere: Quantity.parse(5), amperePrice: Money.parse(15), priceIsCustom: false });
    expect(plain(undoAmpereUpdate({ before, written, current }, pricing))).toMatchObject({
      ampere: 5,
      amperePrice: 15,
      priceIsCustom: false,
      amount: 75,
    });
  });

  it('keeps a later rename and finds the customer under it, while the reverted address is searchable again', () => {
    const before = record({ name: 'حسان', address: 'الكنيسة' });
    const written = record({ name: 'حسان', address: 'الساحة' });
    const current = record({ name: 'حسّان علي', address: 'الساحة' });
    expect(plain(undoAmpereUpdate({ before, written, current }, pricing))).toMatchObject({
      name: 'حسّان علي',
      address: 'الكنيسة',
      searchText: '1000 حسان علي 4 الكنيسه',
      recordKey: 'حسان علي|4',
    });
  });

  it('keeps a payment recorded after the batch together with the paid mark it was recorded under', () => {
    // Marked paid with nothing paid; mark all unpaid; then a payment of 10.
    const before = record({ amountPaid: Money.zero, isPaidFlag: true });
    const written = record({ amountPaid: Money.zero, isPaidFlag: false });
    const current = record({ amountPaid: Money.parse(10), isPaidFlag: false });
    expect(plain(undoAmpereUpdate({ before, written, current }, pricing))).toMatchObject({
      amountPaid: 10,
      isPaidFlag: false,
      outstandingBalance: 32,
    });
  });

  it('keeps a payment change made after the batch, the paid state following the balance', () => {
    const before = record({ amountPaid: Money.parse(60), isPaidFlag: true });
    const written = record({ amountPaid: Money.zero, isPaidFlag: false });
    const current = record({ amountPaid: Money.zero, isPaidFlag: true });
    expect(plain(undoAmpereUpdate({ before, written, current }, pricing))).toMatchObject({
      amountPaid: 0,
      isPaidFlag: false,
    });
  });

  it('gives the payment and the paid mark back together when neither changed after the batch', () => {
    const before = record({ amountPaid: Money.parse(60), isPaidFlag: true });
    const written = record({ amountPaid: Money.zero, isPaidFlag: false });
    expect(plain(undoAmpereUpdate({ before, written, current: written }, pricing))).toMatchObject({
      amountPaid: 60,
      isPaidFlag: true,
    });
  });
});

describe('undoAmpereUpdate and the phone', () => {
  it('gives back the phone a batch changed, unless it was changed again since', () => {
    const before = record({ phone: '+9613123456' });
    const written = record({ phone: '+96171123456' });
    expect(undoAmpereUpdate({ before, written, current: written }, pricing).phone).toBe('+9613123456');
    const current = record({ phone: '+9611234567' });
    expect(undoAmpereUpdate({ before, written, current }, pricing).phone).toBe('+9611234567');
  });
});
