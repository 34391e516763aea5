import { screen, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer, liveMonth } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const mahmoud = [
  kwhCustomer({
    customerNumber: 1001,
    name: 'سامي حداد',
    box: '5',
    totalAmount: 46,
    totalAmountLbp: 4117000,
  }),
  kwhCustomer({ customerNumber: 1002, name: 'ليلى خوري', box: '5', totalAmount: 30.5, isPaid: true }),
  kwhCustomer({ customerNumber: 1003, name: 'رامي نصر', box: '12', totalAmount: 12 }),
];
const baydawi = [
  kwhCustomer({ id: 'b-1', system: 'baydawi-kwh', customerNumber: 2001, name: 'هدى سالم', box: '3' }),
];

function routes(extra: Record<string, FakeRoute> = {}) {
  return mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/mahmoud-kwh-customers': { status: 200, body: mahmoud },
    'GET /api/mahmoud-kwh-customers/month': { status: 200, body: liveMonth('mahmoud-kwh') },
    'GET /api/baydawi-kwh-customers': { status: 200, body: baydawi },
    'GET /api/baydawi-kwh-customers/month': { status: 200, body: liveMonth('baydawi-kwh') },
    'GET /api/exchange-rate': { status: 200, body: 89500 },
    ...extra,
  });
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);

describe('the kWh printable table', () => {
  it("shows the first group's customers with the server's amounts, and the month, count and rate in the footer", async () => {
    routes();
    renderApp('/kwh-printable-table');

    const table = await screen.findByRole('table', { name: 'كيلوواط محمود — شهر تشرين الثاني 2026' });
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'سامي حداد',
      'ليلى خوري',
      'رامي نصر',
    ]);
    const cells = (row: number) =>
      within(bodyRows(table)[row])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // total ($), total (ل.ل), paid, remaining, status: on paper dollars keep their cents (docs/printing.md)
    expect(cells(0).slice(9)).toEqual(['$46.00', '4,117,000 ل.ل', '$0.00', '$46.00', 'غير مدفوع']);
    expect(cells(1)[9]).toBe('$30.50');
    expect(cells(1)[13]).toBe('مدفوع');
    const footer = within(table).getByRole('group');
    expect(footer).toHaveTextContent('شهر تشرين الثاني 2026');
    expect(footer).toHaveTextContent('عدد السجلات: 3 سجلات');
    expect(footer).toHaveTextContent('سعر الصرف: 89,500 ل.ل');
  });

  it('titles the month the invoices name: from the 25th, the next one (docs/printing.md)', async () => {
    routes({
      'GET /api/mahmoud-kwh-customers/month': {
        status: 200,
        body: { ...liveMonth('mahmoud-kwh'), invoiceMonth: '2026-12', invoiceLabel: 'كانون الأول 2026' },
      },
    });
    renderApp('/kwh-printable-table');

    const table = await screen.findByRole('table', { name: 'كيلوواط محمود — شهر كانون الأول 2026' });
    expect(within(table).getByRole('group')).toHaveTextContent('شهر كانون الأول 2026');
  });

  it('prints every figure whole and alike: dollars with cents, thousands grouped, readings grouped', async () => {
    routes({
      'GET /api/mahmoud-kwh-customers': {
        status: 200,
        body: [
          kwhCustomer({
            customerNumber: 1001,
            previousKwh: 100,
            currentKwh: 13_210,
            consumption: 13_110,
            pricePerKwh: 0.42,
            subscriptionFee: 10.9,
            totalAmount: 5_517.9,
            totalAmountLbp: 9_999_999_999,
            amountPaid: 99_999.99,
            outstandingBalance: 5_506.2,
          }),
        ],
      },
    });
    renderApp('/kwh-printable-table');

    const table = await screen.findByRole('table', { name: /^كيلوواط محمود/ });
    const cells = within(bodyRows(table)[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(4, 13)).toEqual([
      '100',
      '13,210',
      '13,110',
      '$0.42',
      '$10.90',
      '$5,517.90',
      '9,999,999,999 ل.ل',
      '$99,999.99',
      '$5,506.20',
    ]);
  });

  it('prints only the chosen box, and all boxes again', async () => {
    routes();
    const app = renderApp('/kwh-printable-table');

    await screen.findByRole('table');
    const boxes = screen.getByRole('combobox', { name: 'العلبة' });
    expect(
      within(boxes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['كل العلب', 'علبة 5', 'علبة 12']);
    await app.user.selectOptions(boxes, 'علبة 5');

    const table = await screen.findByRole('table', {
      name: 'كيلوواط محمود — علبة 5 — شهر تشرين الثاني 2026',
    });
    expect(bodyRows(table)).toHaveLength(2);
    expect(within(table).getByRole('group')).toHaveTextContent('عدد السجلات: سجلان');
    expect(app.currentPath()).toBe('/kwh-printable-table?system=mahmoud-kwh&box=5');

    await app.user.selectOptions(boxes, 'كل العلب');
    expect(bodyRows(await screen.findByRole('table', { name: /^كيلوواط محمود — شهر/ }))).toHaveLength(3);
  });

  it('offers every metered system and switches to the chosen one (all its boxes)', async () => {
    routes();
    const app = renderApp('/kwh-printable-table?system=mahmoud-kwh&box=5');

    await screen.findByRole('table', { name: /علبة 5/ });
    const systems = screen.getByRole('combobox', { name: 'المجموعة' });
    expect(
      within(systems)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['كيلوواط محمود', 'كيلوواط البيضاوي', 'مجموعة تجريبية', 'عدادات الكيلوواط']);
    await app.user.selectOptions(systems, 'كيلوواط البيضاوي');

    const table = await screen.findByRole('table', { name: 'كيلوواط البيضاوي — شهر تشرين الثاني 2026' });
    expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'هدى سالم',
    ]);
  });

  it('asks the server again on refresh', async () => {
    const fetchMock = routes();
    const app = renderApp('/kwh-printable-table');

    await screen.findByRole('table');
    const asked = () => fetchMock.mock.calls.filter(([url]) => url === '/api/mahmoud-kwh-customers').length;
    const before = asked();
    await app.user.click(screen.getByRole('button', { name: 'تحديث' }));

    await screen.findByRole('table');
    expect(asked()).toBe(before + 1);
  });

  it('prints the page landscape on A4 while this screen is open', async () => {
    routes();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = renderApp('/kwh-printable-table');

    await screen.findByRole('table');
    const pageRules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(pageRules).toContain('@page { size: A4 landscape;');
    await app.user.click(screen.getByRole('button', { name: 'طباعة الجدول' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the group has no customers and offers nothing to print', async () => {
    routes({ 'GET /api/mahmoud-kwh-customers': { status: 200, body: [] } });
    renderApp('/kwh-printable-table');

    expect(await screen.findByText('لا توجد سجلات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة الجدول' })).toBeDisabled();
  });

  it('says in Arabic when the customers cannot be loaded', async () => {
    routes({ 'GET /api/mahmoud-kwh-customers': { status: 500, body: 'boom' } });
    renderApp('/kwh-printable-table');

    expect(await screen.findByText('تعذّر تحميل عملاء المجموعة')).toBeInTheDocument();
  });
});
