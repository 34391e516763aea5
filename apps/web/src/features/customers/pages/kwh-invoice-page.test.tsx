import { screen, waitFor } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhInvoice } from '../../../test/kwh-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { printInvoiceFixture } from '../../../test/print-invoice-fixtures';
import { renderApp } from '../../../test/render-app';
import { TEST_PUBLIC_ADDRESS, withPublicAddress } from '../../../test/public-address';

// Messages sent out carry the portal's link at the address customers reach.
withPublicAddress();

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

/** محمد علي's December bill as the server states it: 120 kWh × $0.3 = $36, a $10 fee, $46 due. */
const { statement } = kwhInvoice();
const invoice = printInvoiceFixture({
  otherLines: [
    { label: 'القراءة السابقة', value: '1,000' },
    { label: 'القراءة الحالية', value: '1,120' },
    { label: 'رسم الاشتراك', value: '$10.00' },
  ],
  statement,
});

function setup(printInvoices: FakeRoute, path = '/mahmoud-kwh/invoice?id=kwh-1000') {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/mahmoud-kwh-closed-months': { status: 200, body: ['2026-11', '2026-10'] },
    'POST /api/print-invoices': printInvoices,
  });
  return { ...renderApp(path), fetchMock };
}

const requests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/print-invoices')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('the single invoice of a kWh customer', () => {
  it('prints the invoice the server stated: consumption × price, readings, the total and what remains', async () => {
    const { fetchMock } = setup({ status: 200, body: [invoice] });

    const sheet = await screen.findByRole('region', { name: 'فاتورة محمد علي' });
    // the page has one h1, naming whose invoice it is
    expect(screen.getByRole('heading', { level: 1, name: 'فاتورة محمد علي' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('INV-1000-2026');
    expect(sheet).toHaveTextContent('فاتورة شهر كانون الأول 2026');
    // docs/printing.md: dollars on paper with their cents, readings grouped
    expect(sheet).toHaveTextContent('120 ك.و.س × $0.30 = $36.00');
    expect(sheet).toHaveTextContent('مجموع هذا الشهر$46.00');
    expect(sheet).toHaveTextContent('رسم الاشتراك$10.00');
    expect(sheet).toHaveTextContent('القراءة السابقة1,000');
    expect(sheet).toHaveTextContent('القراءة الحالية1,120');
    expect(sheet).toHaveTextContent('الشهر بالليرة4,117,000 ل.ل');
    expect(sheet).toHaveTextContent('المستحق بالليرة4,117,000 ل.ل');
    expect(sheet).toHaveTextContent('سعر الصرف89,500 ل.ل');
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeEnabled();
    expect(requests(fetchMock)).toEqual([{ type: 'mahmoud-kwh', ids: ['kwh-1000'] }]);
  });

  it('prints a closed month from the monthly archive when one is chosen, and the current month again', async () => {
    const closedInvoice = {
      ...invoice,
      statement: { ...invoice.statement, monthLabel: 'تشرين الثاني 2026' },
    };
    const { user, fetchMock } = setup((init) => {
      const body = JSON.parse(String(init.body)) as { closedMonth?: string };
      return { status: 200, body: [body.closedMonth ? closedInvoice : invoice] };
    });
    const month = await screen.findByRole('combobox', { name: 'الشهر المطبوع' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'الشهر الحالي',
      'تشرين الثاني 2026 (شهر مغلق)',
      'تشرين الأول 2026 (شهر مغلق)',
    ]);
    await user.selectOptions(month, '2026-11');
    const sheet = await screen.findByRole('region', { name: 'فاتورة محمد علي' });
    await waitFor(() => expect(sheet).toHaveTextContent('فاتورة شهر تشرين الثاني 2026'));
    expect(
      screen.getByText('تُطبع فواتير تشرين الثاني 2026 كما كانت عند إغلاق الشهر، من الأرشيف الشهري.'),
    ).toBeInTheDocument();
    await user.selectOptions(month, '');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'فاتورة محمد علي' })).toHaveTextContent(
        'فاتورة شهر كانون الأول 2026',
      ),
    );
    expect(requests(fetchMock)).toEqual([
      { type: 'mahmoud-kwh', ids: ['kwh-1000'] },
      { type: 'mahmoud-kwh', ids: ['kwh-1000'], closedMonth: '2026-11' },
      { type: 'mahmoud-kwh', ids: ['kwh-1000'] },
    ]);
  });

  it('opens on a closed month the address names', async () => {
    const { fetchMock } = setup(
      {
        status: 200,
        body: [{ ...invoice, statement: { ...invoice.statement, monthLabel: 'تشرين الأول 2026' } }],
      },
      '/mahmoud-kwh/invoice?id=kwh-1000&month=2026-10',
    );
    expect(await screen.findByRole('region', { name: 'فاتورة محمد علي' })).toHaveTextContent(
      'فاتورة شهر تشرين الأول 2026',
    );
    expect(screen.getByRole('combobox', { name: 'الشهر المطبوع' })).toHaveValue('2026-10');
    expect(requests(fetchMock)).toEqual([{ type: 'mahmoud-kwh', ids: ['kwh-1000'], closedMonth: '2026-10' }]);
  });

  it("marks an estimated reading 'تقدير' and prints a replaced meter", async () => {
    setup({
      status: 200,
      body: [
        {
          ...invoice,
          otherLines: [
            { label: 'القراءة السابقة', value: '1,000' },
            { label: 'القراءة الحالية', value: '40 (تقدير)' },
            { label: 'استبدال العداد', value: 'القديم 1,080، الجديد من 5' },
            { label: 'رسم الاشتراك', value: '$10.00' },
          ],
        },
      ],
    });
    const sheet = await screen.findByRole('region', { name: 'فاتورة محمد علي' });
    expect(sheet).toHaveTextContent('القراءة الحالية40 (تقدير)');
    expect(sheet).toHaveTextContent('استبدال العدادالقديم 1,080، الجديد من 5');
  });

  it('says the invoice could not be loaded', async () => {
    setup({ status: 400, body: { message: 'بعض العملاء المختارين (1) ليسوا من عملاء كيلوواط محمود' } });
    expect(await screen.findByText('خطأ في تحميل الفاتورة', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('the kWh invoice on WhatsApp', () => {
  it("opens a chat with the customer's phone, the total due in dollars and pounds and the portal link", async () => {
    setup({
      status: 200,
      body: [{ ...invoice, statement: { ...statement, phone: '+96171123456', whatsApp: true } }],
    });
    const link = await screen.findByRole('link', { name: 'واتساب' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/96171123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('كانون الأول 2026');
    expect(text).toContain('$46 (4,117,000 ل.ل)');
    expect(text).toContain(`${TEST_PUBLIC_ADDRESS}/customer-portal`);
  });
});
