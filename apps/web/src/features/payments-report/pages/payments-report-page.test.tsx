import { screen, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { PaymentsReport } from '../api/get-payments-report';
import { thisMonthOf } from '../lib/report-period';

const boxes: PaymentsReport['boxes'] = [
  { system: 'ampere', box: '7', billed: 60, collected: 44.55, outstanding: 20.45 },
  { system: 'mahmoud-kwh', box: null, billed: 28, collected: 13, outstanding: 15 },
];

const byDay: PaymentsReport = {
  from: '2026-11-02',
  to: '2026-11-03',
  by: 'day',
  rows: [
    {
      key: '2026-11-02',
      label: 'الاثنين 2 تشرين الثاني 2026',
      count: 2,
      totalUsd: 30,
      usdReceived: 30,
      lbpReceived: 0,
    },
    {
      key: '2026-11-03',
      label: 'الثلاثاء 3 تشرين الثاني 2026',
      count: 2,
      totalUsd: 15.55,
      usdReceived: 5.55,
      lbpReceived: 895000,
    },
  ],
  totals: { count: 4, totalUsd: 45.55, usdReceived: 35.55, lbpReceived: 895000 },
  boxes,
};

const byCollector: PaymentsReport = {
  ...byDay,
  by: 'collector',
  rows: [
    {
      key: 'rania@example.com',
      label: 'رانيا الحلبي',
      count: 3,
      totalUsd: 40,
      usdReceived: 30,
      lbpReceived: 895000,
    },
    {
      key: 'cli:owner',
      label: 'سطر الأوامر (owner)',
      count: 1,
      totalUsd: 5.55,
      usdReceived: 5.55,
      lbpReceived: 0,
    },
  ],
};

const url = (query: string) => `GET /api/payments/report?${query}`;
const PERIOD = 'from=2026-11-02&to=2026-11-03';

function setup(routes: Record<string, FakeRoute>, path = `/payments?${PERIOD}&by=day`) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));

