import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { printInvoiceFixture } from '../../../test/print-invoice-fixtures';
import { renderApp } from '../../../test/render-app';

/** 20 ampere customers: numbers 1000–1019, boxes 1 and 2, every third paid, owing 10, 20, … 200. */
const ampereCustomers = Array.from({ length: 20 }, (_, index) =>
  ampereRecord({
    id: `a-${index}`,
    customerNumber: 1000 + index,
    name: `عميل ${index}`,
    box: index < 10 ? '1' : '2',
    amount: 5,
    outstandingBalance: (index + 1) * 10,
    isPaid: index % 3 === 0,
  }),
);

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/ampere-records': { status: 200, body: ampereCustomers },
    'GET /api/ampere-boxes': { status: 200, body: ['1', '2'] },
    'GET /api/baydawi-kwh-customers': {
      status: 200,
      body: [
        // $5.02 this month, $2,570 due with the months before.
        kwhCustomer({
          id: 'b-1',
          system: 'baydawi-kwh',
          customerNumber: 7,
          name: 'ريم',
          totalAmount: 5.02,
          outstandingBalance: 2570,
        }),
        kwhCustomer({
          id: 'b-2',
          system: 'baydawi-kwh',
          customerNumber: 8,
          name: 'هادي',
          totalAmount: 50,
          outstandingBalance: 50,
        }),
      ],
    },
    'GET /api/baydawi-kwh-boxes': { status: 200, body: ['5'] },
    ...routes,
  });
  return { ...renderApp('/enhanced-bulk-print'), fetchMock };
}

const counts = () => screen.getByText(/^يطابق التصفية/);

async function chooseAmpere(app: ReturnType<typeof setup>) {
  await app.user.selectOptions(await screen.findByRole('combobox', { name: 'نوع العملاء' }), 'ampere');
  await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: 20 عميلاً'));
}

