import { screen, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer, liveMonth } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { resizableScreen } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const unpaid = kwhCustomer({
  system: 'kwh',
  customerNumber: 1000,
  name: 'محمد علي',
  amountPaid: 20,
  isPaid: false,
});
const unread = kwhCustomer({
  system: 'kwh',
  customerNumber: 1001,
  name: 'سمير خوري',
  previousKwh: 900,
  currentKwh: 0,
  consumption: 0,
  totalAmount: 0,
  amountPaid: 0,
  outstandingBalance: 0,
  isPaid: true,
});

function setup(routes: Record<string, FakeRoute> = {}, customers = [unpaid, unread]) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/kwh-customers': { status: 200, body: customers },
    // docs/metered-group-price.md: the generic list is a group with its own price.
    'GET /api/kwh-customers/group-price': { status: 200, body: { pricePerKwh: 0.3, pricePerKwhLbp: null } },
    'GET /api/kwh-customers/month': { status: 200, body: liveMonth('kwh') },
    ...routes,
  });
  return { ...renderApp('/kwh'), fetchMock };
}

const table = () => screen.findByRole('table', { name: 'عملاء الكيلوواط' });

function sentTo(fetchMock: jest.Mock, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([called, init]) => called === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init.body)));
}

/** What the server previews of a pasted sheet: `count` new customers. */
function importPreview(count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    action: 'create',
    name: `مستورد ${index + 1}`,
    box: '3',
    address: null,
    ampere: 5,
    previousKwh: 100,
    currentKwh: 150,
    pricePerKwh: 1,
    insurance: 0,
    amountPaid: 0,
    consumption: 50,
    totalAmount: 50,
  }));
  return { rows, skipped: [], creates: count, updates: 0 };
}

describe('the generic kWh list', () => {
  it('lists the customers with the status and the consumption the server sent (never below 0)', async () => {
    setup();

    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('#1000');
    expect(rows[1]).toHaveTextContent('120');
    expect(rows[1]).toHaveTextContent('غير مدفوع');
    expect(rows[2]).toHaveTextContent('سمير خوري');
    expect(within(rows[2]).getAllByRole('cell')[6]).toHaveTextContent(/^0$/);
    expect(rows[2]).toHaveTextContent('مدفوع');
  });

  it('has a copy button on every column but the actions', async () => {
    setup();
    const header = within(await table()).getAllByRole('row')[0];

    expect(within(header).getAllByRole('button', { name: /^نسخ عمود/ })).toHaveLength(12);
    expect(within(header).getByRole('button', { name: 'نسخ عمود الحالة' })).toBeInTheDocument();
  });

  it("adds a customer with the price per kWh at the group's and the amperes as a whole number", async () => {
    const { user, fetchMock } = setup({
      'POST /api/kwh-customers': (init) => ({
        status: 201,
        body: kwhCustomer({ system: 'kwh', customerNumber: 1002, ...JSON.parse(String(init.body)) }),
      }),
    });
    await table();
    const form = await screen.findByRole('form', { name: 'إضافة عميل' });
    expect(within(form).getByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('0.3');
    expect(screen.getByRole('region', { name: 'سعر الكيلوواط في المجموعة' })).toHaveTextContent('$0.3');

    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'ليلى');
    const ampere = within(form).getByRole('textbox', { name: 'الأمبير' });
    await user.clear(ampere);
    await user.type(ampere, '2.5');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));
    expect(within(form).getByText('الأمبير: يجب أن يكون عدداً صحيحاً')).toBeInTheDocument();

    await user.clear(ampere);
    await user.type(ampere, '10');
    const price = within(form).getByRole('textbox', { name: 'سعر الكيلوواط ($)' });
    await user.clear(price);
    await user.type(price, '0,35');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(await screen.findByText(/^تم إنشاء العميل بنجاح: رقم العميل/)).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/kwh-customers' && init.method === 'POST',
    );
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1].body))).toMatchObject({
      name: 'ليلى',
      ampere: 10,
      pricePerKwh: 0.35,
    });
    // The price stays for the next customer.
    expect(within(form).getByRole('textbox', { name: 'سعر الكيلوواط ($)' })).toHaveValue('0,35');
    expect(within(form).getByRole('textbox', { name: 'الاسم' })).toHaveValue('');
  });

  it('refuses a price that is not a number, naming the field, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await table();
    const form = await screen.findByRole('form', { name: 'إضافة عميل' });

    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'ليلى');
    const price = within(form).getByRole('textbox', { name: 'سعر الكيلوواط ($)' });
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(within(form).getByText(/سعر الكيلوواط/, { selector: '.invalid-feedback' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toHaveLength(0);
  });

  it('says the create failed with the cause', async () => {
    const { user } = setup({ 'POST /api/kwh-customers': { status: 400, body: { message: 'الاسم مطلوب' } } });
    await table();
    const form = await screen.findByRole('form', { name: 'إضافة عميل' });

    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'x');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(await screen.findByText('فشل في إنشاء العميل')).toBeInTheDocument();
  });

  it('edits and deletes (after a confirmation)', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/kwh-customers/kwh-1000': (init) => ({
        status: 200,
        body: { ...unpaid, ...JSON.parse(String(init.body)) },
      }),
      'DELETE /api/kwh-customers/kwh-1001': {
        status: 200,
        body: { message: 'تم حذف العميل بنجاح', archivedId: 'a' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعديل العميل/ });
    expect(within(dialog).queryByRole('textbox', { name: 'التأمين ($)' })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'المبلغ المدفوع ($)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'المبلغ المدفوع ($)' }), '46');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تم تحديث العميل بنجاح')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'حذف سمير خوري' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'حذف العميل؟' })).getByRole('button', { name: 'حذف' }),
    );
    expect(await screen.findByText('تم حذف العميل بنجاح')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/kwh-customers/kwh-1001' && init.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });
});

