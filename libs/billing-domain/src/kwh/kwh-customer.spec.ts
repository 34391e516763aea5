import { ExchangeRate, Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import {
  amendKwhCustomer,
  createKwhCustomer,
  replaceKwhCustomer,
  type MeteredGroupContext,
  type KwhCustomer,
  markKwhCustomerPaid,
} from './kwh-customer';
import { MeteredGroupPrice } from './metered-group-price';
import { UnitPrice } from './unit-price';

const context: MeteredGroupContext = {
  pricing: new Map([[5, Lbp.ofPounds(450_000)]]),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};

/** The fields and totals a test cares about, as the table shows them. */
const shown = (customer: KwhCustomer) => ({
  name: customer.name,
  box: customer.box,
  address: customer.address,
  ampere: customer.ampere.toNumber(),
  ampereSubscriptionFee: customer.ampereSubscriptionFee.toNumber(),
  previousKwh: customer.previousKwh.toNumber(),
  currentKwh: customer.currentKwh.toNumber(),
  pricePerKwh: customer.pricePerKwh.toNumber(),
  insurance: customer.insurance.toNumber(),
  amountPaid: customer.amountPaid.toNumber(),
  invoiceDate: customer.invoiceDate,
  dueDate: customer.dueDate,
  consumption: customer.bill.consumption.toNumber(),
  subscriptionFee: customer.bill.subscriptionFee.toNumber(),
  totalAmount: customer.bill.totalAmount.toNumber(),
  isPaid: customer.bill.isPaid,
});

describe('createKwhCustomer', () => {
  it('removes bidi controls from the name and the address', () => {
    const created = createKwhCustomer(
      { name: '\u202Eسامي\u202C', address: '\u2067الساحة', ampere: 3 },
      context,
    );
    expect(shown(created)).toMatchObject({ name: 'سامي', address: 'الساحة' });
  });

  it("takes the group's price (1 dollar, never set) and zero readings, fee, insurance and payment when left blank", () => {
    expect(shown(createKwhCustomer({ name: ' سامي ', ampere: '3', pricePerKwh: '' }, context))).toEqual({
      name: 'سامي',
      box: null,
      address: null,
      ampere: 3,
      ampereSubscriptionFee: 0,
      previousKwh: 0,
      currentKwh: 0,
      pricePerKwh: 1,
      insurance: 0,
      amountPaid: 0,
      invoiceDate: null,
      dueDate: null,
      consumption: 0,
      subscriptionFee: 0,
      totalAmount: 0,
      isPaid: true,
    });
  });

  it('bills the fee of the pricing map for the amperage, and the own fee for an amperage without a price', () => {
    const priced = createKwhCustomer(
      { name: 'أ', ampere: 5, ampereSubscriptionFee: '2', currentKwh: 10 },
      context,
    );
    expect(shown(priced)).toMatchObject({ subscriptionFee: 5.03, totalAmount: 15.03 });
    const own = createKwhCustomer(
      { name: 'أ', ampere: 6, ampereSubscriptionFee: '2', currentKwh: 10 },
      context,
    );
    expect(shown(own)).toMatchObject({ subscriptionFee: 2, totalAmount: 12 });
  });

  it('never counts insurance in the total', () => {
    const customer = createKwhCustomer({ name: 'أ', ampere: 6, currentKwh: 10, insurance: '50' }, context);
    expect(shown(customer)).toMatchObject({ insurance: 50, totalAmount: 10 });
  });

  it('reads Arabic digits and decimal marks through the one number reader', () => {
    const customer = createKwhCustomer(
      { name: 'أ', ampere: '٥', previousKwh: '١٠٠', currentKwh: '١٥٠٫٥', pricePerKwh: '٠٫٢٥' },
      context,
    );
    expect(shown(customer)).toMatchObject({
      ampere: 5,
      previousKwh: 100,
      currentKwh: 150.5,
      pricePerKwh: 0.25,
    });
  });

  it('refuses a blank name and a missing ampere', () => {
    expect(() => createKwhCustomer({ name: '  ', ampere: 5 }, context)).toThrow(
      expect.objectContaining({ code: 'NAME_REQUIRED', message: 'الاسم مطلوب' }),
    );
    expect(() => createKwhCustomer({ name: 'أ' }, context)).toThrow(
      expect.objectContaining({ code: 'NUMBER_REQUIRED', message: 'قيمة الأمبير: يرجى إدخال رقم' }),
    );
  });

  it('refuses text that is not a number naming the field, never reading it as 0', () => {
    expect(() => createKwhCustomer({ name: 'أ', ampere: 5, currentKwh: 'مئة' }, context)).toThrow(
      expect.objectContaining({ code: 'NOT_A_NUMBER', message: 'القراءة الحالية: «مئة» ليس رقماً صالحاً' }),
    );
    expect(() => createKwhCustomer({ name: 'أ', ampere: 5, amountPaid: '-3' }, context)).toThrow(
      expect.objectContaining({ message: 'المبلغ المدفوع: لا يمكن أن يكون سالباً' }),
    );
    expect(() => createKwhCustomer({ name: 'أ', ampere: 5, insurance: true }, context)).toThrow(
      expect.objectContaining({ code: 'NOT_A_NUMBER' }),
    );
  });

  it('refuses a price of 0 or below and one with a fifth decimal', () => {
    expect(() => createKwhCustomer({ name: 'أ', ampere: 5, pricePerKwh: '0' }, context)).toThrow(
      expect.objectContaining({ code: 'PRICE_NOT_POSITIVE' }),
    );
    expect(() => createKwhCustomer({ name: 'أ', ampere: 5, pricePerKwh: '0.12345' }, context)).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_DECIMALS' }),
    );
  });

  it('accepts a current reading of 0 (not read yet) or at least the previous one, and refuses one below it', () => {
    expect(
      shown(createKwhCustomer({ name: 'أ', ampere: 1, previousKwh: 100, currentKwh: 0 }, context)),
    ).toMatchObject({
      consumption: 0,
    });
    expect(
      shown(createKwhCustomer({ name: 'أ', ampere: 1, previousKwh: 100, currentKwh: 100 }, context)),
    ).toMatchObject({
      consumption: 0,
    });
    expect(() =>
      createKwhCustomer({ name: 'أ', ampere: 1, previousKwh: 100, currentKwh: 90 }, context),
    ).toThrow(
      expect.objectContaining({
        code: 'READING_BELOW_PREVIOUS',
        message: 'القراءة الحالية (90) أقل من القراءة السابقة (100)',
      }),
    );
  });

  it('keeps dates as YYYY-MM-DD and refuses a date that does not exist', () => {
    const customer = createKwhCustomer(
      { name: 'أ', ampere: 1, invoiceDate: '2026-11-01T10:00:00Z', dueDate: '٢٠٢٦-١٢-٠١' },
      context,
    );
    expect(shown(customer)).toMatchObject({ invoiceDate: '2026-11-01', dueDate: '2026-12-01' });
    expect(() => createKwhCustomer({ name: 'أ', ampere: 1, dueDate: '2026-02-30' }, context)).toThrow(
      expect.objectContaining({
        code: 'INVALID_DATE',
        message: 'تاريخ الاستحقاق: «2026-02-30» ليس تاريخاً صالحاً (YYYY-MM-DD)',
      }),
    );
  });
});

