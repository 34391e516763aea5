import { readReadingSheet, sheetFormatOf, writeReadingSheet, type SheetFormat } from './reading-sheet-file';

const rows = [
  {
    id: 'a1',
    customerNumber: 1000,
    name: 'أحمد "أبو علي", الحاج',
    box: '3',
    address: null,
    ampere: 5,
    previousKwh: 100,
    currentKwh: 150.5,
    newCurrentKwh: '',
    previousEstimated: false,
    currentEstimated: true,
  },
  {
    id: 'b2',
    customerNumber: 1001,
    name: 'سامي',
    box: null,
    address: 'الساحة',
    ampere: 10,
    previousKwh: 0,
    currentKwh: 0,
    newCurrentKwh: '',
    previousEstimated: true,
    currentEstimated: false,
  },
];

describe('the readings sheet as a file', () => {
  it.each<SheetFormat>(['tsv', 'csv', 'xlsx'])(
    'reads back what it writes as %s, Arabic intact, an estimated reading marked نعم beside it',
    async (format) => {
      const back = readReadingSheet(await writeReadingSheet(rows, format), `readings.${format}`);
      expect(back.rowNumbers).toEqual([2, 3]);
      expect(back.readings).toEqual([
        {
          id: 'a1',
          customerNumber: '1000',
          name: 'أحمد "أبو علي", الحاج',
          box: '3',
          address: '',
          ampere: '5',
          previousKwh: '100',
          currentKwh: '150.5',
          newCurrentKwh: '',
          previousEstimated: '',
          currentEstimated: 'نعم',
        },
        {
          id: 'b2',
          customerNumber: '1001',
          name: 'سامي',
          box: '',
          address: 'الساحة',
          ampere: '10',
          previousKwh: '0',
          currentKwh: '0',
          newCurrentKwh: '',
          previousEstimated: 'نعم',
          currentEstimated: '',
        },
      ]);
    },
  );

  it('writes CSV in UTF-8 with a byte-order mark', async () => {
    const csv = await writeReadingSheet(rows, 'csv');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes a real xlsx workbook (a zip)', async () => {
    const xlsx = await writeReadingSheet(rows, 'xlsx');
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('tells the format from the file name, refusing one it cannot read', () => {
    expect(sheetFormatOf('march.XLSX')).toBe('xlsx');
    expect(sheetFormatOf('/tmp/r.csv')).toBe('csv');
    expect(sheetFormatOf('r.tsv')).toBe('tsv');
    expect(() => sheetFormatOf('r.pdf')).toThrow(
      'لا يمكن الكتابة في «r.pdf»: الصيغ المتاحة للتصدير tsv وcsv وxlsx',
    );
  });
});
