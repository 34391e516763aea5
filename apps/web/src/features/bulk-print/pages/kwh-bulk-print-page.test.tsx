import { screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer, kwhInvoice } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { printInvoiceFixture } from '../../../test/print-invoice-fixtures';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const customers = [
  kwhCustomer({ customerNumber: 1000, name: 'سامي خوري', box: '4', totalAmount: 10.1, isPaid: false }),
  kwhCustomer({ customerNumber: 1001, name: 'فاطمة حداد', box: '12', totalAmount: 20.2, isPaid: true }),
  kwhCustomer({ customerNumber: 1002, name: 'سامر عون', box: '4', totalAmount: 0.05 }),
  kwhCustomer({ customerNumber: 1003, name: 'هدى منصور', box: '7' }),
  kwhCustomer({ customerNumber: 1004, name: 'كريم فارس', box: '7' }),
  kwhCustomer({ customerNumber: 1005, name: 'ليلى سعد', box: '9' }),
  kwhCustomer({ customerNumber: 1006, name: 'بلال عون', box: '9' }),
];

function printed(customer: (typeof customers)[number], month = 'كانون الثاني 2027') {
  return printInvoiceFixture({
    // 120 kWh × $0.3 = $36 and a $10 fee: $46, nothing paid.
    statement: kwhInvoice().statement,
    id: customer.id,
    system: customer.system,
    invoiceNumber: `INV-${customer.customerNumber}-2027`,
    monthLabel: month,
    customerNumber: customer.customerNumber,
    name: customer.name,
    box: customer.box,
    address: customer.address,
    otherLines: [{ label: 'رسم الاشتراك', value: '$10' }],
    company: {
      name: 'مولد النور',
      registrationNumber: 'REG-1',
      phone: '01 111',
      phone2: '03 222',
      lookupNote: '',
    },
  });
}

function setup(system = 'mahmoud-kwh', routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    [`GET /api/${system}-customers`]: { status: 200, body: customers.map((c) => ({ ...c, system })) },
    [`GET /api/${system}-closed-months`]: { status: 200, body: ['2026-11'] },
    ...routes,
  });
  return { ...renderApp(`/${system}-bulk-print`), fetchMock };
}

function callsTo(fetchMock: jest.Mock, method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );
}

const list = () => screen.findByRole('list', { name: 'العملاء' });
const checkbox = (name: string, number: number) =>
  screen.getByRole('checkbox', { name: `تحديد ${name} \u2066#${number}\u2069` });
const summaryFigure = (label: string) =>
  within(screen.getByRole('region', { name: 'ملخص الطباعة' })).getByText(label).nextElementSibling;

