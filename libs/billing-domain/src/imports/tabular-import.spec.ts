import { InvalidInputError } from '../errors/invalid-input.error';
import { Money } from '../money/money';
import { Quantity } from '../money/quantity';
import {
  type ImportColumn,
  MAX_IMPORT_ROWS,
  parseImport,
  parseTabularRows,
  parseTabularText,
} from './tabular-import';

describe('parseTabularText', () => {
  it('splits lines on tabs', () => {
    expect(parseTabularText('a\tb\tc\nd\te\tf')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });

  it('trims every cell', () => {
    expect(parseTabularText('  محمد \t 12 ')).toEqual([['محمد', '12']]);
  });

  it('drops blank lines and lines of empty cells', () => {
    expect(parseTabularText('\na\tb\n\n  \n\t\t\nc\td\n\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('tolerates Windows line endings', () => {
    expect(parseTabularText('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads cells Excel quoted because they hold a line break, a tab or quotes', () => {
    expect(parseTabularText('"شارع\nالجامعة"\t"a\tb"\t"قال ""نعم"""\nx\ty\tz')).toEqual([
      ['شارع\nالجامعة', 'a\tb', 'قال "نعم"'],
      ['x', 'y', 'z'],
    ]);
  });

  it('keeps quotes inside a cell that Excel did not quote', () => {
    expect(parseTabularText('محمد "أبو علي"\t5')).toEqual([['محمد "أبو علي"', '5']]);
  });

  it('reads lines plainly when a typed quote is not Excel quoting', () => {
    expect(parseTabularText('"أبو" علي\t5\t2\nسمير\t6\t3')).toEqual([
      ['"أبو" علي', '5', '2'],
      ['سمير', '6', '3'],
    ]);
  });

  it('ignores a byte order mark', () => {
    expect(parseTabularText('\uFEFFa\tb')).toEqual([['a', 'b']]);
  });

  it('gives nothing for empty text', () => {
    expect(parseTabularText('')).toEqual([]);
  });
});

describe('parseTabularRows', () => {
  it('numbers rows by the line they start on, counting blank lines and quoted line breaks', () => {
    const rows = parseTabularRows('a\tb\n\n"x\ny"\tz\r\nlast\t1');
    expect(rows.map((row) => [row.line, row.text])).toEqual([
      [1, 'a\tb'],
      [3, '"x\ny"\tz'],
      [5, 'last\t1'],
    ]);
  });
});

describe('parseImport', () => {
  const columns = [
    { key: 'name', kind: 'text', invalidReason: 'الاسم مطلوب' },
    { key: 'size', kind: 'quantity', invalidReason: 'الكمية غير صالحة' },
    { key: 'price', kind: 'money', invalidReason: 'السعر غير صالح' },
    { key: 'note', kind: 'optional-text' },
    { key: 'extra', kind: 'optional-quantity' },
    { key: 'paid', kind: 'optional-money' },
  ] as const satisfies readonly ImportColumn[];

  const read = (text: string, maxRows = MAX_IMPORT_ROWS) =>
    parseImport(text, {
      minColumns: 3,
      columns,
      maxRows,
      build: (values) => ({
        name: values.name,
        size: values.size.toNumber(),
        price: values.price.toNumber(),
        note: values.note,
        extra: values.extra?.toNumber() ?? null,
        paid: values.paid?.toNumber() ?? null,
      }),
    });

  it('builds a row from each line, column by position', () => {
    expect(read('علي\t2.5\t15\tملاحظة\t1\t3').rows).toEqual([
      { name: 'علي', size: 2.5, price: 15, note: 'ملاحظة', extra: 1, paid: 3 },
    ]);
  });

  it('gives null for blank or missing optional cells', () => {
    expect(read('علي\t2\t15\t\t').rows).toEqual([
      { name: 'علي', size: 2, price: 15, note: null, extra: null, paid: null },
    ]);
  });

  it('skips a line with fewer columns than needed, with its line number and text', () => {
    expect(read('علي\t2\nسمير\t3\t10').skipped).toEqual([
      { line: 1, text: 'علي\t2', reason: 'عدد الأعمدة أقل من 3' },
    ]);
  });

  it('skips a line without the required text', () => {
    expect(read('\t2\t15').skipped[0]?.reason).toBe('الاسم مطلوب');
  });

  it('skips a line whose quantity is not a number, is negative or has too many decimals', () => {
    for (const size of ['abc', '-1', '1.2345', '']) {
      const result = read(`علي\t${size}\t15`);
      expect(result.rows).toEqual([]);
      expect(result.skipped[0]?.reason).toBe('الكمية غير صالحة');
    }
  });

  it('skips a line whose price is not a number or is negative', () => {
    expect(read('علي\t2\tخمسة').skipped[0]?.reason).toBe('السعر غير صالح');
    expect(read('علي\t2\t-5').skipped[0]?.reason).toBe('السعر غير صالح');
  });

  it('gives a generic reason naming the column when the column has none', () => {
    expect(read('علي\t2\t15\t\tx').skipped[0]?.reason).toBe('قيمة غير صالحة في العمود 5');
  });

  it('reads numbers as Excel displays them', () => {
    expect(read('علي\t1,250.5\t$1,234.50').rows[0]).toMatchObject({ size: 1250.5, price: 1234.5 });
  });

  it('reads numbers typed with Arabic-Indic digits', () => {
    expect(read('علي\t٢٫٥\t١٥').rows[0]).toMatchObject({ size: 2.5, price: 15 });
  });

  it('keeps the good lines when some are skipped', () => {
    const result = read('علي\t2\t15\nسمير\tx\t15\nوليد\t3\t10');
    expect(result.rows.map((row) => row.name)).toEqual(['علي', 'وليد']);
    expect(result.skipped.map((line) => line.line)).toEqual([2]);
  });

  it('skips a line the build refuses, with the refusal as reason', () => {
    const result = parseImport('a\nb', {
      minColumns: 1,
      columns: [{ key: 'name', kind: 'text' }] as const,
      maxRows: 10,
      build: (values) => {
        if (values.name === 'b') throw new InvalidInputError('مرفوض');
        return values.name;
      },
    });
    expect(result).toMatchObject({ rows: ['a'], skipped: [{ line: 2, text: 'b', reason: 'مرفوض' }] });
  });

  it('lets an unexpected failure in the build through', () => {
    expect(() =>
      parseImport('a', {
        minColumns: 1,
        columns: [{ key: 'name', kind: 'text' }] as const,
        maxRows: 10,
        build: () => {
          throw new TypeError('bug');
        },
      }),
    ).toThrow(TypeError);
  });

  it('refuses more lines than the limit', () => {
    expect(MAX_IMPORT_ROWS).toBe(50_000);
    expect(() => read('a\t1\t1\nb\t1\t1\nc\t1\t1', 2)).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_ROWS', message: 'الحد الأقصى 2 سطر' }),
    );
  });

  it('accepts exactly the limit, not counting blank lines', () => {
    expect(read('a\t1\t1\n\n\nb\t1\t1\n', 2).rows).toHaveLength(2);
  });

  it('gives no rows and no skipped lines for empty text', () => {
    expect(read('')).toEqual({ rows: [], lines: [], skipped: [] });
  });

  it('hands typed values to the build', () => {
    parseImport('علي\t2\t15', {
      minColumns: 3,
      columns,
      maxRows: 10,
      build: (values) => {
        expect(values.size).toBeInstanceOf(Quantity);
        expect(values.price).toBeInstanceOf(Money);
        return null;
      },
    });
    expect.assertions(2);
  });
});
