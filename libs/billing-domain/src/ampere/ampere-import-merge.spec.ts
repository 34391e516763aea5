import { normaliseRecordKey } from '../imports/record-key';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import type { AmpereCustomer } from './ampere-customer';
import { type CustomerOnFile, planImport } from '../imports/import-plan';
import { parseTariffImport } from '../tariff/tariff-rules';
import type { AmpereImportRow } from './ampere-import';
import { customerFromImport, mergeImportedCustomer } from './ampere-import-merge';
import { DEFAULT_AMPERE_PRICING } from './ampere-pricing';
import { AMPERE_TARIFF } from './ampere-tariff';

const pricing = DEFAULT_AMPERE_PRICING; // global 15 above 2 A, low 25 at 2 A or less

/** The one row of a pasted line (name, box, ampere, price, address, paid). */
const row = (line: string): AmpereImportRow => {
  const [parsed] = parseTariffImport(AMPERE_TARIFF, line).rows;
  if (!parsed) throw new Error(`unreadable test line ${line}`);
  return parsed;
};

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

const onFile = (fields: Partial<AmpereCustomer> = {}): AmpereCustomer => ({
  name: 'حسان',
  box: '4',
  address: 'الكنيسة',
  ampere: Quantity.parse(3),
  arrears: Money.zero,
  amperePrice: Money.parse(14),
  priceIsCustom: true,
  amountPaid: Money.parse(12),
  isPaidFlag: true,
  dueDate: '2026-12-05',
  phone: '+9613123456',
  ...fields,
});

/** The ampere import's plan (the one planImport of every system, with AMPERE_TARIFF's rules). */
const planAmpereImport = (
  rows: readonly AmpereImportRow[],
  stored: readonly CustomerOnFile<AmpereCustomer>[],
) =>
  planImport(
    rows.map((entry, index) => ({ line: index + 1, text: '', row: entry })),
    stored,
    AMPERE_TARIFF.importRules(pricing),
  );

describe('the same customer twice in one import', () => {
  it('refuses the later row of the same customer, whatever the spelling (docs/customer-imports.md)', () => {
    const plan = planAmpereImport([row('كمال\t1\t3'), row('سعاد\t1\t2'), row('كَمال \t١\t4')], []);
    expect(plan.creates.map((customer) => customer.name)).toEqual(['كمال', 'سعاد']);
    expect(plan.creates[0]?.ampere.toNumber()).toBe(3);
    expect(plan.refused).toEqual([
      expect.objectContaining({ line: 3, reason: 'يكرر السطر 1 (الاسم والعلبة نفسهما)' }),
    ]);
  });

  it('tells the same name in two boxes apart', () => {
    expect(planAmpereImport([row('كمال\t1\t3'), row('كمال\t2\t3')], []).creates).toHaveLength(2);
  });
});

describe('customerFromImport', () => {
  it('gives a new customer the threshold price and nothing paid when those cells are blank', () => {
    expect(plain(customerFromImport(row('سمير\t5\t2'), pricing))).toEqual({
      name: 'سمير',
      box: '5',
      address: null,
      ampere: 2,
      amperePrice: 25,
      priceIsCustom: false,
      amountPaid: 0,
      isPaidFlag: false,
      dueDate: null,
    });
  });

  it("makes a filled price the new customer's own", () => {
    expect(plain(customerFromImport(row('ليلى\t6\t4\t12.5\tالحي\t10'), pricing))).toMatchObject({
      amperePrice: 12.5,
      priceIsCustom: true,
      address: 'الحي',
      amountPaid: 10,
    });
  });
});

describe('mergeImportedCustomer', () => {
  it('keeps the stored price, payment, paid mark and address when those cells are blank', () => {
    expect(plain(mergeImportedCustomer(onFile(), row('حسان\t4\t9'), pricing))).toEqual({
      ...plain(onFile()),
      ampere: 9,
    });
  });

  it('lets the threshold price follow the new amperes when the customer has no price of its own', () => {
    const automatic = onFile({
      ampere: Quantity.parse(3),
      amperePrice: Money.parse(15),
      priceIsCustom: false,
    });
    expect(plain(mergeImportedCustomer(automatic, row('حسان\t4\t2'), pricing))).toMatchObject({
      ampere: 2,
      amperePrice: 25,
      priceIsCustom: false,
    });
  });

  it('replaces the price with a filled cell, which becomes the customer own price', () => {
    expect(plain(mergeImportedCustomer(onFile(), row('حسان\t4\t3\t20'), pricing))).toMatchObject({
      amperePrice: 20,
      priceIsCustom: true,
    });
    const automatic = onFile({ priceIsCustom: false, amperePrice: Money.parse(15) });
    expect(plain(mergeImportedCustomer(automatic, row('حسان\t4\t3\t0'), pricing))).toMatchObject({
      amperePrice: 0,
      priceIsCustom: true,
    });
  });

  it('replaces the payment with a filled cell, even 0, and lets the balance say whether it is paid', () => {
    expect(plain(mergeImportedCustomer(onFile(), row('حسان\t4\t3\t\t\t30'), pricing))).toMatchObject({
      amountPaid: 30,
      isPaidFlag: false,
    });
    expect(plain(mergeImportedCustomer(onFile(), row('حسان\t4\t3\t\t\t0'), pricing))).toMatchObject({
      amountPaid: 0,
      isPaidFlag: false,
    });
  });

  it('replaces the address with a filled cell and takes the name and box as written in the sheet', () => {
    expect(plain(mergeImportedCustomer(onFile(), row('حسّان \t4\t3\t\tالساحة'), pricing))).toMatchObject({
      name: 'حسّان',
      address: 'الساحة',
    });
  });

  it('keeps the due date, which the sheet does not carry', () => {
    expect(mergeImportedCustomer(onFile(), row('حسان\t4\t3\t1\tx\t1'), pricing).dueDate).toBe('2026-12-05');
  });
});

