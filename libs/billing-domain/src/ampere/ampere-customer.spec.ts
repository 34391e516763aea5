import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import {
  amendAmpereCustomer,
  ampereChangesFromPaste,
  ampereCharges,
  ampereColumnText,
  type AmpereCustomer,
  newAmpereCustomer,
  payAmpereInFull,
  repriceByThreshold,
} from './ampere-customer';
import { AmperePricing, DEFAULT_AMPERE_PRICING } from './ampere-pricing';

const pricing = DEFAULT_AMPERE_PRICING; // global 15 above 2 A, low 25 at 2 A or less
const money = (value: string | number) => Money.parse(value);
const amperes = (value: string | number) => Quantity.parse(value);

/** The fields a test cares about, as plain values. */
const plain = (customer: AmpereCustomer) => ({
  name: customer.name,
  box: customer.box,
  address: customer.address,
  ampere: customer.ampere.toNumber(),
  amperePrice: customer.amperePrice.toNumber(),
  priceIsCustom: customer.priceIsCustom,
  amountPaid: customer.amountPaid.toNumber(),
  isPaidFlag: customer.isPaidFlag,
  dueDate: customer.dueDate,
});

const customer = (fields: Partial<AmpereCustomer> = {}): AmpereCustomer => ({
  name: 'علي',
  box: '3',
  address: 'الساحة',
  ampere: amperes(5),
  amperePrice: money(15),
  priceIsCustom: false,
  arrears: Money.zero,
  amountPaid: Money.zero,
  isPaidFlag: false,
  dueDate: null,
  phone: null,
  ...fields,
});

describe('an edit of a customer cut off (docs/cut-off.md)', () => {
  it('keeps the month unbilled, and the reconnection fee', () => {
    const unbilled = amendAmpereCustomer(
      customer({ billing: { billed: false, reconnectionFee: null } }),
      { ampere: amperes(10) },
      pricing,
    );
    expect(ampereCharges(unbilled).amount.display()).toBe('0');
    const fee = { amount: money(10), amountLbp: null };
    const renamed = amendAmpereCustomer(
      customer({ billing: { billed: true, reconnectionFee: fee } }),
      { name: 'علي كمال' },
      pricing,
    );
    expect(ampereCharges(renamed).amount.display()).toBe('85');
  });
});

describe('newAmpereCustomer', () => {
  it('removes bidi controls from the name and the address', () => {
    const added = newAmpereCustomer(
      { name: '\u202Eعلي\u202C \u200Fكمال', address: ' \u2066الساحة\u2069 ', ampere: amperes(5) },
      pricing,
    );
    expect(plain(added)).toMatchObject({ name: 'علي كمال', address: 'الساحة' });
    expect(() => newAmpereCustomer({ name: '\u202E', ampere: amperes(5) }, pricing)).toThrow('الاسم مطلوب');
  });

  it('takes the threshold price when no price is given, and lets it follow the amperes', () => {
    expect(plain(newAmpereCustomer({ name: 'علي', ampere: amperes(5) }, pricing))).toMatchObject({
      amperePrice: 15,
      priceIsCustom: false,
    });
    expect(
      plain(newAmpereCustomer({ name: 'علي', ampere: amperes(2), amperePrice: null }, pricing)),
    ).toMatchObject({ amperePrice: 25, priceIsCustom: false });
  });

  it("keeps a price the operator gave as the customer's own", () => {
    expect(
      plain(newAmpereCustomer({ name: 'علي', ampere: amperes(5), amperePrice: money(12.5) }, pricing)),
    ).toMatchObject({ amperePrice: 12.5, priceIsCustom: true });
    expect(
      plain(newAmpereCustomer({ name: 'علي', ampere: amperes(5), amperePrice: Money.zero }, pricing)),
    ).toMatchObject({ amperePrice: 0, priceIsCustom: true });
  });

  it('starts unpaid with nothing paid, and trims the texts, a blank box or address being none', () => {
    expect(
      plain(
        newAmpereCustomer({ name: '  ريم ', box: ' ', address: ' البلدة ', ampere: amperes(1) }, pricing),
      ),
    ).toEqual({
      name: 'ريم',
      box: null,
      address: 'البلدة',
      ampere: 1,
      amperePrice: 25,
      priceIsCustom: false,
      amountPaid: 0,
      isPaidFlag: false,
      dueDate: null,
    });
  });

  it('takes a price given equal to the threshold price as the threshold price, which follows the amperes', () => {
    expect(
      plain(newAmpereCustomer({ name: 'علي', ampere: amperes(5), amperePrice: money(15) }, pricing)),
    ).toMatchObject({ amperePrice: 15, priceIsCustom: false });
  });

  it('stores a box typed in Arabic-Indic digits in ASCII digits', () => {
    expect(newAmpereCustomer({ name: 'علي', box: ' ٧ ', ampere: amperes(1) }, pricing).box).toBe('7');
    expect(amendAmpereCustomer(customer(), { box: '١٢' }, pricing).box).toBe('12');
  });

  it('refuses a customer without a name', () => {
    for (const name of ['', '   ', null, undefined]) {
      expect(() => newAmpereCustomer({ name, ampere: amperes(1) }, pricing)).toThrow(
        expect.objectContaining({ code: 'NAME_REQUIRED', message: 'الاسم مطلوب' }),
      );
    }
  });
});

