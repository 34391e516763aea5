import { ExchangeRate } from '../money/lbp';
import { amendKwhCustomer, createKwhCustomer, type MeteredGroupContext } from './kwh-customer';
import { parseTariffImport } from '../tariff/tariff-rules';
import { kwhImportChanges } from './kwh-import';
import { MeteredGroupPrice } from './metered-group-price';
import { METERED_TARIFF } from './metered-tariff';

const parseKwhImport = (text: string) => parseTariffImport(METERED_TARIFF, text);

const context: MeteredGroupContext = {
  pricing: new Map(),
  rate: ExchangeRate.of(89_500),
  groupPrice: MeteredGroupPrice.initial,
};

describe('the kWh import sheet (parseTariffImport with METERED_TARIFF)', () => {
  it('takes a first row that names the columns as the header, not as a bad row', () => {
    for (const header of [
      'الاسم\tالعلبة\tالعنوان\tقيمة الأمبير\tالقراءة السابقة\tالقراءة الحالية',
      'name\tbox\taddress\tampere\tpreviousKwh\tcurrentKwh',
    ]) {
      const { rows, skipped } = parseKwhImport(`${header}\nسامي\t4\tالساحة\t5\t100\t150\n`);
      expect(skipped).toEqual([]);
      expect(rows.map((row) => row.name)).toEqual(['سامي']);
    }
    // A first row that names no column is still a row, refused with its line.
    expect(parseKwhImport('فلان\t4\tالساحة\tخمسة\t1\t2\n').skipped).toMatchObject([{ line: 1 }]);
  });

  it('reads name, box, address, ampere, previous, current, price, insurance and paid in that order', () => {
    const { rows, skipped } = parseKwhImport('سامي\t4\tالساحة\t5\t100\t150\t0.25\t20\t10');
    expect(skipped).toEqual([]);
    expect(
      rows.map((row) => ({
        name: row.name,
        box: row.box,
        address: row.address,
        ampere: row.ampere.toNumber(),
        previousKwh: row.previousKwh?.toNumber(),
        currentKwh: row.currentKwh?.toNumber(),
        pricePerKwh: row.pricePerKwh?.toString(),
        insurance: row.insurance?.toNumber(),
        amountPaid: row.amountPaid?.toNumber(),
      })),
    ).toEqual([
      {
        name: 'سامي',
        box: '4',
        address: 'الساحة',
        ampere: 5,
        previousKwh: 100,
        currentKwh: 150,
        pricePerKwh: '0.25',
        insurance: 20,
        amountPaid: 10,
      },
    ]);
  });

  it('gives a new customer from six columns a price of 1 and no insurance or payment', () => {
    const [row] = parseKwhImport('سامي\t4\t\t5\t100\t150').rows;
    const customer = createKwhCustomer(kwhImportChanges(row!), context);
    expect(customer.pricePerKwh.toNumber()).toBe(1);
    expect(customer.insurance.toNumber()).toBe(0);
    expect(customer.amountPaid.toNumber()).toBe(0);
    expect(customer.bill.totalAmount.toNumber()).toBe(50);
  });

  it('keeps what is on file for a blank cell of a customer met again', () => {
    const stored = createKwhCustomer(
      { name: 'سامي', box: '4', ampere: 5, pricePerKwh: '0.5', amountPaid: 7 },
      context,
    );
    const [row] = parseKwhImport('سامي\t4\t\t6\t\t').rows;
    const amended = amendKwhCustomer(stored, kwhImportChanges(row!), context);
    expect(amended.ampere.toNumber()).toBe(6);
    expect(amended.pricePerKwh.toNumber()).toBe(0.5);
    expect(amended.amountPaid.toNumber()).toBe(7);
  });

  it('refuses lines with fewer than 6 columns, an unreadable number or a current reading below the previous, with their line', () => {
    const { rows, skipped } = parseKwhImport(
      [
        'أ\t1\t\t5\t100',
        'ب\t1\t\tخمسة\t0\t0',
        'ج\t1\t\t5\t100\t90',
        'د\t1\t\t5\t0\t0\t0',
        'هـ\t1\t\t5\t100\t0',
      ].join('\n'),
    );
    expect(skipped.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 1, reason: 'عدد الأعمدة أقل من 6' },
      { line: 2, reason: 'قيمة الأمبير غير صالحة' },
      { line: 3, reason: 'القراءة الحالية (90) أقل من القراءة السابقة (100)' },
      { line: 4, reason: 'سعر الكيلوواط غير صالح (أكبر من صفر)' },
    ]);
    expect(rows.map((row) => row.name)).toEqual(['هـ']);
  });

  it('reads Excel-formatted and Arabic numbers and a 4-decimal price', () => {
    const [row] = parseKwhImport('أ\t1\t\t٥\t1,200\t1,350.5\t0.2545').rows;
    expect(row?.previousKwh?.toNumber()).toBe(1200);
    expect(row?.currentKwh?.toNumber()).toBe(1350.5);
    expect(row?.pricePerKwh?.toString()).toBe('0.2545');
  });
});

describe('the columns of a kWh sheet with a header row (docs/customer-imports.md)', () => {
  it('reads a phone column found by its header, and the spec columns by theirs', () => {
    const { rows, skipped } = parseKwhImport(
      'Phone\tName\tBox\tAmpere\tPrevious Reading\tCurrent Reading\n' +
        '٠٣-١٢٣٤٥٦\tسامي\t4\t5\t100\t150\n' +
        'خطأ\tريم\t4\t5\t0\t0\n',
    );
    expect(
      rows.map((row) => [row.name, row.phone, row.previousKwh?.toNumber(), row.currentKwh?.toNumber()]),
    ).toEqual([['سامي', '+9613123456', 100, 150]]);
    expect(skipped).toEqual([expect.objectContaining({ line: 3, reason: 'رقم الهاتف غير صالح' })]);
  });

  it('gives a new customer the phone, and a customer on file a phone only when the cell has one', () => {
    const [withPhone, blank] = parseKwhImport(
      'الاسم\tالعلبة\tالأمبير\tالهاتف\nسامي\t4\t5\t71123456\nسامي\t4\t5\t',
    ).rows;
    const customer = createKwhCustomer(kwhImportChanges(withPhone!), context);
    expect(customer.phone).toBe('+96171123456');
    expect(amendKwhCustomer(customer, kwhImportChanges(blank!), context).phone).toBe('+96171123456');
  });
});
