import { screen } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhInvoice } from '../../../test/kwh-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { TEST_PUBLIC_ADDRESS, withPublicAddress } from '../../../test/public-address';

// Messages sent out carry the portal's link at the address customers reach.
withPublicAddress();

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const invoice = kwhInvoice();

describe('the single invoice of a kWh customer', () => {
  it('prints the invoice the server computed: consumption × price, the total and what remains', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/mahmoud-kwh-customers/kwh-1000/invoice': { status: 200, body: invoice },
    });
    renderApp('/mahmoud-kwh/invoice?id=kwh-1000');

    const sheet = await screen.findByRole('region', { name: 'فاتورة محمد علي' });
    // issue 18: the page has one h1, naming whose invoice it is
    expect(screen.getByRole('heading', { level: 1, name: 'فاتورة محمد علي' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('INV-1000-2026');
    expect(sheet).toHaveTextContent('فاتورة شهر كانون الأول 2026');
    expect(sheet).toHaveTextContent('120 ك.و.س');
    expect(sheet).toHaveTextContent('$36');
    expect(sheet).toHaveTextContent('$46');
    expect(sheet).toHaveTextContent('رسوم الاشتراك$10');
    expect(sheet).toHaveTextContent('الشهر بالليرة4,117,000 ل.ل');
    // issue 22: the readings the consumption comes from, and the pounds due
    expect(sheet).toHaveTextContent('القراءة السابقة1,000');
    expect(sheet).toHaveTextContent('القراءة الحالية1,120');
    expect(sheet).toHaveTextContent('المستحق بالليرة4,117,000 ل.ل');
    expect(sheet).toHaveTextContent('سعر الصرف89,500 ل.ل');
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeEnabled();
  });

  it("marks an estimated reading 'تقدير' and prints a replaced meter (issue 19)", async () => {
    const estimated = {
      ...invoice,
      statement: {
        ...invoice.statement,
        readings: {
          previous: 1000,
          current: 40,
          consumption: 115,
          estimated: true,
          replacedMeter: { finalReading: 1080, newStartReading: 5 },
        },
      },
    };
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/mahmoud-kwh-customers/kwh-1000/invoice': { status: 200, body: estimated },
    });
    renderApp('/mahmoud-kwh/invoice?id=kwh-1000');

    const sheet = await screen.findByRole('region', { name: 'فاتورة محمد علي' });
    expect(sheet).toHaveTextContent('القراءة الحالية40 (تقدير)');
    expect(sheet).toHaveTextContent('استبدال العدادالقديم 1,080، الجديد من 5');
  });

  it('says the invoice could not be loaded', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/mahmoud-kwh-customers/nope/invoice': { status: 404, body: { message: 'العميل غير موجود' } },
    });
    renderApp('/mahmoud-kwh/invoice?id=nope');

    expect(await screen.findByText('خطأ في تحميل الفاتورة', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('the kWh invoice on WhatsApp (issue 11)', () => {
  it("opens a chat with the customer's phone, the total due in dollars and pounds and the portal link", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'GET /api/mahmoud-kwh-customers/kwh-1000/invoice': {
        status: 200,
        body: { ...invoice, phone: '+96171123456', statement: { ...invoice.statement, whatsApp: true } },
      },
    });
    renderApp('/mahmoud-kwh/invoice?id=kwh-1000');

    const link = await screen.findByRole('link', { name: 'واتساب' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/96171123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('كانون الأول 2026');
    expect(text).toContain('$46 (4,117,000 ل.ل)');
    expect(text).toContain(`${TEST_PUBLIC_ADDRESS}/customer-portal`);
  });
});