describe('amendAmpereCustomer', () => {
  it('removes bidi controls from a new name and address, an address of controls only being none', () => {
    const amended = amendAmpereCustomer(customer(), { name: 'سامي\u202E', address: '\u202D' }, pricing);
    expect(plain(amended)).toMatchObject({ name: 'سامي', address: null });
  });

  it('re-prices by the threshold when the amperes of a customer on the threshold price change', () => {
    const small = amendAmpereCustomer(customer({ ampere: amperes(5) }), { ampere: amperes(2) }, pricing);
    expect(plain(small)).toMatchObject({ ampere: 2, amperePrice: 25, priceIsCustom: false });
    const large = amendAmpereCustomer(
      customer({ ampere: amperes(2), amperePrice: money(25) }),
      { ampere: amperes(8) },
      pricing,
    );
    expect(plain(large)).toMatchObject({ ampere: 8, amperePrice: 15, priceIsCustom: false });
  });

  it('keeps the price the operator set when the amperes change', () => {
    const own = customer({ amperePrice: money(40), priceIsCustom: true });
    expect(plain(amendAmpereCustomer(own, { ampere: amperes(1) }, pricing))).toMatchObject({
      ampere: 1,
      amperePrice: 40,
      priceIsCustom: true,
    });
  });

  it("makes a price given in an edit the customer's own", () => {
    expect(plain(amendAmpereCustomer(customer(), { amperePrice: money(12.35) }, pricing))).toMatchObject({
      amperePrice: 12.35,
      priceIsCustom: true,
    });
  });

  it('returns to the threshold price when the price is cleared', () => {
    const own = customer({ ampere: amperes(2), amperePrice: money(40), priceIsCustom: true });
    expect(plain(amendAmpereCustomer(own, { amperePrice: null }, pricing))).toMatchObject({
      amperePrice: 25,
      priceIsCustom: false,
    });
    expect(plain(amendAmpereCustomer(own, { amperePrice: null, ampere: amperes(3) }, pricing))).toMatchObject(
      { amperePrice: 15, priceIsCustom: false },
    );
  });

  it('uses the new amperes and the given price together', () => {
    expect(
      plain(amendAmpereCustomer(customer(), { ampere: amperes(1), amperePrice: money(30) }, pricing)),
    ).toMatchObject({ ampere: 1, amperePrice: 30, priceIsCustom: true });
  });

  it('does not touch the price when neither the amperes nor the price change', () => {
    const stored = customer({ amperePrice: money(14), priceIsCustom: false });
    const pricier = AmperePricing.of({ globalPrice: money(99), lowPrice: money(99) });
    expect(plain(amendAmpereCustomer(stored, { address: 'قرب المدرسة' }, pricier))).toMatchObject({
      amperePrice: 14,
      address: 'قرب المدرسة',
    });
  });

  it('changes only the fields given and keeps the others', () => {
    const stored = customer({ amountPaid: money(10), isPaidFlag: true, dueDate: '2026-12-01' });
    expect(plain(amendAmpereCustomer(stored, { box: '9' }, pricing))).toEqual({
      ...plain(stored),
      box: '9',
    });
    expect(
      plain(
        amendAmpereCustomer(stored, { amountPaid: money(20), isPaidFlag: false, dueDate: null }, pricing),
      ),
    ).toEqual({ ...plain(stored), amountPaid: 20, isPaidFlag: false, dueDate: null });
  });

  it('clears a box or address given blank, and trims a new name', () => {
    expect(
      plain(amendAmpereCustomer(customer(), { box: '', address: '  ', name: ' سمير ' }, pricing)),
    ).toMatchObject({ box: null, address: null, name: 'سمير' });
  });

  describe('the edit dialog sends every field', () => {
    const prices = AmperePricing.of({ globalPrice: money(16), lowPrice: money(26) });

    it('re-prices 2 A at $26 moved to 5 A at the global price: $80, not $130', () => {
      const stored = customer({ ampere: amperes(2), amperePrice: money(26), priceIsCustom: false });
      const edited = amendAmpereCustomer(stored, { ampere: amperes(5), amperePrice: money(26) }, prices);
      expect(plain(edited)).toMatchObject({ ampere: 5, amperePrice: 16, priceIsCustom: false });
      expect(ampereCharges(edited).amount.toNumber()).toBe(80);
    });

    it("keeps a customer's own price sent back unchanged with new amperes", () => {
      const own = customer({ ampere: amperes(2), amperePrice: money(30), priceIsCustom: true });
      expect(
        plain(amendAmpereCustomer(own, { ampere: amperes(5), amperePrice: money(30) }, prices)),
      ).toMatchObject({ ampere: 5, amperePrice: 30, priceIsCustom: true });
    });

    it('keeps a negotiated price that happens to equal the automatic price when sent back unchanged', () => {
      const own = customer({ ampere: amperes(2), amperePrice: money(26), priceIsCustom: true });
      expect(
        plain(amendAmpereCustomer(own, { ampere: amperes(5), amperePrice: money(26) }, prices)),
      ).toMatchObject({ ampere: 5, amperePrice: 26, priceIsCustom: true });
    });

    it('returns to the automatic price when the price typed is the automatic price', () => {
      const own = customer({ ampere: amperes(2), amperePrice: money(30), priceIsCustom: true });
      expect(
        plain(amendAmpereCustomer(own, { ampere: amperes(5), amperePrice: money(26) }, prices)),
      ).toMatchObject({ ampere: 5, amperePrice: 16, priceIsCustom: false });
    });

    it("makes a price typed in the dialog the customer's own", () => {
      const stored = customer({ ampere: amperes(2), amperePrice: money(26) });
      expect(
        plain(amendAmpereCustomer(stored, { ampere: amperes(5), amperePrice: money(20) }, prices)),
      ).toMatchObject({ ampere: 5, amperePrice: 20, priceIsCustom: true });
    });
  });

  it('refuses to blank the name', () => {
    for (const name of ['', '  ', null]) {
      expect(() => amendAmpereCustomer(customer(), { name }, pricing)).toThrow(
        expect.objectContaining({ code: 'NAME_REQUIRED' }),
      );
    }
  });
});

