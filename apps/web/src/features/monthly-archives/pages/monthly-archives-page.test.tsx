import { screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

const snapshot = (
  overrides: Record<string, unknown>,
  stated: { readings?: Record<string, unknown>; outstandingLbp?: number } = {},
) => ({
  id: `s-${Math.random()}`,
  system: 'ampere',
  month: '2026-11',
  customerNumber: 1000,
  name: 'أحمد الخطيب',
  box: '5',
  address: null,
  ampere: 3,
  amount: 45,
  arrears: 10,
  amountPaid: 20,
  outstandingBalance: 35,
  isPaid: false,
  archiveReason: 'new_month',
  archivedAt: '2026-11-30T10:00:00.000Z',
  statement: {
    monthLabel: 'تشرين الثاني 2026',
    invoiceNumber: 'INV-1000-2026',
    ...(stated.readings && { readings: stated.readings }),
    lbp: { total: 4_027_500, totalDue: stated.outstandingLbp ?? 3_132_500, rate: 89_500 },
  },
  ...overrides,
});

const everything = {
  months: [
    { month: '2026-11', customers: 2, billed: 97, arrears: 10, paid: 20, outstanding: 87 },
    { month: '2026-10', customers: 1, billed: 45, arrears: 0, paid: 45, outstanding: 0 },
  ],
  records: [
    snapshot({}),
    snapshot(
      {
        system: 'mahmoud-kwh',
        name: 'فاطمة',
        amount: 52,
        arrears: 0,
        amountPaid: 0,
        outstandingBalance: 52,
      },
      {
        outstandingLbp: 4_654_000,
        readings: { previous: 100, current: 150, consumption: 50, estimated: true },
      },
    ),
    snapshot({
      month: '2026-10',
      arrears: 0,
      amountPaid: 45,
      outstandingBalance: 0,
      isPaid: true,
      archiveReason: 'manual_archive',
    }),
  ],
  page: 1,
  pageSize: 100,
  totalRecords: 3,
  pageCount: 1,
};

function setup() {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/monthly-archives/months': { status: 200, body: ['2026-11', '2026-10'] },
    'GET /api/monthly-archives': { status: 200, body: everything },
    'GET /api/monthly-archives?month=2026-10&system=ampere': {
      status: 200,
      body: {
        ...everything,
        months: [everything.months[1]],
        records: [everything.records[2]],
        totalRecords: 1,
      },
    },
    [`GET /api/monthly-archives?q=${encodeURIComponent('فاطمه')}`]: {
      status: 200,
      body: {
        ...everything,
        months: [{ ...everything.months[0], customers: 1 }],
        records: [everything.records[1]],
      },
    },
  });
  return { ...renderApp('/monthly-archives'), fetchMock };
}

describe('the monthly archives', () => {
  it('groups the snapshots by month, with each month’s totals and the system of each row', async () => {
    setup();

    const november = await screen.findByRole('region', { name: /تشرين الثاني 2026/ });
    expect(within(november).getByLabelText(/مجاميع الشهر/)).toHaveTextContent('العملاء:2');
    expect(within(november).getByLabelText(/مجاميع الشهر/)).toHaveTextContent('المفوتر:$97');
    expect(within(november).getByLabelText(/مجاميع الشهر/)).toHaveTextContent('الرصيد السابق:$10');
    expect(within(november).getByLabelText(/مجاميع الشهر/)).toHaveTextContent('المتبقي:$87');
    const rows = within(within(november).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('columnheader', { name: 'الرصيد السابق' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('$10');
    expect(rows[1]).toHaveTextContent('اشتراكات الأمبير');
    expect(rows[2]).toHaveTextContent('كيلوواط محمود');
    // a metered row shows its readings, consumption and the balance in pounds
    expect(rows[2]).toHaveTextContent('100 ← 150 (تقدير) (50 ك.و.س)');
    expect(rows[2]).toHaveTextContent('4,654,000 ل.ل');
    const october = screen.getByRole('region', { name: /تشرين الأول 2026/ });
    expect(october).toHaveTextContent('أرشفة يدوية');
    expect(screen.getByText('عدد السجلات: 3')).toBeInTheDocument();
  });

  it('filters by month and system, and searches', async () => {
    const app = setup();
    await screen.findByRole('region', { name: /تشرين الثاني 2026/ });

    await app.user.selectOptions(screen.getByLabelText('الشهر'), '2026-10');
    await app.user.selectOptions(screen.getByLabelText('النظام'), 'ampere');

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /تشرين الثاني/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: /تشرين الأول 2026/ })).toBeInTheDocument();
    expect(app.fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/monthly-archives?month=2026-10&system=ampere',
    );

    await app.user.selectOptions(screen.getByLabelText('الشهر'), '');
    await app.user.selectOptions(screen.getByLabelText('النظام'), '');
    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الأرشيف' }), 'فاطمه');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveTextContent('فاطمة');
  });
});

describe('the monthly archives on a phone', () => {
  onAPhone();

  it('shows one card per snapshot under its month', async () => {
    setup();
    const november = await screen.findByRole('region', { name: /تشرين الثاني 2026/ });
    expect(within(november).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
