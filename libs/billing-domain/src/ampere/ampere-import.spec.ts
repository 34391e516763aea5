import { MAX_IMPORT_ROWS } from '../imports/tabular-import';
import { parseTariffImport } from '../tariff/tariff-rules';
import { AMPERE_IMPORT_COLUMNS } from './ampere-import';
import { AMPERE_TARIFF } from './ampere-tariff';

const parseAmpereImport = (text: string) => parseTariffImport(AMPERE_TARIFF, text);

const plain = (text: string) => {
  const { rows, skipped } = parseAmpereImport(text);
  return {
    rows: rows.map((row) => ({
      name: row.name,
      box: row.box,
      ampere: row.ampere.toNumber(),
      amperePrice: row.amperePrice?.toNumber() ?? null,
      address: row.address,
      amountPaid: row.amountPaid?.toNumber() ?? null,
    })),
    skipped,
  };
};

describe('a header row in pasted or uploaded ampere customers', () => {
  it('is recognised as the header, the rows keeping their sheet line numbers', () => {
    const { rows, skipped } = parseAmpereImport(
      'الاسم\tالعلبة\tالأمبير\tالسعر\nسامي\t4\t5\t10\nفلان\t4\tخمسة\n',
    );
    expect(rows.map((row) => row.name)).toEqual(['سامي']);
    expect(skipped).toEqual([{ line: 3, text: 'فلان\t4\tخمسة', reason: 'قيمة الأمبير غير صالحة' }]);
  });
});

describe('the ampere import sheet (parseTariffImport with AMPERE_TARIFF)', () => {
  it('reads name, box, ampere, price, address and paid in that order', () => {
    expect(AMPERE_IMPORT_COLUMNS.map((column) => column.key)).toEqual([
      'name',
      'box',
      'ampere',
      'amperePrice',
      'address',
      'amountPaid',
      // docs/customer-imports.md: read only where a header row names them.
      'phone',
      'customerNumber',
    ]);
    expect(plain('محمد علي\t12\t5\t14\tشارع الجامعة\t20').rows).toEqual([
      {
        name: 'محمد علي',
        box: '12',
        ampere: 5,
        amperePrice: 14,
        address: 'شارع الجامعة',
        amountPaid: 20,
      },
    ]);
  });

  it('reads cells through the one number reader: 12,5 is 12.5, ٣ is 3, 224,000 is 224000', () => {
    expect(plain('سامي\t٧\t12,5\t1,25\t\t224,000').rows).toEqual([
      { name: 'سامي', box: '٧', ampere: 12.5, amperePrice: 1.25, address: null, amountPaid: 224000 },
    ]);
    expect(plain('سامي\t7\t٣').rows[0]?.ampere).toBe(3);
    expect(plain('سامي\t7\t12,5,3').skipped).toHaveLength(1);
  });

  it('tells a blank price or payment apart from 0', () => {
    expect(plain('سمير\t3\t2').rows[0]).toMatchObject({ amperePrice: null, amountPaid: null });
    expect(plain('سمير\t3\t2\t\t\t').rows[0]).toMatchObject({ amperePrice: null, amountPaid: null });
    expect(plain('سمير\t3\t2\t0\t\t0').rows[0]).toMatchObject({ amperePrice: 0, amountPaid: 0 });
    expect(plain('سمير\t3\t4\t15\tبيروت').rows[0]).toMatchObject({
      amperePrice: 15,
      amountPaid: null,
      address: 'بيروت',
    });
  });

  it('keeps a blank box and address as missing', () => {
    expect(plain('سمير\t\t4').rows[0]).toMatchObject({ box: null, address: null });
  });

  it('skips a line with fewer than 3 columns', () => {
    expect(plain('سمير\t4').skipped).toEqual([{ line: 1, text: 'سمير\t4', reason: 'عدد الأعمدة أقل من 3' }]);
  });

  it('skips a line without a name', () => {
    expect(plain('\t4\t5').skipped[0]?.reason).toBe('الاسم مطلوب');
  });

  it('skips a line whose ampere is not a number or is negative', () => {
    expect(plain('سمير\t4\tخمسة').skipped[0]?.reason).toBe('قيمة الأمبير غير صالحة');
    expect(plain('سمير\t4\t-5').skipped[0]?.reason).toBe('قيمة الأمبير غير صالحة');
    expect(plain('سمير\t4\t').skipped[0]?.reason).toBe('قيمة الأمبير غير صالحة');
  });

  it('skips a line whose price is not a number or is negative', () => {
    expect(plain('سمير\t4\t5\tabc').skipped[0]?.reason).toBe('السعر غير صالح');
    expect(plain('سمير\t4\t5\t-1').skipped[0]?.reason).toBe('السعر غير صالح');
  });

  it('skips a line whose payment is not a number or is negative', () => {
    expect(plain('سمير\t4\t5\t15\t\tabc').skipped[0]?.reason).toBe('المبلغ المدفوع غير صالح');
    expect(plain('سمير\t4\t5\t15\t\t-3').skipped[0]?.reason).toBe('المبلغ المدفوع غير صالح');
  });

  it('reads a paste of many lines, keeping the good ones', () => {
    const result = plain('علي\t1\t2\r\nسمير\t2\tx\r\n\r\nوليد\t3\t10\t12\r\n');
    expect(result.rows.map((row) => [row.name, row.ampere, row.amperePrice])).toEqual([
      ['علي', 2, null],
      ['وليد', 10, 12],
    ]);
    expect(result.skipped).toEqual([{ line: 2, text: 'سمير\t2\tx', reason: 'قيمة الأمبير غير صالحة' }]);
  });

  it('refuses more than 50000 lines', () => {
    const text = 'علي\t1\t2\n'.repeat(MAX_IMPORT_ROWS + 1);
    expect(() => parseAmpereImport(text)).toThrow('الحد الأقصى 50000 سطر');
  });
});