describe('repriceByThreshold', () => {
  const prices = AmperePricing.of({ globalPrice: money(16.5), lowPrice: money(20.25) });
  const own = customer({ ampere: amperes(7), amperePrice: money(30), priceIsCustom: true });

  it('gives every customer on the threshold price the new threshold price', () => {
    expect(
      plain(repriceByThreshold(customer({ ampere: amperes(2) }), prices, { includeCustomPrices: false })),
    ).toMatchObject({ amperePrice: 20.25, priceIsCustom: false });
  });

  it('keeps a negotiated price unless the operator asks to re-price those too', () => {
    expect(plain(repriceByThreshold(own, prices, { includeCustomPrices: false }))).toMatchObject({
      amperePrice: 30,
      priceIsCustom: true,
    });
    expect(plain(repriceByThreshold(own, prices, { includeCustomPrices: true }))).toMatchObject({
      amperePrice: 16.5,
      priceIsCustom: false,
    });
  });
});

describe('ampereCharges', () => {
  it('bills amperes times the price, half up to the cent, and owes what is not paid', () => {
    const charges = ampereCharges({
      ampere: amperes(7.333),
      amperePrice: money(15),
      arrears: Money.zero,
      amountPaid: money(10),
    });
    expect(charges.amount.toDecimalString()).toBe('110.00');
    expect(charges.outstandingBalance.toDecimalString()).toBe('100.00');
  });

  it('keeps a negative balance when more was paid than billed', () => {
    const charges = ampereCharges({
      ampere: amperes(2),
      amperePrice: money(25),
      arrears: Money.zero,
      amountPaid: money(60),
    });
    expect(charges.outstandingBalance.toNumber()).toBe(-10);
  });
});

describe('ampereCharges with arrears', () => {
  it('owes the arrears carried in plus the amount less what is paid', () => {
    const charges = ampereCharges({
      ampere: amperes(3),
      amperePrice: money(15),
      arrears: money('12.35'),
      amountPaid: money(20),
    });
    expect(charges.amount.toNumber()).toBe(45);
    expect(charges.outstandingBalance.toDecimalString()).toBe('37.35');
  });

  it('takes a credit carried in off the amount', () => {
    const charges = ampereCharges({
      ampere: amperes(3),
      amperePrice: money(15),
      arrears: money(-50),
      amountPaid: Money.zero,
    });
    expect(charges.outstandingBalance.toNumber()).toBe(-5);
  });

  it("keeps the arrears through an edit: they are not the operator's to type", () => {
    const edited = amendAmpereCustomer(
      customer({ arrears: money(30) }),
      { ampere: amperes(6), amountPaid: money(5) },
      DEFAULT_AMPERE_PRICING,
    );
    expect(edited.arrears.toNumber()).toBe(30);
  });

  it('marks paid by paying the arrears and the amount', () => {
    const paid = payAmpereInFull(customer({ arrears: money(30), amountPaid: money(10) }));
    expect(paid.amountPaid.toNumber()).toBe(105);
    expect(ampereCharges(paid).outstandingBalance.toNumber()).toBe(0);
  });
});

