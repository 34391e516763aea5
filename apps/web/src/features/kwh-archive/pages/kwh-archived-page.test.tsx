import { screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { ArchivedKwhCustomer } from '../api/get-archived-kwh-customers';

const archived = (overrides: Partial<ArchivedKwhCustomer> = {}): ArchivedKwhCustomer => ({
  id: 'arch-1004',
  originalId: 'c-1004',
  system: 'mahmoud-kwh',
  customerNumber: 1004,
  name: 'نادين سلامة',
  box: '12',
  address: 'الأشرفية',
  ampere: 5,
  previousKwh: 120,
  currentKwh: 175.5,
  consumption: 55.5,
  pricePerKwh: 1,
  energyAmount: 55.5,
  ampereSubscriptionFee: 0,
  subscriptionFee: 5.55,
  insurance: 0,
  totalAmount: 61.05,
  baseAmount: 55,
  vatAmount: 6.05,
  arrears: 0,
  amountPaid: 0,
  outstandingBalance: 61.05,
  isPaid: false,
  exchangeRateUsed: 89500,
  totalAmountLbp: 5463975,
  baseAmountLbp: 4922500,
  tvaAmountLbp: 541475,
  invoiceDate: null,
  dueDate: null,
  month: '2026-11',
  createdAt: '2026-11-01T08:00:00.000Z',
  isDeleted: true,
  deletedAt: '2026-11-20T10:30:00.000Z',
  deletionReason: 'deleted',
  phone: null,
  zone: 'town',
  cutOff: null,
  ...overrides,
});

function setup(routes: Record<string, FakeRoute> = {}, path = '/kwh-archived?system=mahmoud-kwh') {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/kwh-archived': { status: 200, body: [] },
    'GET /api/mahmoud-kwh-archived': { status: 200, body: [archived()] },
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

const table = (name = 'المحذوفون من كيلوواط محمود') => screen.findByRole('table', { name });

describe('the deleted kWh customers screen', () => {
  it('has a tab for every metered group, a fourth one included, then the generic list', async () => {
    setup();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'كيلوواط محمود',
      'كيلوواط البيضاوي',
      'مجموعة تجريبية',
      'عدادات الكيلوواط',
    ]);
    expect(screen.getByRole('tab', { name: 'كيلوواط محمود' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists number, name, box, ampere, readings, total, deletion date and reason', async () => {
    setup();

    const row = within(await table()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('#1004');
    expect(row).toHaveTextContent('نادين سلامة');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('120');
    expect(row).toHaveTextContent('175.5');
    expect(row).toHaveTextContent('$61.05');
    expect(row).toHaveTextContent(/2026-11-20 \d\d:\d\d/);
    expect(row).toHaveTextContent('حذف يدوي');
    expect(screen.getByText('سجل مؤرشف واحد')).toBeInTheDocument();
  });

  it('says there are no deleted records', async () => {
    setup({}, '/kwh-archived?system=kwh');

    expect(await screen.findByText('لا توجد سجلات محذوفة')).toBeInTheDocument();
  });

  it('shows the other group on its tab', async () => {
    const { user } = setup({
      'GET /api/baydawi-kwh-archived': {
        status: 200,
        body: [archived({ id: 'arch-2001', system: 'baydawi-kwh', customerNumber: 2001, name: 'جورج نصار' })],
      },
    });
    await table();

    await user.click(screen.getByRole('tab', { name: 'كيلوواط البيضاوي' }));

    expect(within(await table('المحذوفون من كيلوواط البيضاوي')).getByText('جورج نصار')).toBeInTheDocument();
  });

  it('searches the deleted customers of the group on the server', async () => {
    const { user } = setup({
      'GET /api/mahmoud-kwh-archived/search?q=zzz': { status: 200, body: [] },
    });
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'بحث في المحذوفين' }), 'zzz');

    expect(await screen.findByText('لا توجد نتائج للبحث')).toBeInTheDocument();
  });

  it('restores a customer and tells the new customer number', async () => {
    let records = [archived()];
    const { user } = setup({
      'GET /api/mahmoud-kwh-archived': () => ({ status: 200, body: records }),
      'POST /api/mahmoud-kwh-archived/arch-1004/restore': () => {
        records = [];
        return {
          status: 200,
          body: { ...archived(), id: 'c-1050', customerNumber: 1050, isDeleted: false },
        };
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'استعادة نادين سلامة' }));

    const toast = await screen.findByText('تمت الاستعادة بنجاح');
    expect(toast.parentElement).toHaveTextContent('برقم عميل جديد');
    expect(toast.parentElement).toHaveTextContent('#1050');
    expect(await screen.findByText('لا توجد سجلات محذوفة')).toBeInTheDocument();
  });

  it('says the archived record does not exist on a 404', async () => {
    const { user } = setup({
      'POST /api/mahmoud-kwh-archived/arch-1004/restore': {
        status: 404,
        body: { message: 'السجل المؤرشف غير موجود' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'استعادة نادين سلامة' }));

    const toast = await screen.findByText('فشل في الاستعادة');
    expect(toast.parentElement).toHaveTextContent('السجل المؤرشف غير موجود');
  });

  it('says the deleted customers could not be loaded, with a retry', async () => {
    setup({ 'GET /api/mahmoud-kwh-archived': { status: 500, body: 'boom' } });

    expect(await screen.findByText('فشل في جلب السجلات المحذوفة')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument());
  });
});

describe('the deleted kWh customers on a phone', () => {
  onAPhone();

  it('shows each deleted customer as a card with a restore button', async () => {
    setup();

    const card = await screen.findByRole('article', { name: 'نادين سلامة' });
    expect(card).toHaveTextContent('175.5');
    expect(card).toHaveTextContent('$61.05');
    expect(card).toHaveTextContent('حذف يدوي');
    expect(within(card).getByRole('button', { name: 'استعادة نادين سلامة' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
