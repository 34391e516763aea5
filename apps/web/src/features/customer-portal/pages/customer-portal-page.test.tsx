import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { UNAUTHORIZED_DESCRIPTION, UNAUTHORIZED_REDIRECT_DELAY_MS } from '../../../lib/api-client';
import { redirectBrowser } from '../../../lib/browser-location';
import { fakeResponse, mockFetch, type FakeAnswer } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { customerPortalSearchUrl, type PortalInvoice } from '../api/search-customer-invoices';
import { CustomerPortalPage } from './customer-portal-page';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn() }));

const invoice: PortalInvoice = {
  systemName: 'الأمبير',
  name: 'أحمد علي',
  customerNumber: 1000,
  address: 'شارع الحمرا',
  box: '7',
  ampere: 5,
  amount: 55.5,
  amountPaid: 20,
  payments: [],
  paymentsShown: 'last',
  statement: {
    cutOff: null,
    system: 'ampere',
    tariff: 'flat-per-ampere',
    customerNumber: 1000,
    name: 'أحمد علي',
    box: '7',
    address: 'شارع الحمرا',
    invoiceNumber: 'INV-1000-2026',
    shortInvoiceNumber: 'INV-1000',
    month: '2026-12',
    monthLabel: 'كانون الأول 2026',
    lines: [
      {
        kind: 'ampere',
        quantity: 5,
        unit: 'أمبير',
        unitPrice: 11.1,
        unitPriceCurrency: 'USD',
        amount: 55.5,
        amountLbp: 4_967_250,
      },
    ],
    base: 50,
    vat: 5.5,
    vatRatePercent: 11,
    total: 55.5,
    previousBalance: 0,
    amountPaid: 20,
    totalDue: 35.5,
    isPaid: false,
    paymentStatus: 'partial',
    lbp: {
      base: 4_475_000,
      vat: 492_250,
      total: 4_967_250,
      previousBalance: 0,
      amountPaid: 1_790_000,
      // $35.5 at 89,500 (docs/business-rules.md#the-statement-of-account: the pounds due)
      totalDue: 3_177_250,
      exact: false,
      rate: 89_500,
    },
  },
};

const searchRoute = (customerNumber: string, name: string) =>
  `GET ${customerPortalSearchUrl({ customerNumber, name })}`;

function renderPortal() {
  return renderApp(
    '/customer-portal',
    <Routes>
      <Route path="/customer-portal" element={<CustomerPortalPage />} />
      <Route path="/" element={<h1>الصفحة الرئيسية</h1>} />
    </Routes>,
  );
}

type App = ReturnType<typeof renderPortal>;

const numberField = () => screen.getByRole('textbox', { name: 'رقم العميل' });
const nameField = () => screen.getByRole('textbox', { name: 'الاسم' });
const searchButton = () => screen.getByRole('button', { name: /بحث/ });

async function searchFor(app: App, customerNumber: string, name: string) {
  await app.user.type(numberField(), customerNumber);
  await app.user.type(nameField(), name);
  await app.user.click(searchButton());
}