describe('the columns of an ampere sheet with a header row (docs/customer-imports.md)', () => {
  const phones = (text: string) => parseAmpereImport(text).rows.map((row) => row.phone);

  it('reads a phone column found by its header, in Arabic or English, in any digits', () => {
    for (const header of [
      'الهاتف',
      'رقم الهاتف',
      'هاتف',
      'الجوال',
      'موبايل',
      'Phone',
      'phone number',
      'Mobile',
    ]) {
      expect(phones(`الاسم\tالعلبة\tالأمبير\t${header}\nسامي\t4\t5\t٠٣ ١٢٣ ٤٥٦\nريم\t4\t2\t`)).toEqual([
        '+9613123456',
        null,
      ]);
    }
  });

  it('finds every column by its header, in whatever order the sheet has them, and leaves unknown ones out', () => {
    const { rows, skipped } = plain(
      'ملاحظات\tالهاتف\tالعنوان\tالمدفوع\tالأمبير\tالعلبة\tالاسم\tالسعر\n' +
        'زبون قديم\t71 123 456\tالساحة\t10\t5\t4\tسامي\t14\n',
    );
    expect(skipped).toEqual([]);
    expect(rows).toEqual([
      { name: 'سامي', box: '4', ampere: 5, amperePrice: 14, address: 'الساحة', amountPaid: 10 },
    ]);
    expect(phones('الهاتف\tالاسم\tالعلبة\tالأمبير\n71 123 456\tسامي\t4\t5')).toEqual(['+96171123456']);
  });

  it('refuses a bad phone with its row, as any bad cell', () => {
    expect(parseAmpereImport('الاسم\tالعلبة\tالأمبير\tالهاتف\nسامي\t4\t5\t12345\n').skipped).toEqual([
      { line: 2, text: 'سامي\t4\t5\t12345', reason: 'رقم الهاتف غير صالح' },
    ]);
  });

  it('guesses no phone where no header names one: the spec order alone', () => {
    expect(phones('سامي\t4\t5\t14\tالساحة\t10\t03 123 456')).toEqual([null]);
  });

  it('refuses a sheet whose header does not name the name or the ampere column, naming it', () => {
    expect(() => parseAmpereImport('الاسم\tالعلبة\tالعنوان\nسامي\t4\tالساحة')).toThrow(
      'سطر العناوين لا يذكر عمود «الأمبير»',
    );
  });

  it('refuses a sheet whose header names one column twice', () => {
    expect(() => parseAmpereImport('الاسم\tالعلبة\tالأمبير\tالهاتف\tالجوال\nسامي\t4\t5\t\t')).toThrow(
      'العمود «الجوال» يكرر عمود «الهاتف» في سطر العناوين',
    );
  });

  it('reads a customer number column found by its header, to tell repeated rows', () => {
    const { rows, skipped } = parseAmpereImport(
      'رقم العميل\tالاسم\tالعلبة\tالأمبير\n#١٣٠٩\tسامي\t4\t5\n\tريم\t4\t2',
    );
    expect(skipped).toEqual([]);
    expect(rows.map((row) => row.customerNumber)).toEqual([1309, null]);
    expect(parseAmpereImport('رقم العميل\tالاسم\tالعلبة\tالأمبير\nسين\tسامي\t4\t5').skipped).toEqual([
      expect.objectContaining({ line: 2, reason: 'رقم العميل غير صالح' }),
    ]);
  });
});