describe('the bulk print page of a metered group', () => {
  it.each([
    ['mahmoud-kwh', 'كيلوواط محمود'],
    ['baydawi-kwh', 'كيلوواط البيضاوي'],
    ['test-kwh', 'مجموعة تجريبية'],
    // the generic list prints as the groups do (docs/metered-groups.md)
    ['kwh', 'عدادات الكيلوواط'],
  ])('opens for %s with the layout-editor link in a new tab (every group)', async (system, name) => {
    setup(system);

    expect(
      await screen.findByRole('heading', { level: 1, name: `طباعة الفواتير المجمعة: ${name}` }),
    ).toBeInTheDocument();
    const editor = screen.getByRole('link', { name: /محرر تخطيط الفواتير/ });
    expect(editor).toHaveAttribute('href', '/invoice-layout-editor');
    expect(editor).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: `العودة إلى ${name}` })).toHaveAttribute('href', `/${system}`);
    expect(within(await list()).getAllByRole('checkbox')).toHaveLength(7);
  });

  it('shows each customer with the paid badge and the line: number, box, consumption, amount; or the amounts', async () => {
    const { user } = setup();

    const row = (await screen.findByText('سامي خوري')).closest('label') as HTMLElement;
    expect(row).toHaveTextContent('غير مدفوع');
    expect(row).toHaveTextContent(/رقم\s*#1000/);
    expect(row).toHaveTextContent(/العلبة\s*4/);
    expect(row).toHaveTextContent(/الاستهلاك\s*120 ك.و.س/);
    expect(row).toHaveTextContent(/المبلغ\s*\$10\.1/);
    expect((screen.getByText('فاطمة حداد').closest('label') as HTMLElement).textContent).toContain('مدفوع');

    await user.click(screen.getByRole('button', { name: 'تفاصيل المبالغ' }));
    const amounts = screen.getByText('سامي خوري').closest('label') as HTMLElement;
    expect(amounts).toHaveTextContent(/المبلغ الأساسي\s*\$41\.44/);
    expect(amounts).toHaveTextContent(/الضريبة\s*\$4\.56/);
    expect(amounts).toHaveTextContent(/المجموع\s*\$10\.1/);
    expect(amounts).toHaveTextContent(/المتبقي\s*\$46/);
  });

  it('sums the selection: count, pages = ceil(n / 3) and the total of the server amounts', async () => {
    const { user } = setup();
    await list();

    expect(summaryFigure('العملاء المحددون')).toHaveTextContent('0');
    await user.click(checkbox('سامي خوري', 1000));
    await user.click(checkbox('فاطمة حداد', 1001));
    await user.click(checkbox('سامر عون', 1002));
    expect(summaryFigure('العملاء المحددون')).toHaveTextContent('3');
    expect(summaryFigure('صفحات A4 المطلوبة')).toHaveTextContent('1');
    expect(summaryFigure('المجموع بالدولار')).toHaveTextContent('$30.35');

    await user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    expect(summaryFigure('العملاء المحددون')).toHaveTextContent('7');
    expect(summaryFigure('صفحات A4 المطلوبة')).toHaveTextContent('3');
    await user.click(checkbox('سامي خوري', 1000));
    expect(summaryFigure('العملاء المحددون')).toHaveTextContent('6');
    expect(summaryFigure('صفحات A4 المطلوبة')).toHaveTextContent('2');
  });

  it('selects and deselects all of the rows the search shows only', async () => {
    const { user } = setup();
    await list();

    await user.type(screen.getByRole('searchbox', { name: 'بحث في العملاء' }), 'عون');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'العملاء' })).getAllByRole('checkbox')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    expect(summaryFigure('العملاء المحددون')).toHaveTextContent('2');

    await user.clear(screen.getByRole('searchbox', { name: 'بحث في العملاء' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'العملاء' })).getAllByRole('checkbox')).toHaveLength(7),
    );
    expect(checkbox('سامر عون', 1002)).toBeChecked();
    expect(checkbox('بلال عون', 1006)).toBeChecked();
    expect(checkbox('سامي خوري', 1000)).not.toBeChecked();

    await user.click(checkbox('سامي خوري', 1000));
    await user.type(screen.getByRole('searchbox', { name: 'بحث في العملاء' }), 'بلال');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'العملاء' })).getAllByRole('checkbox')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'إلغاء تحديد الكل' }));
    // The choices the search hides stay chosen.
    expect(summaryFigure('العملاء المحددون')).toHaveTextContent('2');
  });

  it('previews the month and year chosen in Arabic, and refuses a year outside 2020–2100', async () => {
    const { user, fetchMock } = setup();
    await list();

    await user.selectOptions(screen.getByRole('combobox', { name: 'شهر الفاتورة' }), 'كانون الثاني');
    const year = screen.getByRole('textbox', { name: 'سنة الفاتورة' });
    await user.clear(year);
    await user.type(year, '2027');
    expect(screen.getByText('ستُطبع الفواتير لشهر: كانون الثاني 2027')).toBeInTheDocument();

    await user.click(checkbox('سامي خوري', 1000));
    await user.clear(year);
    await user.type(year, '2019');
    expect(screen.getByText('السنة يجب أن تكون رقماً صحيحاً من 2020 إلى 2100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'معاينة فاتورة واحدة' }));
    await user.clear(year);
    await user.type(year, '2101');
    await user.click(screen.getByRole('button', { name: 'معاينة فاتورة واحدة' }));
    expect(screen.getByText('السنة يجب أن تكون رقماً صحيحاً من 2020 إلى 2100')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/print-invoices')).toHaveLength(0);
  });

  it('asks for at least one customer before the preview', async () => {
    const { user, fetchMock } = setup();
    await list();

    await user.click(screen.getByRole('button', { name: 'معاينة 0 فاتورة' }));

    expect(screen.getByRole('alert')).toHaveTextContent('يرجى اختيار عميل واحد على الأقل');
    expect(callsTo(fetchMock, 'POST', '/api/print-invoices')).toHaveLength(0);
  });

  it('refuses an LBP price that is not above 0, sends nothing, and names a price that is no number', async () => {
    const { user, fetchMock } = setup();
    await list();
    await user.click(checkbox('سامي خوري', 1000));
    const price = screen.getByRole('textbox', { name: 'سعر الكيلوواط (ل.ل)' });

    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'تحديث سعر عميل واحد' }));
    expect(screen.getByText('يرجى إدخال سعر صحيح')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'تحديث سعر عميل واحد' }));
    expect(price).toHaveAccessibleDescription(/^يرجى إدخال سعر صحيح: .*سعر الكيلوواط \(ل.ل\)/);
    expect(callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/update-all-prices')).toHaveLength(0);
  });

  it('re-prices the selected customers in LBP, says so, and refreshes the list', async () => {
    const { user, fetchMock } = setup('baydawi-kwh', {
      'PATCH /api/baydawi-kwh-customers/update-all-prices': {
        status: 200,
        body: { message: 'تم تحديث الأسعار بنجاح', updated: 2, pricePerKwh: 2.5028 },
      },
    });
    await list();
    await user.click(checkbox('سامي خوري', 1000));
    await user.click(checkbox('هدى منصور', 1003));

    await user.type(screen.getByRole('textbox', { name: 'سعر الكيلوواط (ل.ل)' }), '224,000');
    await user.click(screen.getByRole('button', { name: 'تحديث سعر عميلين' }));

    expect(await screen.findByText('تم تحديث سجلين')).toBeInTheDocument();
    const [patch] = callsTo(fetchMock, 'PATCH', '/api/baydawi-kwh-customers/update-all-prices');
    expect(JSON.parse(String(patch[1].body))).toEqual({
      pricePerKwhLbp: 224000,
      ids: ['kwh-1000', 'kwh-1003'],
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/baydawi-kwh-customers')).toHaveLength(2));
  });

  it('says why the LBP price failed', async () => {
    const { user } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/update-all-prices': {
        status: 400,
        body: { statusCode: 400, message: 'يرجى إدخال سعر صحيح' },
      },
    });
    await list();
    await user.click(checkbox('سامي خوري', 1000));
    await user.type(screen.getByRole('textbox', { name: 'سعر الكيلوواط (ل.ل)' }), '5');
    await user.click(screen.getByRole('button', { name: 'تحديث سعر عميل واحد' }));

    expect(await screen.findByText('فشل في تحديث الأسعار')).toBeInTheDocument();
  });

  describe('preview mode', () => {
    let print: jest.SpyInstance;
    beforeEach(() => {
      print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
      window.localStorage.clear();
    });
    afterEach(() => print.mockRestore());

    it('prints the chosen customers for the chosen month and year, by itself once the sheet is ready', async () => {
      const { user, fetchMock } = setup('baydawi-kwh', {
        'POST /api/print-invoices': { status: 200, body: [printed(customers[0]), printed(customers[3])] },
      });
      await list();
      await user.click(checkbox('سامي خوري', 1000));
      await user.click(checkbox('هدى منصور', 1003));
      await user.selectOptions(screen.getByRole('combobox', { name: 'شهر الفاتورة' }), 'كانون الثاني');
      await user.clear(screen.getByRole('textbox', { name: 'سنة الفاتورة' }));
      await user.type(screen.getByRole('textbox', { name: 'سنة الفاتورة' }), '2027');
      await user.click(screen.getByRole('button', { name: 'معاينة فاتورتين' }));

      const sheet = await screen.findByRole('region', { name: 'صفحات الفواتير' });
      await waitFor(() => expect(sheet).toHaveAttribute('data-print-ready', 'true'));
      expect(
        within(sheet)
          .getAllByRole('article')
          .map((article) => article.getAttribute('aria-label')),
      ).toEqual(['INV-1000-2027', 'INV-1003-2027']);
      const [request] = callsTo(fetchMock, 'POST', '/api/print-invoices');
      expect(JSON.parse(String(request[1].body))).toEqual({
        type: 'baydawi-kwh',
        ids: ['kwh-1000', 'kwh-1003'],
        month: 1,
        year: 2027,
      });
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

      await user.click(screen.getByRole('button', { name: 'طباعة' }));
      expect(print).toHaveBeenCalledTimes(2);
      await user.click(screen.getByRole('button', { name: 'العودة إلى الاختيار' }));
      expect(summaryFigure('العملاء المحددون')).toHaveTextContent('2');
    });

    it('moves the invoices with the margin handles and keeps the margins per group', async () => {
      const { user } = setup('mahmoud-kwh', {
        'POST /api/print-invoices': { status: 200, body: [printed(customers[0])] },
      });
      await list();
      await user.click(checkbox('سامي خوري', 1000));
      await user.click(screen.getByRole('button', { name: 'معاينة فاتورة واحدة' }));
      const top = await screen.findByRole('slider', { name: 'الهامش العلوي' });
      const invoice = () =>
        within(screen.getByRole('region', { name: 'صفحات الفواتير' })).getByRole('article');
      const before = invoice().getAttribute('style');

      top.focus();
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');

      expect(top).toHaveAttribute('aria-valuenow', '3');
      expect(invoice().getAttribute('style')).not.toBe(before);
      expect(JSON.parse(window.localStorage.getItem('kahraba.printMargins.mahmoud-kwh') ?? 'null')).toEqual({
        top: 3,
        side: 0,
      });
      expect(window.localStorage.getItem('kahraba.printMargins.baydawi-kwh')).toBeNull();
    });

    it('says why the invoices could not be loaded', async () => {
      const { user } = setup('mahmoud-kwh', {
        'POST /api/print-invoices': {
          status: 400,
          body: { statusCode: 400, message: 'بعض العملاء المختارين (1) ليسوا من عملاء كيلوواط محمود' },
        },
      });
      await list();
      await user.click(checkbox('سامي خوري', 1000));
      await user.click(screen.getByRole('button', { name: 'معاينة فاتورة واحدة' }));

      expect(await screen.findByText('تعذّر تحميل الفواتير')).toBeInTheDocument();
      expect(screen.getByText(/ليسوا من عملاء كيلوواط محمود/)).toBeInTheDocument();
      expect(print).not.toHaveBeenCalled();
    });
  });

  describe('of a closed month (docs/printing.md)', () => {
    /** November as its close kept it: a customer since deleted, and one still here. */
    const november = [
      printInvoiceFixture({ id: 'gone-1', customerNumber: 990, name: 'نزار حمود', box: '2', total: 5517.91 }),
      printInvoiceFixture({ id: customers[0].id, customerNumber: 1000, name: 'سامي خوري', box: '4' }),
    ].map((invoice) => ({
      ...invoice,
      statement: { ...invoice.statement, monthLabel: 'تشرين الثاني 2026' },
    }));

    it("lists the month's customers with its figures and prints the chosen ones as they were at the close", async () => {
      const asked: unknown[] = [];
      const { user } = setup('mahmoud-kwh', {
        'POST /api/print-invoices': (init) => {
          const request = JSON.parse(String(init.body)) as { ids?: string[] };
          asked.push(request);
          return {
            status: 200,
            body: november.filter(({ statement }) => !request.ids || request.ids.includes(statement.id)),
          };
        },
      });
      await screen.findByRole('option', { name: 'تشرين الثاني 2026 (شهر مغلق)' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'الشهر المطبوع' }), '2026-11');
      await waitFor(async () => expect(within(await list()).getAllByRole('checkbox')).toHaveLength(2));
      // The month's own figures, not today's; the invoice month, the year and a new price do not apply.
      expect((await screen.findByText('نزار حمود')).closest('label')).toHaveTextContent('$5,517.91');
      expect(screen.queryByRole('combobox', { name: 'شهر الفاتورة' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'سعر الكيلوواط (ل.ل)' })).not.toBeInTheDocument();

      await user.click(checkbox('نزار حمود', 990));
      await user.click(screen.getByRole('button', { name: 'معاينة فاتورة واحدة' }));
      const sheet = await screen.findByRole('region', { name: 'صفحات الفواتير' });
      await waitFor(() => expect(within(sheet).getAllByRole('article')).toHaveLength(1));
      expect(sheet).toHaveTextContent('فاتورة شهر تشرين الثاني 2026');
      expect(asked).toEqual([
        { type: 'mahmoud-kwh', closedMonth: '2026-11' },
        { type: 'mahmoud-kwh', ids: ['gone-1'], closedMonth: '2026-11' },
      ]);
    });
  });
});
