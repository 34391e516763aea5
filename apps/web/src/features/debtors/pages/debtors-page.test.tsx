import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import type { Debtors } from '../api/get-debtors';
import type { ReminderRun } from '../api/reminder-runs';

const totals = (count: number, totalDue: number, totalDueLbp: number) => ({ count, totalDue, totalDueLbp });
const debtors: Debtors = {
  filters: {},
  rows: [
    {
      system: 'ampere',
      systemName: 'اشتراكات الأمبير',
      customerId: 'c-1',
      customerNumber: 1002,
      name: 'إيلي الزين',
      box: '1',
      phone: '+9613123456',
      totalDue: 416.67,
      totalDueLbp: 37_291_965,
      months: 3,
      lastPayment: { day: '2026-10-02', amount: 133.33, amountLbp: null, currency: 'USD' },
      lastReminderAt: null,
      lastReminderDay: null,
      cutOff: null,
    },
    {
      system: 'mahmoud-kwh',
      systemName: 'كيلوواط محمود',
      customerId: 'c-2',
      customerNumber: 7,
      name: 'سعاد نون',
      box: null,
      phone: '+9611123456',
      totalDue: 20,
      totalDueLbp: 1_790_000,
      months: 0,
      lastPayment: null,
      lastReminderAt: null,
      lastReminderDay: null,
      cutOff: null,
    },
  ],
  totals: {
    current: totals(1, 20, 1_790_000),
    one: totals(0, 0, 0),
    two: totals(0, 0, 0),
    threePlus: totals(1, 416.67, 37_291_965),
    all: totals(2, 436.67, 39_081_965),
  },
  boxes: [
    { box: '1', ...totals(1, 416.67, 37_291_965) },
    { box: null, ...totals(1, 20, 1_790_000) },
  ],
};
const run: ReminderRun = {
  id: 'r-1',
  startedAt: '2026-11-12T08:00:00.000Z',
  startedBy: operator.email,
  skipRemindedWithinDays: 7,
  provider: 'whatsapp-link',
  toRemind: 1,
  skipped: 1,
  reminded: 0,
  customers: [
    {
      system: 'ampere',
      customerId: 'c-1',
      customerNumber: 1002,
      name: 'إيلي الزين',
      link: 'https://wa.me/9613123456?text=x',
      skipReason: null,
      skipLabel: null,
      remindedAt: null,
    },
    {
      system: 'mahmoud-kwh',
      customerId: 'c-2',
      customerNumber: 7,
      name: 'سعاد نون',
      link: null,
      skipReason: 'landline',
      skipLabel: 'هاتف أرضي: لا واتساب',
      remindedAt: null,
    },
  ],
};

describe('the debtors page', () => {
  it('shows the totals by age and the debtors, and walks a reminder run over the ones chosen', async () => {
    const opened = {
      ...run,
      reminded: 1,
      customers: [{ ...run.customers[0], remindedAt: '2026-11-12T08:01:00.000Z' }, run.customers[1]],
    };
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/debtors': { status: 200, body: debtors },
      'POST /api/reminder-runs': { status: 201, body: run },
      'POST /api/reminder-runs/r-1/customers/ampere/c-1/opened': { status: 200, body: opened },
    });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/debtors');

    const oldest = await screen.findByRole('article', { name: '3 أشهر أو أكثر' });
    expect(oldest).toHaveTextContent('$416.67');
    expect(oldest).toHaveTextContent('37,291,965 ل.ل');
    const table = screen.getByRole('table', { name: 'المدينون' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'تنزيل CSV' })).toHaveAttribute('href', '/api/debtors.csv');

    fireEvent.click(screen.getByRole('button', { name: 'تحديد الكل' }));
    fireEvent.click(screen.getByRole('button', { name: 'بدء جولة تذكير' }));
    const walk = await screen.findByRole('region', { name: 'جولة التذكير' });
    const started = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(JSON.parse(String((started![1] as RequestInit).body))).toEqual({
      customers: [
        { system: 'ampere', customerId: 'c-1' },
        { system: 'mahmoud-kwh', customerId: 'c-2' },
      ],
      skipRemindedWithinDays: 7,
    });

    fireEvent.click(within(walk).getByRole('button', { name: 'فتح واتساب' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/9613123456?text=x', '_blank', 'noopener');
    expect(await within(walk).findByText('تم التذكير')).toBeInTheDocument();

    fireEvent.click(within(walk).getByRole('button', { name: 'التالي' }));
    expect(within(walk).getByText('متخطّى: هاتف أرضي: لا واتساب')).toBeInTheDocument();
    expect(within(walk).queryByRole('button', { name: 'فتح واتساب' })).toBeNull();
  });

  it('offers the cut-off from each row only to who may, and shows «مقطوع» once the list is fetched again', async () => {
    const settings = (mayCutOff: boolean) => ({
      status: 200,
      body: { operatorsMayCutOff: false, mayCutOff },
    });
    const base = {
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
    };
    const refusedFetch = mockFetch({
      ...base,
      'GET /api/debtors': { status: 200, body: debtors },
      'GET /api/cut-off-settings': settings(false),
    });
    const first = renderApp('/debtors');
    const refused = await screen.findByRole('table', { name: 'المدينون' });
    await waitFor(() =>
      expect(refusedFetch.mock.calls.map(([url]) => String(url))).toContain('/api/cut-off-settings'),
    );
    await act(() => Promise.resolve());
    expect(within(refused).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'قطع إيلي الزين' })).toBeNull();
    first.unmount();

    const cut = { at: '2026-11-12T08:00:00.000Z', reason: 'ثلاثة أشهر دون دفع' };
    let changed = false;
    const fetchMock = mockFetch({
      ...base,
      'GET /api/cut-off-settings': settings(true),
      'GET /api/debtors': () => ({
        status: 200,
        body: changed
          ? { ...debtors, rows: [{ ...debtors.rows[0], cutOff: cut }, debtors.rows[1]] }
          : debtors,
      }),
      'POST /api/ampere-records/c-1/cut-off': () => {
        changed = true;
        return { status: 200, body: { id: 'c-1', system: 'ampere', cutOff: cut } };
      },
    });
    renderApp('/debtors');
    const table = await screen.findByRole('table', { name: 'المدينون' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row).queryByText('مقطوع')).toBeNull();
    fireEvent.click(await within(row).findByRole('button', { name: 'قطع إيلي الزين' }));
    const dialog = await screen.findByRole('dialog', { name: 'قطع إيلي الزين' });
    fireEvent.change(within(dialog).getByLabelText('سبب القطع'), { target: { value: cut.reason } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'قطع المشترك' }));

    expect(await within(row).findByText('مقطوع')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'إعادة الوصل — إيلي الزين' })).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/c-1/cut-off'));
    expect(JSON.parse(String((sent![1] as RequestInit).body))).toEqual({ reason: cut.reason });
  });
});
