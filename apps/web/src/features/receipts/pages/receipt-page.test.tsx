import { screen, within } from '@testing-library/react';
import { companyInfo } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeAnswer } from '../../../test/mock-fetch';
import { payment } from '../../../test/payment-fixtures';
import { renderApp } from '../../../test/render-app';
import { RECEIPT_FORMAT_STORAGE_KEY } from '../lib/receipt-format';
import { TEST_PUBLIC_ADDRESS, withPublicAddress } from '../../../test/public-address';

// Messages sent out carry the portal's link at the address customers reach.
withPublicAddress();

function openReceipt(answer: FakeAnswer, path = '/receipts/pay-7') {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/company-profile': { status: 200, body: companyInfo },
    'GET /api/payments/pay-7': answer,
  });
  return renderApp(path);
}

const pageCss = (container: HTMLElement) => container.querySelector('style')?.textContent ?? '';
const lineOf = (receipt: HTMLElement, label: string) => within(receipt).getByText(label).nextElementSibling;

describe('the receipt page', () => {
  afterEach(() => window.localStorage.clear());

  it('prints the company, the receipt number, the customer, the month, USD and LBP with the rate, the collector and the time', async () => {
    openReceipt({
      status: 200,
      body: payment({
        currency: 'LBP',
        amount: 25,
        amountLbp: 2237500,
        exchangeRate: 89500,
        note: 'عن شهرين',
      }),
    });

    const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });
    expect(await within(receipt).findByText(companyInfo.name)).toBeInTheDocument();
    expect(receipt).toHaveTextContent(`هاتف: ${companyInfo.phone}`);
    expect(lineOf(receipt, 'رقم الإيصال')).toHaveTextContent('R-2026-000123');
    expect(lineOf(receipt, 'التاريخ')).toHaveTextContent('24 تشرين الثاني 2026');
    expect(lineOf(receipt, 'الوقت')).toHaveTextContent('2:05 م');
    expect(lineOf(receipt, 'العميل')).toHaveTextContent('محمد علي');
    expect(lineOf(receipt, 'رقم العميل')).toHaveTextContent('#1000');
    expect(lineOf(receipt, 'العلبة')).toHaveTextContent('5');
    expect(lineOf(receipt, 'عن شهر')).toHaveTextContent('تشرين الثاني 2026');
    expect(lineOf(receipt, 'المبلغ بالدولار')).toHaveTextContent('$25');
    expect(lineOf(receipt, 'المبلغ بالليرة')).toHaveTextContent('2,237,500 ل.ل');
    expect(lineOf(receipt, 'سعر الصرف')).toHaveTextContent('89,500 ل.ل للدولار');
    expect(lineOf(receipt, 'العملة المستلمة')).toHaveTextContent('ليرة لبنانية (LBP)');
    expect(lineOf(receipt, 'طريقة الدفع')).toHaveTextContent('نقداً');
    expect(lineOf(receipt, 'المحصّل')).toHaveTextContent('ahmad@example.com');
    expect(lineOf(receipt, 'ملاحظة')).toHaveTextContent('عن شهرين');
    expect(within(receipt).queryByText('ملغى')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة الإيصال' })).toBeEnabled();
  });

  it('prints dollars with their cents and grouped, as every paper does (docs/printing.md)', async () => {
    openReceipt({
      status: 200,
      body: payment({
        amount: 10.9,
        amountLbp: 975_550,
        balanceAfter: { totalDue: 5_506.2, totalDueLbp: 492_804_900 },
      }),
    });

    const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });
    expect(lineOf(receipt, 'المبلغ بالدولار')?.textContent).toBe('$10.90');
    expect(lineOf(receipt, 'المتبقي بعد الدفعة')?.textContent).toBe('$5,506.20');
    expect(lineOf(receipt, 'المتبقي بالليرة')?.textContent).toBe('492,804,900 ل.ل');
  });

  it('prints on an 80 mm roll by default and on A6 once chosen, and remembers the choice', async () => {
    const { user, container } = openReceipt({ status: 200, body: payment() });
    const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });

    expect(screen.getByRole('radio', { name: '80 مم' })).toBeChecked();
    expect(receipt).toHaveClass('rcpt-roll-80');
    expect(pageCss(container)).toMatch(/@page \{ size: 80mm \d+mm; margin: 3mm; \}/);

    await user.click(screen.getByRole('radio', { name: 'A6' }));
    expect(receipt).toHaveClass('rcpt-a6');
    expect(pageCss(container)).toContain('size: 105mm 148mm');
    expect(window.localStorage.getItem(RECEIPT_FORMAT_STORAGE_KEY)).toBe('a6');
  });

  it('opens on A6 when that was the last choice', async () => {
    window.localStorage.setItem(RECEIPT_FORMAT_STORAGE_KEY, 'a6');
    const { container } = openReceipt({ status: 200, body: payment({ currency: 'USD' }) });
    const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });
    expect(screen.getByRole('radio', { name: 'A6' })).toBeChecked();
    expect(receipt).toHaveClass('rcpt-a6');
    expect(pageCss(container)).toContain('size: 105mm 148mm');
    expect(lineOf(receipt, 'العملة المستلمة')).toHaveTextContent('دولار أمريكي (USD)');
  });

  it('says ملغى prominently on a void receipt, with the reason and who voided it', async () => {
    openReceipt({
      status: 200,
      body: payment({
        voidedAt: '2026-11-24T13:00:00.000Z',
        voidedBy: 'rania@example.com',
        voidReason: 'سُجّلت مرتين',
      }),
    });
    const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });
    const stamp = within(receipt).getByRole('region', { name: 'ملغى' });
    expect(stamp).toHaveTextContent('ملغى');
    expect(stamp).toHaveTextContent('سبب الإلغاء: سُجّلت مرتين');
    expect(stamp).toHaveTextContent('ألغاه rania@example.com في 24 تشرين الثاني 2026، 3:00 م');
    expect(receipt).toHaveClass('rcpt-is-void');
  });

  it('says the receipt does not exist for an unknown payment', async () => {
    openReceipt({ status: 404, body: { message: 'الدفعة غير موجودة' } });
    expect(await screen.findByText('الإيصال غير موجود. تأكد من الرابط.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة الإيصال' })).toBeDisabled();
  });
});

