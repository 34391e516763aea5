import { screen, within } from '@testing-library/react';
import { kwhCustomer } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
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
    'GET /api/kwh-customers': { status: 200, body: customers },
    // docs/metered-group-price.md: the generic list is a group with its own price.
    'GET /api/kwh-customers/group-price': { status: 200, body: { pricePerKwh: 0.3, pricePerKwhLbp: null } },
    ...routes,
  });
  return { ...renderApp('/kwh'), fetchMock };
}

const table = () => screen.findByRole('table', { name: 'عملاء الكيلوواط' });

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