describe('amendKwhCustomer', () => {
  it('removes bidi controls from an edited name, and refuses a name of controls only', () => {
    const stored = createKwhCustomer({ name: 'سامي', ampere: 6 }, context);
    expect(amendKwhCustomer(stored, { name: 'رامي\u200F\u202E' }, context).name).toBe('رامي');
    expect(() => amendKwhCustomer(stored, { name: '\u202E\u2066' }, context)).toThrow('الاسم مطلوب');
  });

  it('keeps the month unbilled for a customer cut off at the close (docs/cut-off.md)', () => {
    const stored = createKwhCustomer({ name: 'سامي', ampere: 6, previousKwh: 100, currentKwh: 150 }, context);
    const cut = { ...stored, billing: { billed: false, reconnectionFee: null } };
    const edited = amendKwhCustomer(cut, { currentKwh: 180 }, context);
    expect(edited.bill.consumption.toString()).toBe('80');
    expect(edited.bill.totalAmount.display()).toBe('0');
  });

  const stored = createKwhCustomer(
    {
      name: 'سامي',
      box: '4',
      address: 'الساحة',
      ampere: 6,
      previousKwh: 100,
      currentKwh: 150,
      amountPaid: 10,
    },
    context,
  );

  it('changes only the fields given, and recomputes the bill', () => {
    const amended = amendKwhCustomer(stored, { currentKwh: '200' }, context);
    expect(shown(amended)).toMatchObject({
      name: 'سامي',
      box: '4',
      previousKwh: 100,
      currentKwh: 200,
      totalAmount: 100,
    });
  });

  it('keeps a number left blank and clears a box, address or date left blank', () => {
    const amended = amendKwhCustomer(
      stored,
      { amountPaid: '', insurance: null, box: '', address: ' ' },
      context,
    );
    expect(shown(amended)).toMatchObject({ amountPaid: 10, insurance: 0, box: null, address: null });
  });

  it('refuses a blank name and a previous reading moved above the current one', () => {
    expect(() => amendKwhCustomer(stored, { name: '' }, context)).toThrow(
      expect.objectContaining({ code: 'NAME_REQUIRED' }),
    );
    expect(() => amendKwhCustomer(stored, { previousKwh: 160 }, context)).toThrow(
      expect.objectContaining({ code: 'READING_BELOW_PREVIOUS' }),
    );
  });

  it('takes value objects as they are (a reading import, a paste already read)', () => {
    const amended = amendKwhCustomer(
      stored,
      {
        previousKwh: Quantity.parse(150),
        currentKwh: Quantity.parse(180),
        pricePerKwh: UnitPrice.parse('0.5'),
      },
      context,
    );
    expect(shown(amended)).toMatchObject({ consumption: 30, totalAmount: 15 });
  });

  it('counts the customer paid once the payment covers the total', () => {
    expect(shown(amendKwhCustomer(stored, { amountPaid: '50' }, context)).isPaid).toBe(true);
    expect(shown(amendKwhCustomer(stored, { amountPaid: Money.parse('49.99') }, context)).isPaid).toBe(false);
  });
});

