import { billingSystems } from '../../../test/billing-systems-fixtures';
import { screen, within } from '@testing-library/react';
import { AUDIT_ACTIONS } from '@kahraba/billing-domain';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, id: 'u-1', role: 'admin' };
const users = [
  {
    id: '5f1d2c3b-0000-4000-8000-00000000000a',
    email: 'rania@example.com',
    firstName: 'رانيا',
    lastName: 'خوري',
    role: 'operator',
    active: true,
    createdAt: '2026-11-02T08:00:00.000Z',
  },
];
const payment = {
  id: '12',
  at: '2026-11-20T10:15:00.000Z',
  userId: users[0].id,
  userEmail: 'rania@example.com',
  action: 'record-payment',
  system: 'mahmoud-kwh',
  count: 1,
  details: { source: 'edit', id: 'c-1', customerNumber: 1005, previous: '0.00', amountPaid: '30.00' },
};
const close = {
  id: '11',
  at: '2026-11-01T00:00:00.000Z',
  userId: null,
  userEmail: 'cli:root',
  action: 'close-month',
  system: 'ampere',
  count: 240,
  details: { month: '2026-10', totalCustomers: 240 },
};
const page = (entries: unknown[], total = entries.length, number = 1) => ({
  status: 200,
  body: { entries, page: number, pageSize: 50, total },
});

