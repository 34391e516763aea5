import { act, screen, waitFor, within } from '@testing-library/react';
import { ampereInvoice } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { printInvoiceFixture } from '../../../test/print-invoice-fixtures';
import { renderApp } from '../../../test/render-app';
import { statementFixture } from '../../../test/statement-fixtures';

const boxes = [
  { box: '2', customers: 4 },
  { box: '3', customers: 3 },
  { box: '', customers: 1 },
];
const invoices = (count: number, from = 1000) =>
  Array.from({ length: count }, (_, index) => ampereInvoice({ customerNumber: from + index }));

function setup(path: string, routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records/boxes': { status: 200, body: boxes },
    'GET /api/ampere-records/invoices?box=2&box=3': { status: 200, body: invoices(7) },
    'GET /api/ampere-records/invoices?box=3': { status: 200, body: invoices(3) },
    'GET /api/ampere-closed-months': { status: 200, body: ['2026-10'] },
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

/** October as its close kept it: box 8 (two customers, one gone since) and box 3. */
const october = [
  { number: 1000, box: '3' },
  { number: 1007, box: '8' },
  { number: 1008, box: '8' },
].map(({ number, box }) =>
  printInvoiceFixture({
    id: `rec-${number}`,
    system: 'ampere',
    customerNumber: number,
    invoiceNumber: `INV-${number}-2026`,
    monthLabel: 'تشرين الأول 2026',
    box,
    statement: statementFixture({ id: `rec-${number}`, customerNumber: number, box }),
  }),
);

afterEach(() => jest.useRealTimers());

describe('the printable ampere invoices', () => {
  it('prints three invoices to a page, each with a customer and an accounting copy numbered INV-{n}', async () => {
    setup('/ampere-printable-table?box=2&box=3');

    const sheet = await screen.findByRole('region', { name: 'صفحات الفواتير' });
    expect(within(sheet).getAllByRole('article')).toHaveLength(7);
    expect(sheet.querySelectorAll('.ps-page')).toHaveLength(3);
    const first = within(sheet).getAllByRole('article')[0];
    expect(within(first).getByRole('region', { name: 'نسخة العميل INV-1000' })).toHaveTextContent(
      'فاتورة شهر تشرين الثاني 2026',
    );
    expect(within(first).getByRole('region', { name: 'نسخة المحاسبة INV-1000' })).toHaveTextContent('#1000');
    // docs/printing.md: on paper dollars always show their cents.
    expect(first).toHaveTextContent('10 أمبير × $15.00 = $150.00');
    expect(first).toHaveTextContent('$135.14');
    expect(first).toHaveTextContent('$14.86');
    expect(screen.getByText('العلب المحددة: 2 · السجلات: 7')).toBeInTheDocument();
  });

  it('prints by itself 500 ms after the invoices are shown when asked to', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    jest.useFakeTimers();
    setup('/ampere-printable-table?box=3&autoprint=1');
    await screen.findByRole('region', { name: 'صفحات الفواتير' });

    act(() => jest.advanceTimersByTime(499));
    expect(print).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('asks to choose records when printing with nothing selected', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = setup('/ampere-printable-table');

    await screen.findByRole('checkbox', { name: /علبة 2/ });
    await app.user.click(screen.getByRole('button', { name: 'طباعة 0 فاتورة' }));

    expect(alert).toHaveBeenCalledWith('يرجى اختيار سجلات للطباعة أولاً');
    expect(print).not.toHaveBeenCalled();
    alert.mockRestore();
    print.mockRestore();
  });

  it('chooses boxes by checkbox, all at once, and clears them', async () => {
    const app = setup('/ampere-printable-table');

    await app.user.click(await screen.findByRole('checkbox', { name: /علبة 3/ }));
    expect(await screen.findByRole('button', { name: 'طباعة 3 فواتير' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /بدون علبة/ })).toBeChecked());
    expect(screen.getByText('العلب المحددة: 3 · السجلات: 8')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'مسح التحديد' }));

    expect(screen.getByText('العلب المحددة: 0 · السجلات: 0')).toBeInTheDocument();
    expect(screen.getByText('اختر علبة أو أكثر لعرض الفواتير.')).toBeInTheDocument();
  });

  describe('of a closed month (docs/printing.md)', () => {
    it("lists the month's own boxes and prints them as they were at the close, numbered INV-{n}", async () => {
      let asked: unknown;
      const { user } = setup('/ampere-printable-table', {
        'POST /api/print-invoices': (init) => {
          asked = JSON.parse(String(init.body));
          return { status: 200, body: october };
        },
      });
      await screen.findByRole('option', { name: 'تشرين الأول 2026 (شهر مغلق)' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'الشهر المطبوع' }), '2026-10');
      expect(await screen.findByRole('checkbox', { name: /علبة 8/ })).toHaveAccessibleName('علبة 8 (2)');
      expect(screen.getByRole('checkbox', { name: /علبة 3/ })).toHaveAccessibleName('علبة 3 (1)');
      expect(screen.queryByRole('checkbox', { name: /علبة 2/ })).not.toBeInTheDocument();
      expect(asked).toEqual({ type: 'ampere', closedMonth: '2026-10' });

      await user.click(screen.getByRole('checkbox', { name: /علبة 8/ }));
      const sheet = await screen.findByRole('region', { name: 'صفحات الفواتير' });
      await waitFor(() => expect(within(sheet).getAllByRole('article')).toHaveLength(2));
      expect(within(sheet).getByRole('region', { name: 'نسخة العميل INV-1007' })).toHaveTextContent(
        'فاتورة شهر تشرين الأول 2026',
      );
      expect(screen.getByText('العلب المحددة: 1 · السجلات: 2')).toBeInTheDocument();
    });
  });
});
