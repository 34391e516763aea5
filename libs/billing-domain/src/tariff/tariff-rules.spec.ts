import { DEFAULT_AMPERE_PRICING } from '../ampere/ampere-pricing';
import { AMPERE_TARIFF } from '../ampere/ampere-tariff';
import type { MeteredGroupContext } from '../kwh/kwh-customer';
import { MeteredGroupPrice } from '../kwh/metered-group-price';
import { METERED_TARIFF } from '../kwh/metered-tariff';
import { ExchangeRate } from '../money/lbp';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import { planImport } from '../imports/import-plan';
import { pasteIntoLine, readTariffImportLines } from './tariff-rules';

const pricing = DEFAULT_AMPERE_PRICING; // 15 above 2 A, 25 at 2 A or less
const context: MeteredGroupContext = {
  pricing: new Map(),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};

describe('reading an import, line by line, for either tariff', () => {
  it('leaves out the header row of pasted ampere text and keeps the sheet line numbers', () => {
    const read = readTariffImportLines(AMPERE_TARIFF, 'الاسم\tالعلبة\tالأمبير\nسامي\t4\t5\nفلان\t4\tخمسة');
    expect(read.lines.map(({ line, row }) => [line, row.name])).toEqual([[2, 'سامي']]);
    expect(read.skipped).toEqual([{ line: 3, text: 'فلان\t4\tخمسة', reason: 'قيمة الأمبير غير صالحة' }]);
  });

  it('leaves out the header row of pasted kWh text too, keying each line on its name and box', () => {
    const read = readTariffImportLines(
      METERED_TARIFF,
      'الاسم\tالعلبة\tالعنوان\tالأمبير\tالسابقة\tالحالية\nسامي\t4\tالساحة\t5\t100\t150',
    );
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({ line: 2, key: expect.any(String) });
    expect(read.lines[0]?.row.currentKwh?.toNumber()).toBe(150);
  });

  it('gives each line the customer number its sheet gives, for telling repeated rows (docs/customer-imports.md)', () => {
    const read = readTariffImportLines(
      METERED_TARIFF,
      'رقم العميل\tالاسم\tالعلبة\tالأمبير\n1309\tسامي\t4\t5\n\tريم\t4\t5\n1309\tهادي\t2\t5',
    );
    expect(read.lines.map(({ line, number }) => [line, number])).toEqual([
      [2, 1309],
      [3, null],
      [4, 1309],
    ]);
    const plan = planImport(read.lines, [], METERED_TARIFF.importRules(context));
    expect(plan.refused).toEqual([
      expect.objectContaining({ line: 4, reason: 'يكرر السطر 2 (رقم العميل 1309 نفسه)' }),
    ]);
  });

  it('refuses a kWh line whose current reading is below the previous one, naming it', () => {
    const read = readTariffImportLines(METERED_TARIFF, 'سامي\t4\t\t5\t150\t100');
    expect(read.lines).toEqual([]);
    expect(read.skipped).toEqual([expect.objectContaining({ line: 1 })]);
  });
});

describe('a pasted value the customer cannot take', () => {
  it('is refused naming its line (kWh: a current reading below the previous one)', () => {
    const onFile = METERED_TARIFF.createCustomer(
      { name: 'سامي', ampere: 5, previousKwh: 100, currentKwh: 120 },
      context,
    ).customer;
    expect(() =>
      pasteIntoLine(METERED_TARIFF, { onFile, column: 'currentKwh', value: '90', line: 3 }, context),
    ).toThrow(/^السطر 3: /);
  });

  it('writes a value the ampere customer can take, the amount following', () => {
    const onFile = AMPERE_TARIFF.createCustomer(
      { name: 'ليلى', ampere: Quantity.parse(5) },
      pricing,
    ).customer;
    const after = pasteIntoLine(AMPERE_TARIFF, { onFile, column: 'ampere', value: '2', line: 1 }, pricing);
    expect(AMPERE_TARIFF.shownColumns(after)).toMatchObject({ ampere: 2, amperePrice: 25, amount: 50 });
  });
});

describe('what an edit does to the payments', () => {
  it('ampere: a paid mark pays the balance; an amount typed alone states the payment', () => {
    const onFile = AMPERE_TARIFF.createCustomer(
      { name: 'ليلى', ampere: Quantity.parse(5) },
      pricing,
    ).customer;
    expect(AMPERE_TARIFF.editCustomer(onFile, { isPaidFlag: true }, pricing).payment).toEqual({
      kind: 'marked',
      paid: true,
      typed: undefined,
    });
    expect(AMPERE_TARIFF.editCustomer(onFile, { amountPaid: Money.parse(10) }, pricing)).toMatchObject({
      payment: { kind: 'typed' },
      audit: 'edit',
    });
  });

  it('ampere: the add form marked paid pays the month in full, as a mark-paid payment', () => {
    const added = AMPERE_TARIFF.createCustomer(
      { name: 'ليلى', ampere: Quantity.parse(5), isPaidFlag: true },
      pricing,
    );
    expect({ paidTo: added.paidTo.toNumber(), markedPaid: added.markedPaid }).toEqual({
      paidTo: 75,
      markedPaid: true,
    });
  });

  it('kWh: a full edit without a paid amount leaves the ledger alone; mark-paid is audited as such', () => {
    const onFile = METERED_TARIFF.createCustomer({ name: 'سامي', ampere: 5 }, context).customer;
    expect(
      METERED_TARIFF.editCustomer(onFile, { kind: 'full', input: { name: 'سامي', ampere: 6 } }, context)
        .payment,
    ).toEqual({ kind: 'left-alone' });
    expect(METERED_TARIFF.editCustomer(onFile, { kind: 'mark-paid' }, context)).toMatchObject({
      payment: { kind: 'marked', paid: true },
      audit: 'mark-paid',
    });
  });
});
