import { readReadingsPaste } from './readings-paste';

const HEADER = 'id\tcustomerNumber\tname\tbox\taddress\tampere\tpreviousKwh\tcurrentKwh\tnewCurrentKwh';

describe('reading a paste from Excel', () => {
  it('keys each row by the header line', () => {
    const pasted = `${HEADER}\r\nc-1\t1001\tسامر\t7\tالحمرا\t5\t100\t150\t180\r\n`;

    expect(readReadingsPaste(pasted)).toEqual({
      kind: 'rows',
      readings: [
        {
          id: 'c-1',
          customerNumber: '1001',
          name: 'سامر',
          box: '7',
          address: 'الحمرا',
          ampere: '5',
          previousKwh: '100',
          currentKwh: '150',
          newCurrentKwh: '180',
        },
      ],
    });
  });

  it('gives a short row empty cells for the missing columns (Excel drops trailing blanks)', () => {
    const result = readReadingsPaste('customerNumber\tnewCurrentKwh\n1001');

    expect(result).toEqual({ kind: 'rows', readings: [{ customerNumber: '1001', newCurrentKwh: '' }] });
  });

  it('keeps a blank line between rows as a row, so line numbers match the paste', () => {
    const result = readReadingsPaste('customerNumber\tnewCurrentKwh\n1001\t5\n\n1002\t7\n\n');

    expect(result).toEqual({
      kind: 'rows',
      readings: [
        { customerNumber: '1001', newCurrentKwh: '5' },
        { customerNumber: '', newCurrentKwh: '' },
        { customerNumber: '1002', newCurrentKwh: '7' },
      ],
    });
  });

  it('reads a header of Arabic labels', () => {
    const result = readReadingsPaste('رقم العميل\tالقراءة الجديدة\n1001\t12');

    expect(result).toEqual({ kind: 'rows', readings: [{ 'رقم العميل': '1001', 'القراءة الجديدة': '12' }] });
  });

  it('reads the header case- and space-insensitively and unquotes quoted cells', () => {
    const result = readReadingsPaste('Customer Number\tNew Current Kwh\n"#1001"\t"12"');

    expect(result).toEqual({
      kind: 'rows',
      readings: [{ 'Customer Number': '#1001', 'New Current Kwh': '12' }],
    });
  });

  it('says the paste is empty when only blanks were pasted', () => {
    expect(readReadingsPaste('  \n\t\n')).toEqual({ kind: 'empty' });
  });

  it('says there is no data when only the header was pasted', () => {
    expect(readReadingsPaste(`${HEADER}\n`)).toEqual({ kind: 'no-rows' });
  });

  it('refuses a first line that is not the exported header', () => {
    expect(readReadingsPaste('1001\t180\n1002\t190')).toEqual({ kind: 'bad-header' });
    expect(readReadingsPaste('name,newCurrentKwh\nسامر,180')).toEqual({ kind: 'bad-header' });
  });

  it('refuses a header naming a column twice', () => {
    expect(readReadingsPaste('name\tnewCurrentKwh\tالاسم\nسامر\t1\tx')).toEqual({
      kind: 'duplicate-column',
      column: 'الاسم',
    });
  });

  it('refuses a row with more cells than the header, naming its line', () => {
    expect(readReadingsPaste('name\tnewCurrentKwh\nسامر\t1\nرامي\t2\t3')).toEqual({
      kind: 'too-many-cells',
      line: 2,
    });
  });
});
