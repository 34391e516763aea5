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
});