describe('the enhanced bulk print selection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the types from the billing systems, the generic list included, the second group first, with the amount range empty: every customer matches', async () => {
    setup();
    const type = await screen.findByRole('combobox', { name: 'نوع العملاء' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'اشتراكات الأمبير',
      'كيلوواط محمود',
      'كيلوواط البيضاوي',
      'مجموعة تجريبية',
      'عدادات الكيلوواط',
    ]);
    expect(type).toHaveValue('baydawi-kwh');
    // docs/printing.md: an empty bound is no bound, so the biggest bills are never left out.
    expect(screen.getByRole('textbox', { name: 'أقل مبلغ ($)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'أعلى مبلغ ($)' })).toHaveValue('');
    await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: عميلان'));
    expect(counts()).toHaveTextContent('خارج التصفية: 0 عميل');
  });

  it('filters on the amount due, shows it, and says how many customers the filter leaves out', async () => {
    const app = setup();
    await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: عميلان'));
    const list = () => screen.getByRole('list', { name: 'العملاء' });
    expect(within(list()).getByText('ريم').closest('li')).toHaveTextContent('المستحق $2,570');
    await app.user.type(screen.getByRole('textbox', { name: 'أعلى مبلغ ($)' }), '100');
    expect(counts()).toHaveTextContent('يطابق التصفية: عميل واحد');
    expect(counts()).toHaveTextContent('خارج التصفية: عميل واحد');
    expect(within(list()).queryByText('ريم')).not.toBeInTheDocument();
    await app.user.clear(screen.getByRole('textbox', { name: 'أعلى مبلغ ($)' }));
    await app.user.type(screen.getByRole('textbox', { name: 'أقل مبلغ ($)' }), '1000');
    expect(counts()).toHaveTextContent('يطابق التصفية: عميل واحد');
    expect(within(list()).getByText('ريم')).toBeInTheDocument();
  });

  it('refuses an amount that is not a number, naming the field, instead of reading it as 0', async () => {
    const app = setup();
    await chooseAmpere(app);
    const min = screen.getByRole('textbox', { name: 'أقل مبلغ ($)' });
    await app.user.type(min, 'عشرة');
    expect(min).toBeInvalid();
    expect(screen.getByText(/أقل مبلغ/, { selector: '.invalid-feedback' })).toBeInTheDocument();
    expect(counts()).toHaveTextContent('يطابق التصفية: 0 عميل');
    expect(screen.getByRole('button', { name: /^طباعة/ })).toBeDisabled();
  });

  it('filters by amount range, paid and unpaid, and boxes', async () => {
    const app = setup();
    await chooseAmpere(app);
    const min = screen.getByRole('textbox', { name: 'أقل مبلغ ($)' });
    await app.user.type(min, '٥٠');
    // Owing 50 … 200: 16 customers.
    expect(counts()).toHaveTextContent('يطابق التصفية: 16 عميلاً');
    await app.user.click(screen.getByRole('checkbox', { name: 'تضمين المدفوع' }));
    // Paid are 0, 3, 6, …, 18: of 4 … 19, indexes 6, 9, 12, 15, 18 are paid.
    expect(counts()).toHaveTextContent('يطابق التصفية: 11 عميلاً');
    await app.user.click(screen.getByRole('button', { name: 'علبة 1' }));
    // Box 1 holds indexes 0–9: unpaid among 4–9 are 4, 5, 7, 8.
    expect(counts()).toHaveTextContent('يطابق التصفية: 4 عملاء');
    await app.user.click(screen.getByRole('checkbox', { name: 'تضمين غير المدفوع' }));
    expect(counts()).toHaveTextContent('يطابق التصفية: 0 عميل');
    expect(screen.getByText('لا يوجد عملاء يطابقون التصفية')).toBeInTheDocument();
  });

  it('selects all, previews the first 12 in print order and says how many more', async () => {
    const app = setup();
    await chooseAmpere(app);
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    expect(screen.getByText(/المحدد: 20 عميلاً/)).toHaveTextContent('7 صفحات');
    const preview = screen.getByRole('list', { name: 'معاينة سريعة' });
    const cards = within(preview).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(cards[0]).toHaveTextContent('عميل 0');
    expect(cards[11]).toHaveTextContent('عميل 11');
    expect(screen.getByText('و8 فواتير أخرى')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة 20 فاتورةً' })).toBeEnabled();
  });

  it('opens the print window with the customers in the URL for a short list', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const app = setup();
    await chooseAmpere(app);
    await app.user.click(screen.getByRole('button', { name: 'علبة 2' }));
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    await app.user.click(screen.getByRole('button', { name: 'طباعة 10 فواتير' }));
    const ids = Array.from({ length: 10 }, (_, index) => `a-${index + 10}`).join(',');
    expect(open.mock.calls[0][0]).toBe(`/bulk-print-enhanced?type=ampere&customers=${ids}`);
    expect(app.fetchMock).not.toHaveBeenCalledWith('/api/print-selections', expect.anything());
  });

  it('prints the generic list as any group: its customers chosen, the window asked for type kwh', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const app = setup({
      'GET /api/kwh-customers': {
        status: 200,
        body: [
          kwhCustomer({ id: 'k-1', system: 'kwh', customerNumber: 1500, name: 'سعاد', box: '3' }),
          kwhCustomer({ id: 'k-2', system: 'kwh', customerNumber: 1501, name: 'وليد', box: '4' }),
        ],
      },
      'GET /api/kwh-boxes': { status: 200, body: ['3', '4'] },
    });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'نوع العملاء' }), 'kwh');
    await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: عميلان'));
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    await app.user.click(screen.getByRole('button', { name: 'طباعة فاتورتين' }));

    expect(open.mock.calls[0][0]).toBe('/bulk-print-enhanced?type=kwh&customers=k-1,k-2');
  });

  it('stores a long selection on the server and opens the print window with its id', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const many = Array.from({ length: 100 }, (_, index) =>
      ampereRecord({
        id: `c0a8012e-0000-4000-8000-${String(index).padStart(12, '0')}`,
        customerNumber: 2000 + index,
      }),
    );
    let stored: unknown;
    const app = setup({
      'GET /api/ampere-records': { status: 200, body: many },
      'POST /api/print-selections': (init) => {
        stored = JSON.parse(String(init.body));
        return { status: 201, body: { id: 'sel-1' } };
      },
    });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'نوع العملاء' }), 'ampere');
    await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: 100 عميل'));
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    await app.user.click(screen.getByRole('button', { name: 'طباعة 100 فاتورة' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0][0]).toBe('/bulk-print-enhanced?type=ampere&selection=sel-1');
    expect(stored).toEqual({ type: 'ampere', ids: many.map(({ id }) => id) });
  });

  it("prints a closed month as its close left it: that month's customers and what each owed then (docs/printing.md)", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const asked: unknown[] = [];
    const app = setup({
      'GET /api/ampere-closed-months': { status: 200, body: ['2026-11', '2026-10'] },
      'POST /api/print-invoices': (init) => {
        asked.push(JSON.parse(String(init.body)));
        return {
          status: 200,
          body: [
            printInvoiceFixture({
              id: 'a-0',
              customerNumber: 1000,
              name: 'عميل 0',
              box: '1',
              totalDue: 2570,
            }),
            // Deleted since the close: still one of that month's customers.
            printInvoiceFixture({ id: 'gone', customerNumber: 990, name: 'غادر', box: '1', totalDue: 12.5 }),
          ],
        };
      },
    });
    await chooseAmpere(app);
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'الشهر المطبوع' }),
      'تشرين الثاني 2026 (شهر مغلق)',
    );

    await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: عميلان'));
    expect(asked).toEqual([{ type: 'ampere', closedMonth: '2026-11' }]);
    expect(screen.getByText('غادر')).toBeInTheDocument();
    // The month's own boxes: box 2 billed nobody that month.
    expect(
      within(screen.getAllByRole('group', { name: 'العلب' }).at(-1)!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['كل العلب', 'علبة 1']);
    await app.user.type(screen.getByRole('textbox', { name: 'أقل مبلغ ($)' }), '1000');
    await waitFor(() => expect(counts()).toHaveTextContent('يطابق التصفية: عميل واحد'));
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    await app.user.click(screen.getByRole('button', { name: 'طباعة فاتورة واحدة' }));

    expect(open.mock.calls[0][0]).toBe('/bulk-print-enhanced?type=ampere&customers=a-0&month=2026-11');
  });

  it('says so when the browser blocks the print window and offers to print in this tab', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const app = setup();
    await chooseAmpere(app);
    await app.user.click(screen.getByRole('button', { name: 'علبة 1' }));
    await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    await app.user.click(screen.getByRole('button', { name: 'طباعة 10 فواتير' }));
    expect(await screen.findByText('منع المتصفح فتح نافذة الطباعة')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'الطباعة في هذه الصفحة' }));
    await waitFor(() =>
      expect(app.currentPath()).toMatch(/^\/bulk-print-enhanced\?type=ampere&customers=a-0,a-1,/),
    );
  });

  describe('on a 390 px phone', () => {
    onAPhone();

    it('keeps the filters, the counts and the print button', async () => {
      const app = setup();
      await chooseAmpere(app);
      await app.user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
      expect(screen.getByRole('button', { name: 'طباعة 20 فاتورةً' })).toBeEnabled();
      expect(screen.getByText('و8 فواتير أخرى')).toBeInTheDocument();
    });
  });
});