/** docs/metered-groups.md: the generic list has the tools of every metered group, through the same code. */
describe('the tools of the generic kWh list', () => {
  it('imports customers from a pasted sheet, previewed by the server, in one batch', async () => {
    const { user, fetchMock } = setup({
      'POST /api/kwh-customers/import-preview': { status: 200, body: importPreview(3) },
      'POST /api/kwh-customers/bulk': { status: 200, body: { created: 3, updated: 0 } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'استيراد من Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد من Excel' });
    await user.type(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }), 'a\tb\tc\td\te\tf');
    expect(await within(dialog).findByText('عدد السجلات: 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء 3 سجلات' }));

    expect(await screen.findByText('تم إنشاء 3 عملاء')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/kwh-customers/bulk')).toEqual([
      expect.objectContaining({
        records: expect.arrayContaining([expect.objectContaining({ name: 'مستورد 1' })]),
      }),
    ]);
  });

  it('pastes a single column after a preview', async () => {
    const { user, fetchMock } = setup({
      'POST /api/kwh-customers/column-paste': (init) => ({
        status: 200,
        body: JSON.parse(String(init.body)).dryRun
          ? {
              updated: 1,
              changes: [
                {
                  id: 'kwh-1000',
                  row: 1,
                  name: 'محمد علي',
                  customerNumber: 1000,
                  before: '1120',
                  after: '1300',
                },
              ],
            }
          : { updated: 1 },
      }),
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'لصق عمود' }));
    const dialog = await screen.findByRole('dialog', { name: 'لصق عمود' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'العمود' }), 'currentKwh');
    await user.type(within(dialog).getByRole('textbox', { name: 'القيم' }), '1300{enter}');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة' }));
    expect(await within(dialog).findByText('سيتم تحديث سجل واحد')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'لصق البيانات' }));

    expect(await screen.findByText('تم تحديث سجل واحد')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/kwh-customers/column-paste')).toEqual([
      { column: 'currentKwh', values: ['1300'], dryRun: true },
      { column: 'currentKwh', values: ['1300'] },
    ]);
  });

  it('offers the prices, the undo and the month close of its own customers', async () => {
    setup();
    await table();

    const tools = screen.getByRole('region', { name: 'الأدوات' });
    for (const tool of ['تحديث سعر الكيلوواط', 'تراجع عن آخر عملية', 'ترتيب دائم حسب العلبة والاسم'])
      expect(within(tools).getByRole('button', { name: tool })).toBeInTheDocument();
    expect(
      await within(tools).findByRole('button', { name: 'إغلاق تشرين الثاني 2026 وبدء كانون الأول 2026' }),
    ).toBeEnabled();
    // The generic list's one-row add form adds; no second add button.
    expect(within(tools).queryByRole('button', { name: 'إضافة عميل' })).not.toBeInTheDocument();
  });

  it('leads to its readings tab, its bulk entry and bulk print, its archive and the printable table', async () => {
    setup();
    await table();

    const links = within(screen.getByRole('navigation', { name: 'روابط' }));
    expect(links.getByRole('link', { name: 'تصدير واستيراد القراءات' })).toHaveAttribute(
      'href',
      '/reading-export-import?system=kwh',
    );
    expect(links.getByRole('link', { name: 'الإدخال المجمع' })).toHaveAttribute('href', '/kwh-bulk');
    expect(links.getByRole('link', { name: 'طباعة الفواتير المجمعة' })).toHaveAttribute(
      'href',
      '/kwh-bulk-print',
    );
    expect(links.getByRole('link', { name: 'العملاء المحذوفون' })).toHaveAttribute(
      'href',
      '/kwh-archived?system=kwh',
    );
    expect(links.getByRole('link', { name: 'جدول الكيلوواط للطباعة' })).toHaveAttribute(
      'href',
      '/kwh-printable-table?system=kwh',
    );
  });
});

describe('the generic list when the screen crosses 768 px', () => {
  const screenSize = resizableScreen();

  it('keeps what was typed in its add form and in the edit dialog', async () => {
    const { user } = setup();
    await table();
    const form = await screen.findByRole('form', { name: 'إضافة عميل' });
    await user.type(within(form).getByRole('textbox', { name: 'الاسم' }), 'ليلى');
    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /^تعديل العميل/ });
    await user.clear(within(dialog).getByRole('textbox', { name: 'المبلغ المدفوع ($)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'المبلغ المدفوع ($)' }), '46');

    screenSize.toPhone();
    expect(await screen.findByRole('list', { name: 'عملاء الكيلوواط' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('dialog', { name: /^تعديل العميل/ })).getByRole('textbox', {
        name: 'المبلغ المدفوع ($)',
      }),
    ).toHaveValue('46');
    expect(
      within(screen.getByRole('form', { name: 'إضافة عميل' })).getByRole('textbox', { name: 'الاسم' }),
    ).toHaveValue('ليلى');
  });
});
