import { screen, waitFor, within } from '@testing-library/react';
import { ampereInvoice, ampereRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const first = ampereRecord({
  customerNumber: 1000,
  name: 'محمد علي',
  box: '5',
  ampere: 3,
  amperePrice: 15,
  amount: 45,
  outstandingBalance: 45,
  address: 'Hamra st.',
  phone: '+96171123456',
});
const second = ampereRecord({
  customerNumber: 1001,
  name: 'فاطمة حداد',
  box: '12',
  amount: 50,
  amountPaid: 50,
  outstandingBalance: 0,
  isPaid: true,
});

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records?sort=number': { status: 200, body: [first, second] },
    'GET /api/ampere-records/pricing': { status: 200, body: { globalPrice: 15, lowPrice: 25 } },
    'GET /api/ampere-records/month': {
      status: 200,
      body: {
        system: 'ampere',
        liveMonth: '2026-11',
        label: 'تشرين الثاني 2026',
        nextMonth: '2026-12',
        nextLabel: 'كانون الأول 2026',
      },
    },
    ...routes,
  });
  return { ...renderApp('/ampere'), fetchMock };
}

const cards = () => screen.findByRole('list', { name: 'سجلات المشتركين' });
const cardOf = async (name: string) => within(await cards()).getByRole('article', { name });

describe('the ampere screen on a phone', () => {
  onAPhone();

  it('shows every customer as a card: name, number, box, amount, balance and status', async () => {
    setup();

    const card = await cardOf('محمد علي');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'محمد علي' })).toBeInTheDocument();
    expect(card).toHaveTextContent('#1000 · علبة 5');
    expect(card).toHaveTextContent('المبلغ$45');
    expect(card).toHaveTextContent('الرصيد$45');
    expect(card).toHaveTextContent('غير مدفوع');
    expect(await cardOf('فاطمة حداد')).toHaveTextContent('مدفوع');
    for (const name of ['تعديل المدفوع: محمد علي', 'تعديل محمد علي', 'طباعة فاتورة محمد علي', 'حذف محمد علي'])
      expect(within(card).getByRole(/طباعة/.test(name) ? 'link' : 'button', { name })).toBeInTheDocument();
  });

  it("offers WhatsApp on the card of a customer with a phone, the invoice's message, and shows the phone", async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = setup({
      'GET /api/ampere-records/rec-1000/invoice': {
        status: 200,
        body: ampereInvoice({ statement: { phone: '+96171123456', whatsApp: true } }),
      },
    });

    const card = await cardOf('محمد علي');
    expect(within(card).getByText('71 123 456')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'واتساب' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^https:\/\/wa\.me\/96171123456\?text=/));
    expect(new URL(tab.location.href).searchParams.get('text')).toContain('رقم الفاتورة: INV-1000-2026');
    expect(
      within(await cardOf('فاطمة حداد')).queryByRole('button', { name: 'واتساب' }),
    ).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('reads a Latin address left to right inside the Arabic card', async () => {
    setup();

    expect(within(await cardOf('محمد علي')).getByText('Hamra st.')).toHaveAttribute('dir', 'auto');
  });

  it('puts the search first, and the tools in one menu instead of a bar', async () => {
    const { user } = setup();
    await cards();

    const search = screen.getByRole('searchbox', { name: 'بحث في السجلات' });
    const add = screen.getByRole('button', { name: 'إضافة عميل' });
    const menu = screen.getByRole('button', { name: 'الأدوات' });
    expect(search.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'استيراد من Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'إضافة عميل' })).not.toBeInTheDocument();

    await user.click(menu);

    const tools = await screen.findByRole('dialog', { name: 'الأدوات' });
    expect(within(tools).getByRole('button', { name: 'استيراد من Excel' })).toBeInTheDocument();
    expect(
      within(tools).getByRole('button', { name: 'إغلاق تشرين الثاني 2026 وبدء كانون الأول 2026' }),
    ).toBeEnabled();
    await user.click(within(tools).getByRole('button', { name: 'تغيير الأسعار' }));
    expect(await screen.findByRole('dialog', { name: 'تغيير الأسعار' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'الأدوات' })).not.toBeInTheDocument());
  });

  it('adds a customer through a dialog, which closes once the customer is created', async () => {
    const created = ampereRecord({ customerNumber: 1002, name: 'سامر حداد', box: '7', ampere: 2 });
    const { user, fetchMock } = setup({
      'POST /api/ampere-records': { status: 201, body: created },
    });
    await cards();

    await user.click(screen.getByRole('button', { name: 'إضافة عميل' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة عميل' });
    await user.type(within(dialog).getByLabelText('الاسم'), 'سامر حداد');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'إضافة عميل' })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/ampere-records',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('records a payment inside the card, under the customer name', async () => {
    const paid = { ...first, amountPaid: 45, outstandingBalance: 0, isPaid: true };
    const { user, fetchMock } = setup({
      'PATCH /api/ampere-records/rec-1000': { status: 200, body: paid },
    });

    await user.click(
      within(await cardOf('محمد علي')).getByRole('button', { name: 'تعديل المدفوع: محمد علي' }),
    );
    const card = await cardOf('محمد علي');
    const editor = within(card).getByRole('textbox', { name: 'تعديل المدفوع' });
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, '45{Enter}');

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/ampere-records/rec-1000',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ amountPaid: 45 }) }),
      ),
    );
    expect(await screen.findByText('تم تحديث السجل بنجاح')).toBeInTheDocument();
  });
});