describe('the audit log screen', () => {
  it('shows who did what, when, on which system and how many rows, in Arabic', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/audit-log': page([payment, close, { ...close, id: '10', system: 'test-kwh', count: 12 }]),
    });
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق' });
    const paid = within(table).getByRole('row', { name: /تسجيل دفعة/ });
    expect(within(paid).getByText('rania@example.com')).toBeInTheDocument();
    expect(await within(paid).findByText('كيلوواط محمود')).toBeInTheDocument();
    expect(within(paid).getByText('تعديل مباشر، العميل 1005، المدفوع 0.00 ← 30.00')).toBeInTheDocument();
    const closed = within(table).getByRole('row', { name: /إغلاق الشهر.*اشتراكات الأمبير/ });
    expect(within(closed).getByText('240')).toBeInTheDocument();
    expect(within(closed).getByText('اشتراكات الأمبير')).toBeInTheDocument();
    // Every system by the name billing_systems gives it, a group added as a row included.
    const added = within(table).getByRole('row', { name: /مجموعة تجريبية/ });
    expect(within(added).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('3 إدخالات · الصفحة 1 من 1')).toBeInTheDocument();
  });

  it('shows a wrong passcode and a passcode set by the owner in Arabic', async () => {
    const entry = (id: string, action: string, details: object) => ({
      id,
      at: '2026-11-21T09:00:00.000Z',
      userId: users[0].id,
      userEmail: 'rania@example.com',
      action,
      system: null,
      count: 1,
      details,
    });
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log': page([
        entry('21', 'passcode-failed', { scope: 'danger', attempt: 'unlock', misses: 3 }),
        entry('20', 'set-passcode', { scope: 'tables' }),
      ]),
    });
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق' });
    const failed = within(table).getByRole('row', { name: /كلمة مرور شاشة خاطئة/ });
    expect(
      within(failed).getByText('الشاشة: الأدوات الخطرة، عند فتح الشاشة، المحاولة الخاطئة رقم 3 على التوالي'),
    ).toBeInTheDocument();
    const set = within(table).getByRole('row', { name: /تعيين كلمة مرور الشاشة/ });
    expect(within(set).getByText('الشاشة: الجداول')).toBeInTheDocument();
  });

  it('names every action of the audit log in Arabic, in the table and in the filter', async () => {
    const entries = AUDIT_ACTIONS.map((action, index) => ({
      ...close,
      id: String(100 + index),
      action,
      details: {},
    }));
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log': page(entries),
    });
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(AUDIT_ACTIONS.length);
    for (const [index, action] of AUDIT_ACTIONS.entries()) {
      const actionCell = within(rows[index]).getAllByRole('cell')[2];
      expect({ action, shown: actionCell.textContent }).toEqual({
        action,
        shown: expect.stringMatching(/^[\u0600-\u06FF][\u0600-\u06FF\s]*$/),
      });
      expect(rows[index]).not.toHaveTextContent(action);
    }
    const filter = within(screen.getByRole('form', { name: 'تصفية السجل' })).getByLabelText('الإجراء');
    const options = within(filter).getAllByRole('option').slice(1);
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...AUDIT_ACTIONS]);
    for (const option of options) expect(option.textContent).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF\s]*$/);
  });

  it('shows a payment at the counter and its void with the amount, currency and receipt number', async () => {
    const entry = (id: string, action: string, details: object) => ({
      ...payment,
      id,
      action,
      details: { id: 'c-1', customerNumber: 1005, paymentId: 'p-1', ...details },
    });
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log': page([
        entry('33', 'void-payment', {
          receiptNumber: 'R-2026-000042',
          amount: '1.00',
          currency: 'LBP',
          amountLbp: '89500',
          reason: 'خطأ في الإدخال',
        }),
        entry('32', 'record-payment', {
          source: 'collection',
          receiptNumber: 'R-2026-000042',
          amount: '1.00',
          currency: 'LBP',
          amountLbp: '89500',
        }),
        entry('31', 'record-payment', {
          source: 'collection',
          receiptNumber: 'R-2026-000041',
          amount: '12.50',
          currency: 'USD',
        }),
      ]),
    });
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق' });
    expect(
      within(table).getByText('تحصيل، العميل 1005، المبلغ $12.5 (دولار)، الإيصال R-2026-000041'),
    ).toBeInTheDocument();
    expect(
      within(table).getByText('تحصيل، العميل 1005، المبلغ 89,500 ل.ل (ليرة، $1)، الإيصال R-2026-000042'),
    ).toBeInTheDocument();
    const voided = within(table).getByRole('row', { name: /إلغاء دفعة/ });
    expect(
      within(voided).getByText(
        'العميل 1005، المبلغ 89,500 ل.ل (ليرة، $1)، الإيصال R-2026-000042، السبب: خطأ في الإدخال',
      ),
    ).toBeInTheDocument();
    expect(table).not.toHaveTextContent('collection');
  });

  it('filters by action, user and days through the address, and pages', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log': page([close]),
      [`GET /api/audit-log?action=record-payment&userId=${users[0].id}&from=2026-11-01&to=2026-11-30`]: page(
        [payment],
        120,
      ),
      [`GET /api/audit-log?action=record-payment&userId=${users[0].id}&from=2026-11-01&to=2026-11-30&page=2`]:
        page([payment], 120, 2),
    });
    const app = renderApp('/audit-log');
    const filters = await screen.findByRole('form', { name: 'تصفية السجل' });
    await app.user.selectOptions(within(filters).getByLabelText('الإجراء'), 'تسجيل دفعة');
    await within(filters).findByRole('option', { name: /رانيا خوري/ });
    await app.user.selectOptions(within(filters).getByLabelText('المستخدم'), users[0].id);
    await app.user.type(within(filters).getByLabelText('من تاريخ'), '2026-11-01');
    await app.user.type(within(filters).getByLabelText('إلى تاريخ'), '2026-11-30');
    await app.user.click(within(filters).getByRole('button', { name: 'تطبيق' }));

    expect(await screen.findByText('120 إدخالاً · الصفحة 1 من 3')).toBeInTheDocument();
    expect(app.currentPath()).toBe(
      `/audit-log?action=record-payment&userId=${users[0].id}&from=2026-11-01&to=2026-11-30`,
    );
    await app.user.click(screen.getByRole('button', { name: 'التالي' }));
    expect(await screen.findByText('120 إدخالاً · الصفحة 2 من 3')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/audit-log?action=record-payment&userId=${users[0].id}&from=2026-11-01&to=2026-11-30&page=2`,
    );
  });

  it("shows the server's Arabic message for a filter it refuses", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log?from=2026-11-10&to=2026-11-01': {
        status: 400,
        body: { message: 'تاريخ البداية بعد تاريخ النهاية', code: 'INVALID_DATE_RANGE' },
      },
    });
    renderApp('/audit-log?from=2026-11-10&to=2026-11-01');
    expect(await screen.findByText('تاريخ البداية بعد تاريخ النهاية')).toBeInTheDocument();
  });

  it('names a nightly backup, its file and its verification', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log': page([
        {
          id: '40',
          at: '2026-11-26T01:00:45.000Z',
          userId: null,
          userEmail: 'system',
          action: 'take-backup',
          system: null,
          count: 5120,
          details: {
            file: '/srv/backups/kahraba-2026-11-26T0300.backup',
            trigger: 'nightly',
            verified: true,
          },
        },
      ]),
    });
    renderApp('/audit-log');
    const table = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق' });
    const row = within(table).getByRole('row', { name: /نسخة احتياطية/ });
    expect(
      within(row).getByText('النسخة الليلية، kahraba-2026-11-26T0300.backup، تم التحقق منها'),
    ).toBeInTheDocument();
  });

  it('tells an operator the page is for administrators', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } } });
    renderApp('/audit-log');
    expect(await screen.findByText('هذه الصفحة متاحة للمدير فقط.')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows one card per entry', async () => {
      mockFetch({
        'GET /api/auth/user': { status: 200, body: admin },
        'GET /api/users': { status: 200, body: users },
        'GET /api/audit-log': page([payment, close]),
      });
      renderApp('/audit-log');
      const card = await screen.findByRole('article', { name: 'إغلاق الشهر' });
      expect(within(card).getByText('cli:root')).toBeInTheDocument();
      expect(within(card).getByText('الشهر تشرين الأول 2026')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  it('shows a portal look-up that found no bill in Arabic: the public visitor, the number and the address', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: users },
      'GET /api/audit-log': page([
        {
          id: '30',
          at: '2026-11-22T18:40:00.000Z',
          userId: null,
          userEmail: 'portal',
          action: 'portal-miss',
          system: null,
          count: 1,
          details: { customerNumber: 1042, address: '203.0.113.10', misses: 6 },
        },
      ]),
    });
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق' });
    const miss = within(table).getByRole('row', { name: /بحث خاطئ في بوابة العملاء/ });
    expect(within(miss).getByText('زائر البوابة')).toBeInTheDocument();
    expect(
      within(miss).getByText('العميل 1042، من العنوان 203.0.113.10، المحاولة الخاطئة رقم 6 على التوالي'),
    ).toBeInTheDocument();
  });
});