describe('the collection report', () => {
  it('opens on this month, by day, when nothing is asked', async () => {
    const month = thisMonthOf(new Date());
    setup(
      { [url(`from=${month.from}&to=${month.to}&by=day`)]: { status: 200, body: { ...byDay, ...month } } },
      '/payments',
    );
    expect(await screen.findByRole('table', { name: 'الدفعات المجمّعة' })).toBeInTheDocument();
    expect(screen.getByLabelText('من تاريخ')).toHaveValue(month.from);
    expect(screen.getByLabelText('إلى تاريخ')).toHaveValue(month.to);
    expect(screen.getByRole('tab', { name: 'حسب اليوم' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the days with their sums in dollars and pounds, and the totals last', async () => {
    setup({ [url(`${PERIOD}&by=day`)]: { status: 200, body: byDay } });
    const table = await screen.findByRole('table', { name: 'الدفعات المجمّعة' });
    expect(rowTexts(table)).toEqual([
      ['اليوم', 'عدد الدفعات', 'المجموع بالدولار', 'المقبوض بالدولار', 'المقبوض بالليرة'],
      ['الاثنين 2 تشرين الثاني 2026', '2', '$30', '$30', '0 ل.ل'],
      ['الثلاثاء 3 تشرين الثاني 2026', '2', '$15.55', '$5.55', '895,000 ل.ل'],
      ['المجموع', '4', '$45.55', '$35.55', '895,000 ل.ل'],
    ]);
    const totals = screen.getByRole('region', { name: 'المجموع في الفترة' });
    expect(totals).toHaveTextContent('4 دفعات');
    // Each figure sits under its own label in the right-to-left card: only the number is isolated LTR.
    for (const figure of within(totals).getAllByRole('definition')) {
      expect(figure).not.toHaveAttribute('dir');
      expect(figure.querySelector('bdi[dir="ltr"]')).not.toBeNull();
    }
    expect(totals).toHaveTextContent('$45.55');
    expect(totals).toHaveTextContent('895,000 ل.ل');
  });

  it('downloads the same report as CSV and Excel', async () => {
    setup({ [url(`${PERIOD}&by=day`)]: { status: 200, body: byDay } });
    expect(await screen.findByRole('link', { name: 'تنزيل CSV' })).toHaveAttribute(
      'href',
      `/api/payments/report.csv?${PERIOD}&by=day`,
    );
    expect(screen.getByRole('link', { name: 'تنزيل Excel' })).toHaveAttribute(
      'href',
      `/api/payments/report.xlsx?${PERIOD}&by=day`,
    );
  });

  it('groups by collector from its tab, keeping the period in the address', async () => {
    const { user, currentPath } = setup({
      [url(`${PERIOD}&by=day`)]: { status: 200, body: byDay },
      [url(`${PERIOD}&by=collector`)]: { status: 200, body: byCollector },
    });
    await screen.findByRole('table', { name: 'الدفعات المجمّعة' });
    await user.click(screen.getByRole('tab', { name: 'حسب الجابي' }));
    expect(await screen.findByRole('rowheader', { name: 'رانيا الحلبي' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الجابي' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'حسب الجابي' })).toHaveAttribute('aria-selected', 'true');
    expect(currentPath()).toBe(`/payments?${PERIOD}&by=collector`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'حسب اليوم',
      'حسب الجابي',
      'حسب النظام',
      'حسب طريقة الدفع',
    ]);
  });

  it('asks for the days and the system chosen', async () => {
    const { user } = setup({
      [url(`${PERIOD}&by=day`)]: { status: 200, body: byDay },
      [url('from=2026-10-01&to=2026-10-31&by=day&system=mahmoud-kwh')]: {
        status: 200,
        body: {
          ...byDay,
          from: '2026-10-01',
          to: '2026-10-31',
          rows: [],
          totals: { count: 0, totalUsd: 0, usdReceived: 0, lbpReceived: 0 },
        },
      },
    });
    await screen.findByRole('table', { name: 'الدفعات المجمّعة' });
    await user.clear(screen.getByLabelText('من تاريخ'));
    await user.type(screen.getByLabelText('من تاريخ'), '2026-10-01');
    await user.clear(screen.getByLabelText('إلى تاريخ'));
    await user.type(screen.getByLabelText('إلى تاريخ'), '2026-10-31');
    await user.selectOptions(screen.getByLabelText('النظام'), 'كيلوواط محمود');
    await user.click(screen.getByRole('button', { name: 'عرض' }));
    expect(await screen.findByText('لا توجد دفعات في هذه الفترة')).toBeInTheDocument();
  });

  it("shows the server's Arabic refusal of a bad period", async () => {
    setup(
      {
        [url('from=2026-11-05&to=2026-11-01&by=day')]: {
          status: 400,
          body: { message: 'تاريخ البداية بعد تاريخ النهاية', code: 'INVALID_DATE_RANGE' },
        },
      },
      '/payments?from=2026-11-05&to=2026-11-01&by=day',
    );
    expect(await screen.findByText('تاريخ البداية بعد تاريخ النهاية')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'تنزيل CSV' })).not.toBeInTheDocument();
  });

  it("shows each box's live month under its system's Arabic name", async () => {
    setup({ [url(`${PERIOD}&by=day`)]: { status: 200, body: byDay } });
    const table = await screen.findByRole('table', { name: 'الصناديق' });
    expect(rowTexts(table)).toEqual([
      ['النظام', 'الصندوق', 'فواتير الشهر', 'المقبوض منها', 'المتبقي'],
      ['اشتراكات الأمبير', '7', '$60', '$44.55', '$20.45'],
      ['كيلوواط محمود', 'بلا صندوق', '$28', '$13', '$15'],
    ]);
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows the groups and the boxes as cards', async () => {
      setup({ [url(`${PERIOD}&by=day`)]: { status: 200, body: byDay } });
      const groups = await screen.findByRole('list', { name: 'الدفعات المجمّعة' });
      const cards = within(groups).getAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'الاثنين 2 تشرين الثاني 2026',
        'الثلاثاء 3 تشرين الثاني 2026',
      ]);
      expect(cards[1]).toHaveTextContent('895,000 ل.ل');
      const boxCards = within(screen.getByRole('list', { name: 'الصناديق' })).getAllByRole('article');
      expect(boxCards[0]).toHaveTextContent('الصندوق 7');
      expect(boxCards[0]).toHaveTextContent('$20.45');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