describe('markKwhCustomerPaid', () => {
  it('records the total as paid', () => {
    const stored = createKwhCustomer({ name: 'أ', ampere: 6, currentKwh: 12.5, amountPaid: 3 }, context);
    expect(shown(markKwhCustomerPaid(stored, context))).toMatchObject({ amountPaid: 12.5, isPaid: true });
  });

  // docs/simulator.md, "Found": ticking paid voided what a customer in credit had paid.
  it('keeps what a customer who paid more than the total paid: nothing is owed, nothing is taken back', () => {
    const stored = createKwhCustomer({ name: 'أ', ampere: 6, currentKwh: 12.5, amountPaid: 20 }, context);
    expect(shown(markKwhCustomerPaid(stored, context))).toMatchObject({ amountPaid: 20, isPaid: true });
  });
});

describe('the phone of a metered customer', () => {
  it('is stored in E.164 whatever Lebanese form it was typed in, none when absent or blank', () => {
    expect(createKwhCustomer({ name: 'سامي', ampere: 5, phone: '+961 71 123 456' }, context).phone).toBe(
      '+96171123456',
    );
    expect(createKwhCustomer({ name: 'سامي', ampere: 5 }, context).phone).toBeNull();
    expect(createKwhCustomer({ name: 'سامي', ampere: 5, phone: '' }, context).phone).toBeNull();
  });

  it('is kept by an edit without it, changed by one with it, cleared by blank or null', () => {
    const onFile = createKwhCustomer({ name: 'سامي', ampere: 5, phone: '01 234567' }, context);
    expect(onFile.phone).toBe('+9611234567');
    expect(amendKwhCustomer(onFile, { name: 'سمير' }, context).phone).toBe('+9611234567');
    expect(amendKwhCustomer(onFile, { phone: '03 123 456' }, context).phone).toBe('+9613123456');
    expect(amendKwhCustomer(onFile, { phone: 71123456 }, context).phone).toBe('+96171123456');
    expect(amendKwhCustomer(onFile, { phone: ' ' }, context).phone).toBeNull();
    expect(amendKwhCustomer(onFile, { phone: null }, context).phone).toBeNull();
  });

  it.each([['123'], ['02 123456'], [true], [{}]])('refuses the phone %j in Arabic', (phone) => {
    expect(() => createKwhCustomer({ name: 'سامي', ampere: 5, phone }, context)).toThrow(
      'رقم الهاتف غير صالح',
    );
  });
});

describe('replaceKwhCustomer (a full edit)', () => {
  it('keeps the arrears carried in, and the paid amount when none is typed', () => {
    const current = { ...createKwhCustomer({ name: 'أ', ampere: 5, amountPaid: 7 }, context) };
    const carried = { ...current, arrears: Money.parse('25.50') };
    const replaced = replaceKwhCustomer(carried, { name: 'ب', ampere: 6 }, context);
    expect(replaced.arrears.toDecimalString()).toBe('25.50');
    expect(replaced.amountPaid.toDecimalString()).toBe('7.00');
    expect(replaced.name).toBe('ب');
    const paid = replaceKwhCustomer(carried, { name: 'ب', ampere: 6, amountPaid: '3' }, context);
    expect(paid.amountPaid.toDecimalString()).toBe('3.00');
    expect(paid.arrears.toDecimalString()).toBe('25.50');
  });
});