describe('payAmpereInFull (record tables mark-paid)', () => {
  it('pays the amount of the month in full, nothing else changing', () => {
    const paid = payAmpereInFull(customer({ ampere: amperes(7.333), amountPaid: money(10) }));
    expect(plain(paid)).toEqual({ ...plain(customer({ ampere: amperes(7.333) })), amountPaid: 110 });
    expect(ampereCharges(paid).outstandingBalance.isZeroOrLess()).toBe(true);
  });

  it('keeps a payment already at or above the amount (never takes money off the record)', () => {
    expect(payAmpereInFull(customer({ amountPaid: money(100) })).amountPaid.toNumber()).toBe(100);
    expect(payAmpereInFull(customer({ amountPaid: money(75) })).amountPaid.toNumber()).toBe(75);
  });
});

describe('ampereChangesFromPaste', () => {
  it('writes a pasted value into its own field', () => {
    expect(ampereChangesFromPaste('name', 'سمير')).toEqual({ name: 'سمير' });
    expect(ampereChangesFromPaste('box', null)).toEqual({ box: null });
    expect(ampereChangesFromPaste('address', 'البلدة')).toEqual({ address: 'البلدة' });
    expect(ampereChangesFromPaste('ampere', 2.5).ampere?.toNumber()).toBe(2.5);
    expect(ampereChangesFromPaste('amountPaid', 20).amountPaid?.toNumber()).toBe(20);
  });

  it("makes a pasted price the customer's own, and pasted amperes follow the threshold otherwise", () => {
    const priced = amendAmpereCustomer(customer(), ampereChangesFromPaste('amperePrice', 12), pricing);
    expect(plain(priced)).toMatchObject({ amperePrice: 12, priceIsCustom: true });
    const smaller = amendAmpereCustomer(customer(), ampereChangesFromPaste('ampere', 1), pricing);
    expect(plain(smaller)).toMatchObject({ ampere: 1, amperePrice: 25, priceIsCustom: false });
  });

  it('refuses a column it does not know', () => {
    expect(() => ampereChangesFromPaste('amount', 5)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLUMN' }),
    );
  });
});

describe('ampereColumnText', () => {
  it('reads the text of a pasted column as the table shows it', () => {
    const stored = customer({ box: '7', ampere: amperes(2.5), amperePrice: money(12.5), address: null });
    expect(ampereColumnText(stored, 'box')).toBe('7');
    expect(ampereColumnText(stored, 'ampere')).toBe('2.5');
    expect(ampereColumnText(stored, 'amperePrice')).toBe('12.5');
    expect(ampereColumnText(stored, 'amountPaid')).toBe('0');
    expect(ampereColumnText(stored, 'name')).toBe('علي');
    expect(ampereColumnText(stored, 'address')).toBeNull();
    expect(() => ampereColumnText(stored, 'amount')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_COLUMN' }),
    );
  });
});

describe('the phone of an ampere customer', () => {
  it('is stored in E.164 whatever Lebanese form it was typed in, and none when blank or absent', () => {
    const withPhone = newAmpereCustomer({ name: 'علي', ampere: amperes(5), phone: '٠٣-١٢٣٤٥٦' }, pricing);
    expect(withPhone.phone).toBe('+9613123456');
    expect(newAmpereCustomer({ name: 'علي', ampere: amperes(5) }, pricing).phone).toBeNull();
    expect(newAmpereCustomer({ name: 'علي', ampere: amperes(5), phone: ' ' }, pricing).phone).toBeNull();
  });

  it('is kept by an edit that does not send it, changed by one that does, cleared by a blank', () => {
    const onFile = customer({ phone: '+9613123456' });
    expect(amendAmpereCustomer(onFile, { name: 'سمير' }, pricing).phone).toBe('+9613123456');
    expect(amendAmpereCustomer(onFile, { phone: '71 123 456' }, pricing).phone).toBe('+96171123456');
    expect(amendAmpereCustomer(onFile, { phone: '' }, pricing).phone).toBeNull();
    expect(amendAmpereCustomer(onFile, { phone: null }, pricing).phone).toBeNull();
  });

  it('refuses a phone that is not a Lebanese number', () => {
    expect(() => newAmpereCustomer({ name: 'علي', ampere: amperes(5), phone: '123' }, pricing)).toThrow(
      'رقم الهاتف غير صالح',
    );
    expect(() => amendAmpereCustomer(customer(), { phone: '02 123456' }, pricing)).toThrow(
      'رقم الهاتف غير صالح',
    );
  });
});
