import { screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { kwhCustomer, kwhInvoice, liveMonth } from '../../../test/kwh-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

onAPhone();

const unpaid = kwhCustomer({
  system: 'baydawi-kwh',
  customerNumber: 1000,
  name: 'محمد علي',
  phone: '+96171123456',
});
const paid = kwhCustomer({
  customerNumber: 1001,
  name: 'فاطمة حداد',
  amountPaid: 46,
  outstandingBalance: 0,
  isPaid: true,
});

function setup() {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/baydawi-kwh-customers': { status: 200, body: [unpaid, paid] },
    'GET /api/baydawi-kwh-customers/month': { status: 200, body: liveMonth('baydawi-kwh') },
    'GET /api/baydawi-kwh-customers/summary': {
      status: 200,
      body: { totalCustomers: 2, paidCount: 1, unpaidCount: 1, totalOutstanding: 46 },
    },
    [`GET /api/baydawi-kwh-customers/${unpaid.id}/invoice`]: {
      status: 200,
      body: kwhInvoice({
        statement: { ...kwhInvoice().statement, phone: '+96171123456', whatsApp: true },
      }),
    },
  });
  return renderApp('/baydawi-kwh');
}

describe('the screen of a metered group on a phone', () => {
  it('shows the customers as cards, not a table', async () => {
    setup();

    const card = await screen.findByRole('article', { name: 'محمد علي' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('#1000 · علبة 5');
    expect(card).toHaveTextContent('$46');
    expect(card).toHaveTextContent('120 ك.و.س');
    expect(within(card).getByRole('button', { name: 'تسجيل محمد علي مدفوعاً' })).toBeInTheDocument();
    const paidCard = screen.getByRole('article', { name: 'فاطمة حداد' });
    expect(within(paidCard).queryByRole('button', { name: /مدفوعاً/ })).not.toBeInTheDocument();
  });

  it("offers WhatsApp on the card of a customer with a phone, the invoice's message, and shows the phone", async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = setup();

    const card = await screen.findByRole('article', { name: 'محمد علي' });
    expect(within(card).getByText('71 123 456')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'واتساب' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/wa\.me\/96171123456\?text=/));
    expect(new URL(tab.location.href).searchParams.get('text')).toContain('$46 (4,117,000 ل.ل)');
    const paidCard = screen.getByRole('article', { name: 'فاطمة حداد' });
    expect(within(paidCard).queryByRole('button', { name: 'واتساب' })).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('keeps the add button beside the search and the other tools in one menu', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'محمد علي' });

    expect(screen.getByRole('button', { name: 'إضافة عميل' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'استيراد من Excel' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الأدوات' }));

    const menu = await screen.findByRole('dialog', { name: 'الأدوات' });
    expect(within(menu).getByRole('button', { name: 'استيراد من Excel' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'تراجع عن آخر عملية' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'ترتيب دائم حسب العلبة والاسم' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'لصق عمود' }));
    expect(await screen.findByRole('dialog', { name: 'لصق عمود' })).toBeInTheDocument();
  });
});
