import { screen, within } from '@testing-library/react';
import { ampereInvoice } from '../../../test/ampere-fixtures';
import { fakeResponse, mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { printInvoiceFixture } from '../../../test/print-invoice-fixtures';
import { renderApp } from '../../../test/render-app';
import { TEST_PUBLIC_ADDRESS, withPublicAddress } from '../../../test/public-address';

// Messages sent out carry the portal's link at the address customers reach.
withPublicAddress();

function renderInvoice(
  answer: { status: number; body?: unknown },
  path = '/invoice?id=rec-1000',
  routes: Record<string, FakeRoute> = {},
) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records/rec-1000/invoice': answer,
    'GET /api/ampere-closed-months': { status: 200, body: ['2026-10'] },
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

describe('the single invoice', () => {
  it('shows the company, the month, the customer and the line the server billed', async () => {
    renderInvoice({ status: 200, body: ampereInvoice() });

    expect(await screen.findByRole('heading', { name: 'فاتورة شهر تشرين الثاني 2026' })).toBeInTheDocument();
    expect(screen.getByText('مولد كهرباء الحي')).toBeInTheDocument();
    expect(screen.getByText('INV-1000-2026')).toBeInTheDocument();
    expect(screen.getByText('#1000')).toBeInTheDocument();
    const line = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(line).toHaveTextContent('10');
    expect(line).toHaveTextContent('$15');
    expect(line).toHaveTextContent('$150');
  });

  it('shows the base before tax, the 11% VAT, the total, the paid amount and the balance due', async () => {
    renderInvoice({ status: 200, body: ampereInvoice() });

    const base = await screen.findByText('المبلغ قبل الضريبة');
    expect(base.parentElement).toHaveTextContent('$135.14');
    expect(screen.getByText('الضريبة على القيمة المضافة (11%)').parentElement).toHaveTextContent('$14.86');
    expect(screen.getByText('مجموع هذا الشهر').parentElement).toHaveTextContent('$150');
    expect(screen.getByText('الرصيد السابق').parentElement).toHaveTextContent('$0');
    expect(screen.getByText('المدفوع').parentElement).toHaveTextContent('$20');
    expect(screen.getByText('المجموع المستحق').parentElement).toHaveTextContent('$130');
  });

  it('shows the previous balance carried in and asks for it with this month', async () => {
    renderInvoice({
      status: 200,
      body: ampereInvoice({ statement: { previousBalance: 45.5, amountPaid: 0, totalDue: 195.5 } }),
    });

    // docs/printing.md: on paper dollars always show their cents.
    const previous = await screen.findByText('الرصيد السابق');
    expect(previous.parentElement).toHaveTextContent(/^الرصيد السابق\$45\.50$/);
    expect(screen.getByText('مجموع هذا الشهر').parentElement).toHaveTextContent(/^مجموع هذا الشهر\$150\.00$/);
    expect(screen.getByText('المجموع المستحق').parentElement).toHaveTextContent(/^المجموع المستحق\$195\.50$/);
    expect(screen.getByRole('region', { name: 'يرجى الدفع' })).toHaveTextContent('المبلغ المتبقي: $195.50');
  });

  it('shows the total and the VAT in Lebanese pounds, the rate, and thanks the customer', async () => {
    renderInvoice({ status: 200, body: ampereInvoice() });

    const lbp = await screen.findByText('مجموع هذا الشهر بالليرة');
    expect(lbp.parentElement).toHaveTextContent('13,425,000 ل.ل');
    // beside the total due, the pounds due ($130 at 89,500), not this month's pounds
    expect(screen.getByText('المجموع المستحق بالليرة').parentElement).toHaveTextContent('11,635,000 ل.ل');
    expect(screen.getByText('الضريبة بالليرة').parentElement).toHaveTextContent('1,330,405 ل.ل');
    expect(screen.getByText('سعر الصرف').parentElement).toHaveTextContent('89,500 ل.ل');
    expect(screen.getByText('شكراً لتعاملكم معنا')).toBeInTheDocument();
  });

  it('asks for payment while a balance remains', async () => {
    renderInvoice({ status: 200, body: ampereInvoice() });

    const status = await screen.findByRole('region', { name: 'يرجى الدفع' });
    expect(status).toHaveTextContent('المبلغ المتبقي: $130');
  });

  it('says paid in full when nothing remains', async () => {
    renderInvoice({
      status: 200,
      body: ampereInvoice({ statement: { amountPaid: 150, totalDue: 0, isPaid: true } }),
    });

    expect(await screen.findByRole('region', { name: 'مدفوعة بالكامل' })).toBeInTheDocument();
    expect(screen.queryByText('يرجى الدفع')).not.toBeInTheDocument();
  });

  it('prints from the print button and offers the way home', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const app = renderInvoice({ status: 200, body: ampereInvoice() });

    await app.user.click(await screen.findByRole('button', { name: 'طباعة' }));

    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    print.mockRestore();
  });

  it('shows a loading text while the invoice loads', async () => {
    globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
      String(input) === '/api/auth/user'
        ? Promise.resolve(fakeResponse({ status: 200, body: operator }))
        : new Promise<Response>(() => undefined),
    ) as unknown as typeof fetch;
    renderApp('/invoice?id=rec-1000');

    expect(await screen.findByText('جارٍ تحميل الفاتورة...')).toBeInTheDocument();
  });

  it('shows the error view with a way home when the invoice cannot be loaded', async () => {
    renderInvoice({ status: 404, body: { message: 'السجل غير موجود' } });

    expect(await screen.findByRole('heading', { name: 'خطأ في تحميل الفاتورة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('shows the error view when the link has no id', async () => {
    renderInvoice({ status: 200, body: ampereInvoice() }, '/invoice');

    expect(await screen.findByRole('heading', { name: 'خطأ في تحميل الفاتورة' })).toBeInTheDocument();
  });
});

describe('the single invoice of a closed month (docs/printing.md)', () => {
  it('prints the month the operator chooses as it was at the close, from the monthly archive', async () => {
    const closed = printInvoiceFixture({
      id: 'rec-1000',
      system: 'ampere',
      customerNumber: 1000,
      invoiceNumber: 'INV-1000-2026',
      monthLabel: 'تشرين الأول 2026',
      name: 'محمد علي',
      lines: [
        {
          kind: 'ampere',
          quantity: 10,
          unit: 'أمبير',
          unitPrice: 15,
          unitPriceCurrency: 'USD',
          amount: 150,
          amountLbp: 13_425_000,
        },
      ],
      otherLines: [],
    });
    let asked: unknown;
    const { user } = renderInvoice({ status: 200, body: ampereInvoice() }, undefined, {
      'POST /api/print-invoices': (init) => {
        asked = JSON.parse(String(init.body));
        return { status: 200, body: [closed] };
      },
    });
    const month = await screen.findByRole('combobox', { name: 'الشهر المطبوع' });
    await screen.findByRole('option', { name: 'تشرين الأول 2026 (شهر مغلق)' });
    await user.selectOptions(month, '2026-10');
    const sheet = await screen.findByRole('region', { name: 'فاتورة شهر تشرين الأول 2026 كما أُغلق' });
    expect(asked).toEqual({ type: 'ampere', ids: ['rec-1000'], closedMonth: '2026-10' });
    expect(sheet).toHaveTextContent('10 أمبير × $15.00 = $150.00');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'فاتورة شهر تشرين الأول 2026 كما أُغلق',
    );
  });

  it('says so, with a way to the current invoice, when the customer had no invoice that month', async () => {
    renderInvoice({ status: 200, body: ampereInvoice() }, '/invoice?id=rec-1000&month=2026-10', {
      'POST /api/print-invoices': {
        status: 400,
        body: { message: 'بعض العملاء المختارين (1) لم تكن لهم فاتورة في شهر تشرين الأول 2026 المغلق' },
      },
    });
    expect(await screen.findByText('خطأ في تحميل الفاتورة', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'فاتورة الشهر الحالي' })).toHaveAttribute(
      'href',
      '/invoice?id=rec-1000',
    );
  });
});

