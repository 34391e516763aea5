import { Workbook } from 'exceljs';
import type { ReadingExportRow } from '@kahraba/billing-domain';
import { readingsXlsx } from './readings-file';

const rows: ReadingExportRow[] = [
  {
    id: 'c-1',
    customerNumber: 1001,
    name: 'سامر الحلبي',
    box: '7',
    address: 'شارع "الحمرا", بيروت',
    ampere: 5,
    previousKwh: 100.5,
    currentKwh: 150,
    newCurrentKwh: '',
    previousEstimated: false,
    currentEstimated: true,
  },
  {
    id: 'c-2',
    customerNumber: 1002,
    name: 'ريم\tخوري',
    box: null,
    address: null,
    ampere: 10,
    previousKwh: 0,
    currentKwh: 0,
    newCurrentKwh: '',
    previousEstimated: true,
    currentEstimated: false,
  },
];

const HEADER =
  'id,customerNumber,name,box,address,ampere,previousKwh,previousEstimated,currentKwh,currentEstimated,newCurrentKwh';

describe('the readings xlsx download', () => {
  it('writes a real xlsx workbook: a right-to-left sheet, header first, numbers as numbers, an estimate marked beside its reading', async () => {
    const bytes = await readingsXlsx(rows, 'كيلوواط محمود');

    const workbook = new Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('كيلوواط محمود');
    expect(sheet.views[0].rightToLeft).toBe(true);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER.split(','));
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'c-1',
      1001,
      'سامر الحلبي',
      '7',
      'شارع "الحمرا", بيروت',
      5,
      100.5,
      undefined,
      150,
      'نعم',
    ]);
    // The second customer's previous reading (0) was an estimate.
    expect(sheet.getRow(3).getCell(8).value).toBe('نعم');
    expect(sheet.getRow(3).getCell(10).value).toBeNull();
    expect(sheet.getRow(3).getCell(2).value).toBe(1002);
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });
});
