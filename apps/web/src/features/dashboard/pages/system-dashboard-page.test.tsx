import { screen, within } from '@testing-library/react';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { SystemSummaries, SystemSummary } from '../api/get-system-summaries';

const card = (overrides: Partial<SystemSummary> & Pick<SystemSummary, 'id' | 'name'>): SystemSummary => ({
  tariff: 'metered-per-kwh',
  totalCustomers: 0,
  totalAmount: 0,
  totalPaid: 0,
  totalAmpere: 0,
  totalKwh: 0,
  recordCount: 0,
  totalAmountLbp: 0,
  totalPaidLbp: 0,
  arrearsCarried: 0,
  arrearsCarriedLbp: 0,
  ...overrides,
});

const ampere = card({
  id: 'ampere',
  name: 'اشتراكات الأمبير',
  tariff: 'flat-per-ampere',
  totalCustomers: 120,
  totalAmount: 1234.5,
  totalPaid: 800.49,
  totalAmpere: 600.5,
  recordCount: 480,
  totalAmountLbp: 110487750,
  totalPaidLbp: 71643855,
  arrearsCarried: 450.5,
  arrearsCarriedLbp: 40319750,
});
const mahmoud = card({
  id: 'mahmoud-kwh',
  name: 'كيلوواط محمود',
  totalCustomers: 40,
  totalAmount: 99.99,
  totalPaid: 10,
  totalAmpere: 200,
  totalKwh: 3400.5,
  recordCount: 41,
  totalAmountLbp: 8949105,
  totalPaidLbp: 895000,
});
const baydawi = card({ id: 'baydawi-kwh', name: 'كيلوواط البيضاوي' });
const generic = card({
  id: 'kwh',
  name: 'عدادات الكيلوواط',
  totalCustomers: 3,
  totalAmount: 12,
  recordCount: 3,
});

const summaries: SystemSummaries = {
  ampereSystem: ampere,
  mahmoudSystem: mahmoud,
  baydawiSystem: baydawi,
  kwhSystem: generic,
  systems: [ampere, generic, mahmoud, baydawi],
  grandTotals: {
    totalAmount: 1346.49,
    totalPaid: 810.49,
    totalAmpere: 800.5,
    totalKwh: 3400.5,
    totalCustomers: 163,
    totalRecords: 524,
    totalAmountLbp: 120510855,
    totalPaidLbp: 72538855,
    arrearsCarried: 450.5,
    arrearsCarriedLbp: 40319750,
  },
  pendingCount: 3,
  exchangeRate: 89500,
  debtAges: {
    current: { count: 5, totalDue: 150, totalDueLbp: 13_425_000 },
    one: { count: 2, totalDue: 90, totalDueLbp: 8_055_000 },
    two: { count: 0, totalDue: 0, totalDueLbp: 0 },
    threePlus: { count: 1, totalDue: 210.5, totalDueLbp: 18_839_750 },
    all: { count: 8, totalDue: 450.5, totalDueLbp: 40_319_750 },
  },
  months: [
    {
      month: '2026-09',
      label: 'أيلول 2026',
      totalAmount: 1000,
      totalPaid: 900,
      arrearsCarried: 100,
      systems: [{ system: 'ampere', totalAmount: 1000, totalPaid: 900, arrearsCarried: 100 }],
    },
    {
      month: '2026-10',
      label: 'تشرين الأول 2026',
      totalAmount: 1100.4,
      totalPaid: 950.6,
      arrearsCarried: 249.8,
      systems: [{ system: 'ampere', totalAmount: 1100.4, totalPaid: 950.6, arrearsCarried: 249.8 }],
    },
  ],
};

function setup(route: FakeRoute = { status: 200, body: summaries }) {
  mockFetch({ 'GET /api/auth/user': { status: 200, body: operator }, 'GET /api/system-summaries': route });
  return renderApp('/system-dashboard');
}

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).closest('div')!.querySelector('dd')!.textContent;