describe('the ampere import plan', () => {
  const stored = (id: string, name: string, box: string) => ({
    id,
    customerNumber: 1000,
    recordKey: normaliseRecordKey(name, box),
    customer: onFile({ name, box }),
  });

  it('updates the customers on file and creates the others, in the order of the sheet', () => {
    const plan = planAmpereImport(
      [row('جديد\t1\t3'), row('حسان\t4\t9'), row('ثان\t2\t1')],
      [stored('a', 'حسان', '4'), stored('b', 'غائب', '7')],
    );
    expect(plan.updates.map((update) => [update.id, update.customer.ampere.toNumber()])).toEqual([['a', 9]]);
    expect(plan.creates.map((customer) => customer.name)).toEqual(['جديد', 'ثان']);
  });

  it('updates only the first of two customers on file that share a name and box', () => {
    const plan = planAmpereImport(
      [row('حسان\t4\t9')],
      [stored('first', 'حسان', '4'), stored('second', 'حسان', '4')],
    );
    expect(plan.updates.map((update) => update.id)).toEqual(['first']);
    expect(plan.creates).toEqual([]);
  });
});

describe('re-importing what the preview showed (an import never wipes a payment)', () => {
  it('keeps the payment and the paid mark when the paid cell repeats what is on file', () => {
    const merged = mergeImportedCustomer(onFile(), row('حسان\t4\t5\t14\tالكنيسة\t12'), pricing);
    expect(plain(merged)).toMatchObject({ amountPaid: 12, isPaidFlag: true });
  });

  it("keeps the customer's own price when the price cell repeats it with new amperes", () => {
    expect(plain(mergeImportedCustomer(onFile(), row('حسان\t4\t1\t14'), pricing))).toMatchObject({
      ampere: 1,
      amperePrice: 14,
      priceIsCustom: true,
    });
  });

  it('lets a price typed nowhere follow the amperes: the threshold price of the new amperes is not a price of its own', () => {
    const automatic = onFile({
      ampere: Quantity.parse(2),
      amperePrice: Money.parse(25),
      priceIsCustom: false,
    });
    expect(plain(mergeImportedCustomer(automatic, row('حسان\t4\t5\t15'), pricing))).toMatchObject({
      ampere: 5,
      amperePrice: 15,
      priceIsCustom: false,
    });
  });
});

describe('the ampere import preview (the plan line by line)', () => {
  const stored = [
    { id: 'a', customerNumber: 1004, recordKey: normaliseRecordKey('حسان', '4'), customer: onFile() },
    {
      id: 'b',
      customerNumber: 1002,
      recordKey: normaliseRecordKey('حسان', '4'),
      customer: onFile({ amountPaid: Money.parse(99) }),
    },
  ];

  it('says which rows create a customer and which update one, with its number and what it will hold', () => {
    const preview = planAmpereImport([row('حسان\t٤\t5'), row('ريم\t1\t2'), row('ريم\t1\t3')], stored);
    expect(preview.refused.map((refused) => refused.line)).toEqual([3]);
    expect(
      preview.lines.map((entry) => ({
        action: entry.action,
        existingCustomerNumber: entry.existingCustomerNumber,
        ...plain(entry.customer),
      })),
    ).toEqual([
      expect.objectContaining({
        action: 'update',
        existingCustomerNumber: 1002,
        name: 'حسان',
        ampere: 5,
        amperePrice: 14,
        amountPaid: 99,
        isPaidFlag: true,
      }),
      expect.objectContaining({
        action: 'create',
        existingCustomerNumber: null,
        name: 'ريم',
        amperePrice: 25,
      }),
    ]);
    // One customer updated, one created (the second ريم row repeats the first and is refused).
    expect({ creates: preview.creates.length, updates: preview.updates.length }).toEqual({
      creates: 1,
      updates: 1,
    });
  });
});
