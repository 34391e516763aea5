import { Money } from '../money/money';
import { MAX_IMPORT_ROWS } from '../imports/tabular-import';
import { AmperePricing, DEFAULT_AMPERE_PRICING } from './ampere-pricing';
import { AMPERE_IMPORT_COLUMNS, parseAmpereImport } from './ampere-import';

const plain = (text: string, pricing = DEFAULT_AMPERE_PRICING) => {
  const { rows, skipped } = parseAmpereImport(text, pricing);
  return {
    rows: rows.map((row) => ({
      name: row.name,
      box: row.box,
      ampere: row.ampere.toNumber(),
      amperePrice: row.amperePrice.toNumber(),
      amount: row.amount.toNumber(),
      address: row.address,
      amountPaid: row.amountPaid.toNumber(),
    })),
    skipped,
  };
};

describe('parseAmpereImport', () => {
  it('reads name, box, ampere, price, address and paid in that order', () => {
    expect(AMPERE_IMPORT_COLUMNS.map((column) => column.key)).toEqual([
      'name',
      'box',
      'ampere',
      'amperePrice',
      'address',
      'amountPaid',
    ]);
    expect(plain('محمد علي\t12\t5\t14\tشارع الجامعة\t20').rows).toEqual([
      {
        name: 'محمد علي',
        box: '12',
        ampere: 5,
        amperePrice: 14,
        amount: 70,
        address: 'شارع الجامعة',
        amountPaid: 20,
      },
    ]);
  });

  it('takes the global price above 2 amperes when the price is blank', () => {
    expect(plain('سمير\t3\t2.1').rows[0]).toMatchObject({ amperePrice: 15, amount: 31.5 });
  });

  it('takes the low price at 2 amperes or less when the price is blank', () => {
    expect(plain('سمير\t3\t2').rows[0]).toMatchObject({ amperePrice: 25, amount: 50 });
    expect(plain('سمير\t3\t2\t\t\t').rows[0]).toMatchObject({ amperePrice: 25, amount: 50 });
  });

  it('uses the pricing it is given', () => {
    const pricing = AmperePricing.of({ globalPrice: Money.parse(10), lowPrice: Money.parse(20) });
    expect(plain('سمير\t3\t4', pricing).rows[0]).toMatchObject({ amperePrice: 10, amount: 40 });
  });

  it('counts a blank payment as nothing paid', () => {
    expect(plain('سمير\t3\t4\t15\tبيروت').rows[0]).toMatchObject({ amountPaid: 0, address: 'بيروت' });
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
    expect(result.rows.map((row) => [row.name, row.amount])).toEqual([
      ['علي', 50],
      ['وليد', 120],
    ]);
    expect(result.skipped).toEqual([{ line: 2, text: 'سمير\t2\tx', reason: 'قيمة الأمبير غير صالحة' }]);
  });

  it('refuses more than 50000 lines', () => {
    const text = 'علي\t1\t2\n'.repeat(MAX_IMPORT_ROWS + 1);
    expect(() => parseAmpereImport(text, DEFAULT_AMPERE_PRICING)).toThrow('الحد الأقصى 50000 سطر');
  });
});