describe('the system dashboard', () => {
  it('shows what customers owe by the age of the debt, as the server summed it, with the debtors link', async () => {
    setup();
    const ages = await screen.findByRole('region', { name: 'أعمار الديون' });
    const oldest = within(ages).getByRole('article', { name: '3 أشهر أو أكثر' });
    expect(oldest).toHaveTextContent('$210.5');
    expect(oldest).toHaveTextContent('18,839,750 ل.ل');
    expect(within(ages).getByRole('link', { name: 'قائمة المدينين' })).toHaveAttribute('href', '/debtors');
  });

  // jsdom draws nothing on a canvas: the charts' figures are read from their tables.
  beforeEach(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  });

  it('says it is loading until the figures arrive', async () => {
    setup();
    expect(await screen.findByText('جارٍ تحميل البيانات…')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'المجموع الكلي' });
  });

  it('shows the age of the last verified backup, and turns red after 48 hours', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000 - 60_000).toISOString();
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/system-summaries': { status: 200, body: summaries },
      'GET /api/backups/status': { status: 200, body: { lastVerifiedAt: hoursAgo(5) } },
    });
    renderApp('/system-dashboard');
    const fresh = await screen.findByText(/آخر نسخة احتياطية متحقق منها: قبل 5 ساعات/);
    expect(fresh).toHaveClass('text-success');
    expect(within(fresh).getByRole('link', { name: 'النسخ الاحتياطية' })).toHaveAttribute('href', '/backups');
  });

  it('shows in red that there is no verified backup', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/system-summaries': { status: 200, body: summaries },
      'GET /api/backups/status': { status: 200, body: { lastVerifiedAt: null } },
    });
    renderApp('/system-dashboard');
    expect(await screen.findByText(/لا توجد نسخة احتياطية متحقق منها/)).toHaveClass('text-danger');
  });

  it('shows in red what is wrong with the backups, when it went wrong, with the link to them (docs/backups.md)', async () => {
    const message =
      'فشلت آخر نسخة احتياطية: لا توجد مساحة كافية على القرص لحفظ النسخة الاحتياطية في /srv/kahraba/backups';
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/system-summaries': { status: 200, body: summaries },
      'GET /api/backups/status': {
        status: 200,
        body: {
          lastVerifiedAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
          problem: { at: '2026-11-28T01:00:03.000Z', message },
        },
      },
    });
    renderApp('/system-dashboard');

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(message);
    expect(problem).toHaveTextContent('2026-11-28 03:00');
    expect(problem).toHaveClass('alert-danger');
    expect(within(problem).getByRole('link', { name: 'النسخ الاحتياطية' })).toHaveAttribute(
      'href',
      '/backups',
    );
    // The age of the last verified backup is still said beside it.
    expect(screen.getByText(/آخر نسخة احتياطية متحقق منها: قبل 5 ساعات/)).toBeInTheDocument();
  });

  it('shows no backup alert while the backups are fine', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/system-summaries': { status: 200, body: summaries },
      'GET /api/backups/status': {
        status: 200,
        body: { lastVerifiedAt: new Date().toISOString(), problem: null },
      },
    });
    renderApp('/system-dashboard');
    await screen.findByText(/آخر نسخة احتياطية متحقق منها/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the pending customers with the number waiting', async () => {
    setup();
    const link = await screen.findByRole('link', { name: /طلبات الاشتراك/ });
    expect(link).toHaveAttribute('href', '/pending-customers');
    expect(link).toHaveTextContent('3');
    expect(screen.getByText('3 طلبات قيد الانتظار')).toBeInTheDocument();
  });

  it('shows the grand totals in whole dollars and whole pounds', async () => {
    setup();
    const total = (await screen.findByRole('heading', { name: 'المجموع الكلي' })).closest('article')!;
    expect(figure(total, 'إجمالي المبلغ')).toBe('$1,346120,510,855 ل.ل');
    expect(figure(total, 'المحصّل')).toBe('$81072,538,855 ل.ل');
    expect(figure(total, 'المتأخرات المرحّلة')).toBe('$45140,319,750 ل.ل');
    expect(figure(total, 'عدد العملاء')).toBe('163');
    expect(figure(total, 'عدد السجلات')).toBe('524');
    expect(figure(total, 'إجمالي الأمبير')).toBe('800.5');
    expect(figure(total, 'إجمالي الكيلوواط')).toBe('3,400.5 ك.و.س');
  });

  it('has a card per system, the generic kWh list included, with kWh only when above zero', async () => {
    setup();
    const systems = await screen.findByRole('region', { name: 'الأنظمة' });
    const cards = within(systems).getAllByRole('article');
    expect(cards.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'اشتراكات الأمبير',
      'عدادات الكيلوواط',
      'كيلوواط محمود',
      'كيلوواط البيضاوي',
    ]);
    const [ampereCard, , mahmoudCard] = cards;
    expect(figure(ampereCard, 'إجمالي المبلغ')).toBe('$1,235110,487,750 ل.ل');
    // what the last close carried into the live month, in dollars and pounds.
    expect(figure(ampereCard, 'المتأخرات المرحّلة')).toBe('$45140,319,750 ل.ل');
    expect(figure(mahmoudCard, 'المتأخرات المرحّلة')).toBe('$00 ل.ل');
    expect(figure(ampereCard, 'عدد العملاء')).toBe('120');
    expect(figure(ampereCard, 'عدد السجلات')).toBe('480');
    expect(within(ampereCard).queryByText('إجمالي الكيلوواط')).not.toBeInTheDocument();
    expect(figure(mahmoudCard, 'إجمالي المبلغ')).toBe('$1008,949,105 ل.ل');
    expect(figure(mahmoudCard, 'إجمالي الكيلوواط')).toBe('3,400.5 ك.و.س');
  });

  it('charts billed against collected per system, and for the closed months the arrears each close carried', async () => {
    setup();
    const live = await screen.findByRole('table', {
      name: 'المفوتر مقابل المحصّل لكل نظام في الشهر الحالي',
    });
    const liveRows = within(live)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(liveRows).toEqual([
      'اشتراكات الأمبير$1,235$800',
      'عدادات الكيلوواط$12$0',
      'كيلوواط محمود$100$10',
      'كيلوواط البيضاوي$0$0',
    ]);
    const history = screen.getByRole('table', { name: /آخر 12 شهراً/ });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['أيلول 2026$1,000$900$100', 'تشرين الأول 2026$1,100$951$250']);
    expect(within(history).getByRole('columnheader', { name: 'المتأخرات المرحّلة' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'المفوتر مقابل المحصّل لكل نظام في الشهر الحالي' }),
    ).toBeInTheDocument();
  });

  it('says when no month was closed yet', async () => {
    setup({ status: 200, body: { ...summaries, months: [] } });
    expect(await screen.findByText('لا توجد أشهر مغلقة في الأرشيف الشهري بعد')).toBeInTheDocument();
  });

  it("shows 'error loading data' in Arabic when the figures cannot be loaded", async () => {
    setup({ status: 500, body: 'boom' });
    expect(await screen.findByText('خطأ في تحميل البيانات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows the same cards, one under the other', async () => {
      setup();
      expect(await screen.findByRole('heading', { name: 'المجموع الكلي' })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'الأنظمة' })).getAllByRole('article')).toHaveLength(4);
    });
  });
});