describe('a price per kWh typed in pounds', () => {
  const context = {
    pricing: new Map([[5, Lbp.ofPounds(1_050_000)]]),
    rate: ExchangeRate.of(89500),
    groupPrice: MeteredGroupPrice.initial,
  };
  const typedInPounds = () =>
    amendKwhCustomer(
      createKwhCustomer({ name: 'حسين', ampere: '5', previousKwh: '1000', currentKwh: '1490' }, context),
      { pricePerKwh: UnitPrice.parse('0.4022'), pricePerKwhLbp: Lbp.ofPounds(36_000) },
      context,
    );

  it('bills 490 × 36,000 + the 1,050,000 fee as 18,690,000 LBP exactly, dollars derived', () => {
    const customer = typedInPounds();
    expect(customer.bill.totalAmountLbp.pounds).toBe(18_690_000);
    expect(customer.bill.subscriptionFeeLbp?.pounds).toBe(1_050_000);
    expect(customer.bill.subscriptionFee.display()).toBe('11.73');
    expect(customer.bill.totalAmount.display()).toBe('208.82');
  });

  it('keeps the pounds when the same dollar price comes back, drops them for another', () => {
    const customer = typedInPounds();
    expect(
      amendKwhCustomer(customer, { pricePerKwh: '0.4022', name: 'حسن' }, context).pricePerKwhLbp?.pounds,
    ).toBe(36_000);
    expect(amendKwhCustomer(customer, { pricePerKwh: '0.5' }, context).pricePerKwhLbp).toBeNull();
    expect(
      replaceKwhCustomer(customer, { name: 'حسين', ampere: '5', pricePerKwh: '0.4022' }, context)
        .pricePerKwhLbp?.pounds,
    ).toBe(36_000);
  });

  it('reads a pound price typed as text and refuses one that is no price', () => {
    const customer = typedInPounds();
    expect(amendKwhCustomer(customer, { pricePerKwhLbp: '٣٦٬٠٠٠' }, context).pricePerKwhLbp?.pounds).toBe(
      36_000,
    );
    expect(() => amendKwhCustomer(customer, { pricePerKwhLbp: '0' }, context)).toThrow('يرجى إدخال سعر صحيح');
  });
});

describe("a new customer starts from the group's price (docs/metered-group-price.md)", () => {
  const rate = ExchangeRate.of(89_500);
  const inGroup = (groupPrice: MeteredGroupPrice): MeteredGroupContext => ({
    pricing: new Map(),
    rate,
    groupPrice,
  });
  const at42Cents = inGroup(MeteredGroupPrice.inDollars(UnitPrice.parse('0.42')));
  const at37590Pounds = inGroup(MeteredGroupPrice.inPounds(Lbp.ofPounds(37_590)));

  it("bills a customer added without a price at the group's price, not 1 dollar", () => {
    const customer = createKwhCustomer({ name: 'رامي', ampere: 5, currentKwh: 100 }, at42Cents);
    expect(shown(customer)).toMatchObject({ pricePerKwh: 0.42, totalAmount: 42 });
    expect(customer.pricePerKwhLbp).toBeNull();
    expect(shown(createKwhCustomer({ name: 'رامي', ampere: 5, pricePerKwh: '' }, at42Cents))).toMatchObject({
      pricePerKwh: 0.42,
    });
  });

  it('keeps a price the operator typed', () => {
    const customer = createKwhCustomer({ name: 'رامي', ampere: 5, pricePerKwh: '0.5' }, at42Cents);
    expect(shown(customer).pricePerKwh).toBe(0.5);
  });

  it('bills in pounds exactly when the group price was set in pounds, its dollars at the rate', () => {
    const customer = createKwhCustomer({ name: 'رامي', ampere: 5, currentKwh: 100 }, at37590Pounds);
    // 37,590 / 89,500 = 0.42
    expect(customer.pricePerKwh.toString()).toBe('0.42');
    expect(customer.pricePerKwhLbp?.pounds).toBe(37_590);
    expect(customer.bill.totalAmountLbp.pounds).toBe(3_759_000);
  });

  it("keeps the pounds when the add form sends the group's dollars back, drops them for another price", () => {
    const sentBack = createKwhCustomer({ name: 'رامي', ampere: 5, pricePerKwh: '0.42' }, at37590Pounds);
    expect(sentBack.pricePerKwhLbp?.pounds).toBe(37_590);
    const own = createKwhCustomer({ name: 'رامي', ampere: 5, pricePerKwh: '0.45' }, at37590Pounds);
    expect(own.pricePerKwhLbp).toBeNull();
  });

  it("gives a full edit with the price left blank the group's price", () => {
    const customer = createKwhCustomer({ name: 'رامي', ampere: 5, pricePerKwh: '0.5' }, at42Cents);
    const replaced = replaceKwhCustomer(customer, { name: 'رامي', ampere: 5, pricePerKwh: '' }, at42Cents);
    expect(replaced.pricePerKwh.toString()).toBe('0.42');
  });
});