describe('the invoice on WhatsApp', () => {
  it("opens a chat with the customer's phone, the text naming the month, the total due and the portal", async () => {
    renderInvoice({
      status: 200,
      body: ampereInvoice({ statement: { phone: '+9613123456', whatsApp: true } }),
    });

    const link = await screen.findByRole('link', { name: 'واتساب' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/9613123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('محمد علي');
    expect(text).toContain('تشرين الثاني 2026');
    expect(text).toContain('المبلغ المستحق: $130 (11,635,000 ل.ل).');
    expect(text).toContain('رقم المشترك: 1000');
    expect(text).toContain('رقم الفاتورة: INV-1000-2026');
    expect(text).toContain(`${TEST_PUBLIC_ADDRESS}/customer-portal`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is not offered for a landline: WhatsApp lives on mobiles', async () => {
    renderInvoice({
      status: 200,
      body: ampereInvoice({ statement: { phone: '+9611234567', whatsApp: false } }),
    });

    await screen.findByText('INV-1000-2026');
    expect(screen.queryByRole('link', { name: 'واتساب' })).not.toBeInTheDocument();
  });

  it('is not offered when the customer has no phone', async () => {
    renderInvoice({ status: 200, body: ampereInvoice({ statement: { phone: null } }) });

    await screen.findByText('INV-1000-2026');
    expect(screen.queryByRole('link', { name: 'واتساب' })).not.toBeInTheDocument();
  });
});