describe('the customer portal', () => {
  afterEach(() => jest.mocked(redirectBrowser).mockReset());

  it('asks for the customer number and the name, with hints', () => {
    renderPortal();

    expect(screen.getByRole('heading', { level: 1, name: 'الاستعلام عن الفاتورة' })).toBeInTheDocument();
    expect(numberField()).toHaveAccessibleDescription('مثال: #1000 أو رقم الفاتورة INV-1000-2026');
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('بشكل تقريبي'));
  });

  it('links back to the home page', async () => {
    const app = renderPortal();

    await app.user.click(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }));

    expect(app.currentPath()).toBe('/');
  });

  it('keeps the search button disabled until both fields have more than spaces', async () => {
    const app = renderPortal();
    expect(searchButton()).toBeDisabled();

    await app.user.type(numberField(), '#1000');
    expect(searchButton()).toBeDisabled();
    await app.user.type(nameField(), '   ');
    expect(searchButton()).toBeDisabled();
    await app.user.type(nameField(), 'أحمد');
    expect(searchButton()).toBeEnabled();
  });

  it('asks for both fields when the form is submitted with one empty, without searching', async () => {
    const fetchMock = mockFetch({});
    const app = renderPortal();
    await app.user.type(numberField(), '#1000');

    fireEvent.submit(screen.getByRole('form', { name: 'البحث عن فاتورة' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى إدخال رقم العميل والاسم');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the matching invoice as a card, searching with the trimmed fields', async () => {
    mockFetch({ [searchRoute('#1000', 'احمد')]: { status: 200, body: [invoice] } });
    const app = renderPortal();

    await searchFor(app, ' #1000 ', ' احمد ');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    const line = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(line('رقم الفاتورة')).toHaveTextContent('INV-1000-2026');
    expect(line('رقم العميل')).toHaveTextContent('#1000');
    expect(line('الاسم')).toHaveTextContent('أحمد علي');
    expect(line('العلبة')).toHaveTextContent('7');
    expect(line('العنوان')).toHaveTextContent('شارع الحمرا');
    expect(line('الأمبيرات')).toHaveTextContent('5');
    expect(line('شهر الفاتورة')).toHaveTextContent('كانون الأول 2026');
    expect(line('المبلغ قبل الضريبة')).toHaveTextContent('$50');
    expect(line('الضريبة على القيمة المضافة')).toHaveTextContent('$5.5');
    expect(line('رسوم هذا الشهر')).toHaveTextContent('$55.5');
    expect(line('الرصيد السابق')).toHaveTextContent('$0');
    expect(line('المدفوع')).toHaveTextContent('$20');
    expect(line('المجموع المستحق')).toHaveTextContent('$35.5');
    expect(within(card).getByText('مدفوعة جزئياً')).toBeInTheDocument();
  });

  it("shows a kWh customer's card with the system named", async () => {
    const kwhInvoice: PortalInvoice = {
      ...invoice,
      systemName: 'عدادات محمود',
      name: 'حسين مارون الحسيني',
      customerNumber: 1030,
      statement: {
        ...invoice.statement,
        system: 'mahmoud-kwh',
        name: 'حسين مارون الحسيني',
        customerNumber: 1030,
        invoiceNumber: 'INV-1030-2026',
      },
    };
    mockFetch({ [searchRoute('INV-1030-2026', 'حسين مارون')]: { status: 200, body: [kwhInvoice] } });
    const app = renderPortal();

    await searchFor(app, 'INV-1030-2026', 'حسين مارون');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    const line = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(line('الخدمة')).toHaveTextContent('عدادات محمود');
    expect(line('الاسم')).toHaveTextContent('حسين مارون الحسيني');
    expect(line('رقم الفاتورة')).toHaveTextContent('INV-1030-2026');
  });

  it('shows the total and the VAT in Lebanese pounds with the rate on the card', async () => {
    mockFetch({ [searchRoute('#1000', 'احمد')]: { status: 200, body: [invoice] } });
    const app = renderPortal();

    await searchFor(app, '#1000', 'احمد');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    const line = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(line('رسوم هذا الشهر بالليرة')).toHaveTextContent('4,967,250 ل.ل');
    // the pounds due are the whole balance, not this month's charge
    expect(line('المجموع المستحق بالليرة')).toHaveTextContent('3,177,250 ل.ل');
    expect(line('الأمبيرات × السعر')).toHaveTextContent('5 × $11.1 = $55.5');
    expect(line('الضريبة بالليرة')).toHaveTextContent('492,250 ل.ل');
    expect(line('سعر الصرف')).toHaveTextContent('89,500 ل.ل');
  });

  it("shows the previous balance, this month's charges, the total due and a year of payments with their receipts", async () => {
    const withHistory: PortalInvoice = {
      ...invoice,
      amountPaid: 30,
      statement: { ...invoice.statement, previousBalance: 15, total: 55.5, amountPaid: 30, totalDue: 40.5 },
      paymentsShown: 'year',
      payments: [
        {
          receiptNumber: 'R-2026-000124',
          billingMonth: '2026-12',
          billingMonthLabel: 'كانون الأول 2026',
          invoiceMonth: '2026-12',
          invoiceMonthLabel: 'كانون الأول 2026',
          amount: 10,
          currency: 'LBP',
          amountLbp: 895_000,
          receivedAt: '2026-12-03T10:15:00.000Z',
        },
        {
          receiptNumber: 'R-2026-000098',
          billingMonth: '2026-11',
          billingMonthLabel: 'تشرين الثاني 2026',
          invoiceMonth: '2026-11',
          invoiceMonthLabel: 'تشرين الثاني 2026',
          amount: 20,
          currency: 'USD',
          amountLbp: 1_790_000,
          receivedAt: '2026-11-20T08:00:00.000Z',
        },
      ],
    };
    mockFetch({ [searchRoute('INV-1000-2026', 'احمد')]: { status: 200, body: [withHistory] } });
    const app = renderPortal();

    await searchFor(app, 'INV-1000-2026', 'احمد');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    const line = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(line('الرصيد السابق')).toHaveTextContent('$15');
    expect(line('رسوم هذا الشهر')).toHaveTextContent('$55.5');
    expect(line('المدفوع')).toHaveTextContent('$30');
    expect(line('المجموع المستحق')).toHaveTextContent('$40.5');
    const history = within(card).getByRole('region', { name: 'دفعات آخر 12 شهراً' });
    const [pounds, dollars] = within(history).getAllByRole('listitem');
    expect(pounds).toHaveTextContent('إيصال R-2026-000124');
    expect(pounds).toHaveTextContent('عن شهر كانون الأول 2026');
    expect(pounds).toHaveTextContent('$10');
    expect(pounds).toHaveTextContent('دُفعت بالليرة: 895,000 ل.ل');
    expect(pounds).toHaveTextContent('بتاريخ 3 كانون الأول 2026');
    expect(dollars).toHaveTextContent('إيصال R-2026-000098');
    expect(dollars).toHaveTextContent('عن شهر تشرين الثاني 2026');
    expect(dollars).toHaveTextContent('$20');
    expect(dollars).not.toHaveTextContent('بالليرة');
    expect(card).not.toHaveTextContent('اكتب رقم الفاتورة كما هو مطبوع');
  });

  it('shows a visitor who typed the customer number the last payment, and how to see the year', async () => {
    const lastOnly: PortalInvoice = {
      ...invoice,
      paymentsShown: 'last',
      payments: [
        {
          receiptNumber: 'R-2026-000124',
          // Paid on 26 November for the November record: the invoice and the receipt said December.
          billingMonth: '2026-11',
          billingMonthLabel: 'تشرين الثاني 2026',
          invoiceMonth: '2026-12',
          invoiceMonthLabel: 'كانون الأول 2026',
          amount: 10,
          currency: 'USD',
          amountLbp: 895_000,
          receivedAt: '2026-11-26T10:15:00.000Z',
        },
      ],
    };
    mockFetch({ [searchRoute('#1000', 'احمد')]: { status: 200, body: [lastOnly] } });
    const app = renderPortal();

    await searchFor(app, '#1000', 'احمد');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    const last = within(card).getByRole('region', { name: 'آخر دفعة' });
    expect(within(last).getAllByRole('listitem')).toHaveLength(1);
    expect(last).toHaveTextContent('إيصال R-2026-000124');
    expect(last).toHaveTextContent('عن شهر كانون الأول 2026');
    expect(last).not.toHaveTextContent('عن شهر تشرين الثاني');
    expect(last).toHaveTextContent('لرؤية دفعات آخر 12 شهراً اكتب رقم الفاتورة كما هو مطبوع عليها');
    expect(within(card).queryByRole('region', { name: 'دفعات آخر 12 شهراً' })).toBeNull();
  });

  it("shows a credit as the customer's, never as a negative, and says when nothing is due", async () => {
    const inCredit: PortalInvoice = {
      ...invoice,
      amountPaid: 0,
      statement: { ...invoice.statement, previousBalance: -20, total: 15, amountPaid: 0, totalDue: -5 },
    };
    mockFetch({ [searchRoute('#1000', 'احمد')]: { status: 200, body: [inCredit] } });
    const app = renderPortal();

    await searchFor(app, '#1000', 'احمد');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    const line = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(line('رصيد سابق لصالحكم')).toHaveTextContent('$20');
    expect(line('المجموع المستحق')).toHaveTextContent('لا يوجد مبلغ مستحق · رصيد لصالحكم $5');
    expect(card).not.toHaveTextContent('-$');
  });

  it('says when no payment was made in the last 12 months', async () => {
    mockFetch({ [searchRoute('#1000', 'احمد')]: { status: 200, body: [invoice] } });
    const app = renderPortal();

    await searchFor(app, '#1000', 'احمد');

    const card = await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' });
    expect(within(card).getByText('لا توجد دفعات في آخر 12 شهراً')).toBeInTheDocument();
  });

  it('searches with the invoice number as the customer copied it from the invoice', async () => {
    mockFetch({ [searchRoute('INV-١٠٠٠-٢٠٢٦', 'عبد الله')]: { status: 200, body: [invoice] } });
    const app = renderPortal();

    await searchFor(app, 'INV-١٠٠٠-٢٠٢٦', 'عبد الله');

    expect(await screen.findByRole('article', { name: 'فاتورة شهر كانون الأول 2026' })).toBeInTheDocument();
  });

  it.each([
    ['paid', 'مدفوعة'],
    ['partial', 'مدفوعة جزئياً'],
    ['unpaid', 'غير مدفوعة'],
  ] as const)('marks a %s invoice «%s»', async (paymentStatus, badge) => {
    mockFetch({
      [searchRoute('1000', 'أحمد')]: {
        status: 200,
        body: [{ ...invoice, statement: { ...invoice.statement, paymentStatus } }],
      },
    });
    const app = renderPortal();

    await searchFor(app, '1000', 'أحمد');

    const card = await screen.findByRole('article');
    expect(within(card).getByText(badge, { exact: true })).toBeInTheDocument();
  });

  it('disables the search button while a search is running', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    ) as unknown as typeof fetch;
    const app = renderPortal();

    await searchFor(app, '#1000', 'أحمد');

    expect(screen.getByRole('button', { name: /جارٍ البحث/ })).toBeDisabled();
    answer(fakeResponse({ status: 200, body: [] }));
    expect(await screen.findByText('لا توجد فاتورة مطابقة للبيانات المدخلة')).toBeInTheDocument();
    expect(searchButton()).toBeEnabled();
  });

  it('says so when no invoice matches', async () => {
    mockFetch({ [searchRoute('#1000', 'خالد')]: { status: 200, body: [] } });
    const app = renderPortal();

    await searchFor(app, '#1000', 'خالد');

    expect(await screen.findByText('لا توجد فاتورة مطابقة للبيانات المدخلة')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('searches afresh when the same search is asked again', async () => {
    const answers: FakeAnswer[] = [
      { status: 200, body: [{ ...invoice, statement: { ...invoice.statement, paymentStatus: 'unpaid' } }] },
      { status: 200, body: [{ ...invoice, statement: { ...invoice.statement, paymentStatus: 'paid' } }] },
    ];
    const fetchMock = mockFetch({ [searchRoute('#1000', 'أحمد')]: () => answers.shift()! });
    const app = renderPortal();

    await searchFor(app, '#1000', 'أحمد');
    expect(await screen.findByText('غير مدفوعة')).toBeInTheDocument();
    await app.user.click(searchButton());

    expect(await screen.findByText('مدفوعة', { exact: true })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a failed search', async () => {
    mockFetch({ [searchRoute('#1000', 'أحمد')]: { status: 500, body: { message: 'حدث خطأ في الخادم' } } });
    const app = renderPortal();

    await searchFor(app, '#1000', 'أحمد');

    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ أثناء البحث، حاول مرة أخرى');
  });

  it("adds the server's explanation when it refused the search", async () => {
    mockFetch({
      [searchRoute('#1000', 'أحمد')]: {
        status: 429,
        body: { message: 'محاولات بحث كثيرة، يرجى المحاولة بعد دقيقة' },
      },
    });
    const app = renderPortal();

    await searchFor(app, '#1000', 'أحمد');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ أثناء البحث، حاول مرة أخرى');
    expect(alert).toHaveTextContent('محاولات بحث كثيرة، يرجى المحاولة بعد دقيقة');
  });

  it('says the server could not be reached when the network fails', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as typeof fetch;
    const app = renderPortal();

    await searchFor(app, '#1000', 'أحمد');

    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر الاتصال بالخادم');
  });

  it('never sends a visitor to sign in, even on a 401', async () => {
    // Fake timers that still move with the clock: the office's redirect waits
    // UNAUTHORIZED_REDIRECT_DELAY_MS (api-client.test.tsx proves it fires then); here that time passes
    // at once, and no redirect follows.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockFetch({ [searchRoute('#1000', 'أحمد')]: { status: 401, body: { message: 'Unauthorized' } } });
      const app = renderPortal();

      await searchFor(app, '#1000', 'أحمد');

      expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ أثناء البحث، حاول مرة أخرى');
      expect(screen.queryByText(UNAUTHORIZED_DESCRIPTION)).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS));
      expect(redirectBrowser).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
