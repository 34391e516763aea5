import { screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { PendingCustomer } from '../api/get-pending-customers';

const request = (overrides: Partial<PendingCustomer> = {}): PendingCustomer => ({
  id: 'r-1',
  name: 'رامي الخطيب',
  phone: '03 123 456',
  address: 'صيدا',
  ampereRequested: 5,
  meterType: 'meter',
  status: 'pending',
  createdAt: '2026-11-20T08:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  approvedSystem: null,
  customerNumber: null,
  reference: 'REG-1001',
  ...overrides,
});

const reviewed = [
  request({
    id: 'r-2',
    name: 'منى الأسعد',
    status: 'approved',
    reviewedAt: '2026-11-21T09:30:00.000Z',
    reviewedBy: 'hala@example.com',
    approvedSystem: 'baydawi-kwh',
    customerNumber: 1042,
  }),
  request({
    id: 'r-3',
    name: 'سعيد حداد',
    status: 'declined',
    meterType: 'cutoff',
    reviewedAt: '2026-11-22T10:00:00.000Z',
    reviewedBy: 'sami@example.com',
  }),
];

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/pending-customers': { status: 200, body: [request(), ...reviewed] },
    ...routes,
  });
  return { ...renderApp('/pending-customers'), fetchMock };
}

describe('the pending customers screen', () => {
  it('shows three tables: pending with approve and decline, approved and declined with review date and reviewer', async () => {
    setup();

    const pending = await screen.findByRole('table', { name: 'الطلبات قيد الانتظار' });
    expect(within(pending).getByText('رامي الخطيب')).toBeInTheDocument();
    // The reference the applicant quotes on the phone.
    expect(within(pending).getByRole('columnheader', { name: 'رقم الطلب' })).toBeInTheDocument();
    expect(within(pending).getByText('رامي الخطيب').closest('tr')).toHaveTextContent('REG-1001');
    expect(within(pending).getByText('عداد')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'الموافقة على طلب رامي الخطيب' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'رفض طلب رامي الخطيب' })).toBeEnabled();

    const approved = screen.getByRole('table', { name: 'الطلبات المقبولة' });
    const approvedRow = within(approved).getByText('منى الأسعد').closest('tr')!;
    expect(approvedRow).toHaveTextContent('hala@example.com');
    expect(approvedRow).toHaveTextContent(/2026-11-21 \d\d:30/);
    expect(approvedRow).toHaveTextContent('#1042');
    expect(approvedRow).toHaveTextContent('كيلوواط البيضاوي');
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();

    const declined = screen.getByRole('table', { name: 'الطلبات المرفوضة' });
    const declinedRow = within(declined).getByText('سعيد حداد').closest('tr')!;
    expect(declinedRow).toHaveTextContent('sami@example.com');
    expect(declinedRow).toHaveTextContent('مقطوعة');
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks which system the new customer joins, proposing a kWh group for a meter request, and approves into the one chosen', async () => {
    const approvals: unknown[] = [];
    const { user } = setup({
      'POST /api/pending-customers/r-1/approve': (init) => {
        approvals.push(JSON.parse(String(init.body)));
        return {
          status: 200,
          body: {
            ...request({ status: 'approved', approvedSystem: 'ampere', customerNumber: 1077 }),
            customerId: 'c-9',
            message: 'تمت الموافقة على الطلب وإضافة العميل رقم 1077',
          },
        };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'الموافقة على طلب رامي الخطيب' }));
    const dialog = await screen.findByRole('dialog', { name: 'الموافقة على طلب الاشتراك' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('.form-check')?.textContent)).toEqual([
      expect.stringContaining('اشتراكات الأمبير'),
      expect.stringContaining('كيلوواط محمود'),
      expect.stringContaining('كيلوواط البيضاوي'),
      expect.stringContaining('مجموعة تجريبية'),
      expect.stringContaining('عدادات الكيلوواط'),
    ]);
    // The first kWh group is proposed for a meter request.
    expect(within(dialog).getByRole('radio', { name: /كيلوواط محمود/ })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /اشتراكات الأمبير/ }));
    await user.click(within(dialog).getByRole('button', { name: 'موافقة وإضافة العميل' }));

    await waitFor(() => expect(approvals).toEqual([{ system: 'ampere' }]));
    expect(await screen.findByText(/أُضيف العميل رقم .*#1077.* إلى اشتراكات الأمبير/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says when the request's phone was not a Lebanese number and so was not carried over", async () => {
    const { user } = setup({
      'POST /api/pending-customers/r-1/approve': {
        status: 200,
        body: {
          ...request({ status: 'approved', approvedSystem: 'ampere', customerNumber: 1078, phone: '12345' }),
          customerId: 'c-10',
          customerPhone: null,
          message: 'تمت الموافقة على الطلب وإضافة العميل رقم 1078',
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'الموافقة على طلب رامي الخطيب' }));
    const dialog = await screen.findByRole('dialog', { name: 'الموافقة على طلب الاشتراك' });
    await user.click(within(dialog).getByRole('button', { name: 'موافقة وإضافة العميل' }));

    expect(
      await screen.findByText(/رقم الهاتف «.*12345.*» غير صالح فلم يُنقل إلى العميل/),
    ).toBeInTheDocument();
  });

  it('declines after a confirmation, and tells the server nothing when the operator cancels', async () => {
    let declines = 0;
    const { user } = setup({
      'POST /api/pending-customers/r-1/decline': () => {
        declines += 1;
        return { status: 200, body: { ...request({ status: 'declined' }), message: 'تم رفض الطلب' } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'رفض طلب رامي الخطيب' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إلغاء' }));
    expect(declines).toBe(0);

    await user.click(screen.getByRole('button', { name: 'رفض طلب رامي الخطيب' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'رفض الطلب' }));
    await waitFor(() => expect(declines).toBe(1));
    expect(await screen.findByText('تم رفض طلب رامي الخطيب')).toBeInTheDocument();
  });

  it("shows the server's Arabic reason when the request was already reviewed by someone else", async () => {
    const { user } = setup({
      'POST /api/pending-customers/r-1/decline': {
        status: 409,
        body: { message: 'تمت الموافقة على هذا الطلب من قبل، ولا يمكن مراجعته مرة أخرى', code: 'X' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'رفض طلب رامي الخطيب' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'رفض الطلب' }));
    expect(await screen.findByText('فشل في رفض الطلب')).toBeInTheDocument();
    expect(
      screen.getByText('تمت الموافقة على هذا الطلب من قبل، ولا يمكن مراجعته مرة أخرى'),
    ).toBeInTheDocument();
  });

  it("shows the price the customer will start from: a group's current price, the ampere price of the amperes asked", async () => {
    const { user } = setup({
      'GET /api/mahmoud-kwh-customers/group-price': {
        status: 200,
        body: { pricePerKwh: 0.42, pricePerKwhLbp: null },
      },
      'GET /api/baydawi-kwh-customers/group-price': {
        status: 200,
        body: { pricePerKwh: 0.42, pricePerKwhLbp: 37_590 },
      },
      'GET /api/ampere-records/pricing': {
        status: 200,
        body: { globalPrice: 15, lowPrice: 25, customPriceCount: 0 },
      },
      'GET /api/pending-customers': {
        status: 200,
        body: [request(), request({ id: 'r-4', name: 'هلا نادر', ampereRequested: 2, meterType: 'cutoff' })],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'الموافقة على طلب رامي الخطيب' }));
    let dialog = await screen.findByRole('dialog', { name: 'الموافقة على طلب الاشتراك' });
    expect(await within(dialog).findByText(/\$0\.42 للكيلوواط/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /كيلوواط البيضاوي/ }));
    expect(await within(dialog).findByText(/37,590 ل\.ل للكيلوواط/)).toBeInTheDocument();
    // Five amperes are above the threshold: the global price.
    await user.click(within(dialog).getByRole('radio', { name: /اشتراكات الأمبير/ }));
    expect(await within(dialog).findByText('$15 للأمبير (سعر 5 أمبير)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'الموافقة على طلب هلا نادر' }));
    dialog = await screen.findByRole('dialog', { name: 'الموافقة على طلب الاشتراك' });
    // Two amperes: the low price.
    expect(await within(dialog).findByText('$25 للأمبير (سعر 2 أمبير)')).toBeInTheDocument();
  });

  it('proposes the ampere system for a cut-off request', async () => {
    const { user } = setup({
      'GET /api/pending-customers': { status: 200, body: [request({ meterType: 'cutoff' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'الموافقة على طلب رامي الخطيب' }));
    const dialog = await screen.findByRole('dialog', { name: 'الموافقة على طلب الاشتراك' });
    expect(within(dialog).getByRole('radio', { name: /اشتراكات الأمبير/ })).toBeChecked();
  });

  it('says so when there is nothing to review', async () => {
    setup({ 'GET /api/pending-customers': { status: 200, body: [] } });
    expect(await screen.findByText('لا توجد طلبات قيد الانتظار')).toBeInTheDocument();
    expect(screen.getByText('لا توجد طلبات مقبولة')).toBeInTheDocument();
    expect(screen.getByText('لا توجد طلبات مرفوضة')).toBeInTheDocument();
  });

  it('offers to try again when the requests cannot be loaded', async () => {
    setup({ 'GET /api/pending-customers': { status: 500, body: 'boom' } });
    expect(await screen.findByText('تعذّر تحميل الطلبات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows each request as a card with its buttons', async () => {
      setup();
      const list = await screen.findByRole('list', { name: 'الطلبات قيد الانتظار' });
      expect(within(list).getByText('رامي الخطيب')).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'الموافقة على طلب رامي الخطيب' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