describe('the receipt on WhatsApp', () => {
  it("opens a chat with the customer's phone, the Arabic text naming the amount, the month, the receipt and the portal", async () => {
    openReceipt({
      status: 200,
      body: payment({ customerPhone: '+96171123456', amount: 25, amountLbp: 2237500 }),
    });
    const link = await screen.findByRole('link', { name: 'إرسال عبر واتساب' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/96171123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('محمد علي');
    expect(text).toContain('$25 (2,237,500 ل.ل)');
    expect(text).toContain('تشرين الثاني 2026');
    expect(text).toContain('R-2026-000123');
    expect(text).toContain(`${TEST_PUBLIC_ADDRESS}/customer-portal`);
  });

  it('is not offered when the customer has no phone', async () => {
    openReceipt({ status: 200, body: payment({ customerPhone: null }) });
    await screen.findByRole('article', { name: 'إيصال دفع' });
    expect(screen.queryByRole('link', { name: 'إرسال عبر واتساب' })).not.toBeInTheDocument();
  });

  describe('voiding from the receipt', () => {
    const collector = { ...operator, role: 'collector' };
    function openAsCollector(voidAnswer: FakeAnswer) {
      let voided = false;
      const fetchMock = mockFetch({
        'GET /api/auth/user': { status: 200, body: collector },
        'GET /api/company-profile': { status: 200, body: companyInfo },
        'GET /api/payments/pay-7': () => ({
          status: 200,
          body: voided
            ? payment({
                id: 'pay-7',
                voidedAt: '2026-11-24T12:10:00.000Z',
                voidedBy: 'ahmad@example.com',
                voidReason: 'مبلغ خاطئ',
              })
            : payment({ id: 'pay-7' }),
        }),
        'POST /api/payments/pay-7/void': () => {
          voided = voidAnswer.status === 200;
          return voidAnswer;
        },
      });
      return { ...renderApp('/receipts/pay-7'), fetchMock };
    }

    it('voids a payment with the reason typed, and the receipt then says ملغى', async () => {
      const { user, fetchMock } = openAsCollector({ status: 200, body: payment() });
      await user.click(await screen.findByRole('button', { name: 'إلغاء الدفعة' }));
      const form = screen.getByRole('form', { name: 'إلغاء الدفعة' });
      await user.click(within(form).getByRole('button', { name: 'تأكيد الإلغاء' }));
      expect(within(form).getByText('يرجى كتابة سبب الإلغاء')).toBeVisible();

      await user.type(within(form).getByLabelText('سبب الإلغاء'), 'مبلغ خاطئ');
      await user.click(within(form).getByRole('button', { name: 'تأكيد الإلغاء' }));

      const receipt = await screen.findByRole('article', { name: 'إيصال دفع' });
      expect(await within(receipt).findByText('ملغى')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'إلغاء الدفعة' })).not.toBeInTheDocument();
      const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/payments/pay-7/void');
      expect(JSON.parse(String(call?.[1].body))).toEqual({ reason: 'مبلغ خاطئ' });
    });

    it("says the server's Arabic refusal of another user's payment, and the receipt stays", async () => {
      const { user } = openAsCollector({
        status: 403,
        body: { code: 'FORBIDDEN_FOR_ROLE', message: 'لا يمكن للمحصّل إلغاء إلا الدفعات التي سجّلها بنفسه' },
      });
      await user.click(await screen.findByRole('button', { name: 'إلغاء الدفعة' }));
      await user.type(screen.getByLabelText('سبب الإلغاء'), 'خطأ');
      await user.click(screen.getByRole('button', { name: 'تأكيد الإلغاء' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'لا يمكن للمحصّل إلغاء إلا الدفعات التي سجّلها بنفسه',
      );
      expect(within(screen.getByRole('article', { name: 'إيصال دفع' })).queryByText('ملغى')).toBeNull();
    });
  });
});
