import { act, screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeAnswer, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { CollectRoster } from '../lib/collect-device-store';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const huda = {
  id: 'rec-1',
  customerNumber: 1001,
  name: 'هدى سليمان',
  box: 'A-4',
  cutOff: null,
  phone: null,
  amount: 50,
  arrears: 12.5,
  amountPaid: 20,
  outstandingBalance: 42.5,
  outstandingLbp: 3_803_750,
};
const karim = { ...huda, id: 'rec-2', customerNumber: 1002, name: 'كريم عوّاد', box: '7', arrears: 0 };

const ampereRoster: CollectRoster = {
  system: 'ampere',
  month: '2026-11',
  exchangeRate: 89500,
  customers: [huda, karim],
};

const recorded = (id: string): FakeAnswer => ({
  status: 201,
  body: { id, receiptNumber: `R-2026-00000${id.slice(-1)}`, invoiceMonthLabel: 'كانون الأول 2026' },
});
const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/collect/customers?system=ampere': { status: 200, body: ampereRoster },
    ...routes,
  });
  return { ...renderApp('/collect'), fetchMock };
}

const paymentCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/payments') && init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    }));

describe('the collection screen', () => {
  onAPhone();
  beforeEach(() => localStorage.clear());

  it('finds a customer by a fragment of the name as it is typed, however the hamza is written', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'ابحث بالاسم أو الرقم أو العلبة' }), 'عواد');

    const results = await screen.findByRole('list', { name: 'نتائج البحث' });
    const rows = within(results).getAllByRole('button');
    expect(rows).toHaveLength(1);
    // Named by all it shows (axe label-content-name-mismatch): the name first, then number, box, balance.
    expect(rows[0]).toHaveAccessibleName(/^كريم عوّاد\s*#\d+/);
    expect(rows[0]).not.toHaveAttribute('aria-label');
  });

  it("shows the customer's balance in dollars and pounds, takes all of it in one tap, then opens the receipt", async () => {
    const { user, fetchMock, currentPath } = setup({
      'POST /api/ampere-records/rec-1/payments': recorded('pay-1'),
    });
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));

    const balance = screen.getByRole('group', { name: 'الرصيد المستحق' });
    expect(balance).toHaveTextContent('$42.5');
    expect(balance).toHaveTextContent('3,803,750 ل.ل');
    expect(balance).toHaveTextContent('متأخرات سابقة: $12.5');
    await user.click(screen.getByRole('button', { name: 'استلام كامل الرصيد $42.5' }));
    expect(screen.getByRole('heading', { name: 'تأكيد الدفعة' })).toBeInTheDocument();
    expect(paymentCalls(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));

    await waitFor(() => expect(currentPath()).toBe('/receipts/pay-1'));
    const [call] = paymentCalls(fetchMock);
    expect(call.url).toBe('/api/ampere-records/rec-1/payments');
    expect(call.body).toEqual({
      amount: '42.5',
      currency: 'USD',
      method: 'cash',
      note: null,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // the payment names who took it; the server records it only under them
      takenBy: operator.id,
    });
  });

  it("opens the chosen customer's history for the office's staff (docs/customer-history.md)", async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    expect(screen.getByRole('link', { name: 'السجل: هدى سليمان' })).toHaveAttribute(
      'href',
      '/customer-history?system=ampere&id=rec-1',
    );
  });

  it("offers a collector no history: a customer's ledger is the office's", async () => {
    const { user } = setup({
      'GET /api/auth/user': { status: 200, body: { ...operator, id: 'u-sami', role: 'collector' } },
    });
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    expect(screen.getByRole('group', { name: 'الرصيد المستحق' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^السجل/ })).not.toBeInTheDocument();
  });

  it('takes an amount in pounds by another method, and posts a metered customer to its group', async () => {
    const { user, fetchMock } = setup({
      'GET /api/collect/customers?system=mahmoud-kwh': {
        status: 200,
        body: { ...ampereRoster, system: 'mahmoud-kwh', customers: [{ ...karim, id: 'kwh-9' }] },
      },
      'POST /api/mahmoud-kwh-customers/kwh-9/payments': recorded('pay-2'),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'النظام' }), 'mahmoud-kwh');
    await user.type(screen.getByRole('searchbox'), '1002');
    await user.click(await screen.findByRole('button', { name: /^كريم عوّاد/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '٥٠٠٬٠٠٠');
    await user.click(screen.getByRole('button', { name: 'ليرة' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'طريقة الدفع' }), 'money_transfer');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));

    const confirm = screen.getByRole('region', { name: 'تأكيد الدفعة' });
    expect(confirm).toHaveTextContent('500,000 ل.ل');
    expect(confirm).toHaveTextContent('= $5.59 على سعر 89,500 ل.ل');
    expect(confirm).toHaveTextContent('شركة تحويل أموال (OMT، Whish)');
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));

    await waitFor(() => expect(paymentCalls(fetchMock)).toHaveLength(1));
    expect(paymentCalls(fetchMock)[0]).toMatchObject({
      url: '/api/mahmoud-kwh-customers/kwh-9/payments',
      body: { amount: '٥٠٠٬٠٠٠', currency: 'LBP', method: 'money_transfer' },
    });
  });

  it('refuses an amount that is not a number, naming the field, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), 'عشرة');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));

    expect(screen.getByRole('alert')).toHaveTextContent('يرجى إدخال مبلغ صحيح');
    expect(screen.getByRole('textbox', { name: 'المبلغ' })).toHaveAccessibleDescription(
      'يرجى إدخال مبلغ صحيح',
    );
    expect(screen.queryByRole('heading', { name: 'تأكيد الدفعة' })).not.toBeInTheDocument();
    expect(paymentCalls(fetchMock)).toEqual([]);
  });

  it('refuses on the device, by the ledger rule, more than the balance plus 1,000 dollars', async () => {
    const { user, fetchMock } = setup();
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '1042.51');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));

    expect(screen.getByRole('alert')).toHaveTextContent('المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار');
    expect(paymentCalls(fetchMock)).toEqual([]);
    expect(localStorage.getItem('kahraba.collect.payments')).toBeNull();
  });

  it('keeps a payment taken without a connection, and sends it with the same client id by "sync now"', async () => {
    let connected = false;
    const { user, fetchMock } = setup({
      'POST /api/ampere-records/rec-2/payments': () => (connected ? recorded('pay-3') : unreachable()),
    });
    await user.type(await screen.findByRole('searchbox'), 'كريم');
    await user.click(await screen.findByRole('button', { name: /^كريم عوّاد/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '10');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));

    expect(
      await screen.findByText('حُفظت الدفعة على الجهاز وستُرسل تلقائياً عند عودة الاتصال'),
    ).toBeInTheDocument();
    expect(screen.getByText('بانتظار الاتصال: 1')).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'دفعات محفوظة على الجهاز' });
    expect(waiting).toHaveTextContent('كريم عوّاد · $10');

    connected = true;
    await user.click(screen.getByRole('button', { name: 'مزامنة الآن' }));

    expect(await screen.findByRole('link', { name: 'الإيصال R-2026-000003' })).toHaveAttribute(
      'href',
      '/receipts/pay-3',
    );
    // docs/payment-month.md: the collection screen names the month the receipt names.
    expect(screen.getByRole('region', { name: 'آخر الدفعات المسجّلة' })).toHaveTextContent(
      'كريم عوّاد · عن شهر كانون الأول 2026',
    );
    expect(screen.queryByText('بانتظار الاتصال: 1')).not.toBeInTheDocument();
    const [first, second] = paymentCalls(fetchMock);
    expect(second.body.clientId).toBe(first.body.clientId);
  });

  it('sends the payments kept on the device when the connection returns', async () => {
    let connected = false;
    const { user, fetchMock } = setup({
      'POST /api/ampere-records/rec-1/payments': () => (connected ? recorded('pay-4') : unreachable()),
    });
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    await user.click(screen.getByRole('button', { name: 'استلام كامل الرصيد $42.5' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));
    expect(await screen.findByText('بانتظار الاتصال: 1')).toBeInTheDocument();

    connected = true;
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByRole('link', { name: 'الإيصال R-2026-000004' })).toBeInTheDocument();
    expect(paymentCalls(fetchMock)).toHaveLength(2);
  });

  it('stops the sync when the session is gone, keeps the payment, and offers to sign in again here', async () => {
    let signedIn = true;
    const { user, fetchMock } = setup({
      'POST /api/ampere-records/rec-2/payments': () =>
        signedIn ? unreachable() : { status: 401, body: { message: 'Unauthorized' } },
    });
    await user.type(await screen.findByRole('searchbox'), 'كريم');
    await user.click(await screen.findByRole('button', { name: /^كريم عوّاد/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '10');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));
    expect(await screen.findByText('بانتظار الاتصال: 1')).toBeInTheDocument();

    signedIn = false;
    await user.click(screen.getByRole('button', { name: 'مزامنة الآن' }));

    expect(
      await screen.findByText('انتهت الجلسة: سجّل الدخول من جديد لإرسال الدفعات المحفوظة'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fcollect',
    );
    expect(screen.getByText('بانتظار الاتصال: 1')).toBeInTheDocument();
    expect(paymentCalls(fetchMock)).toHaveLength(2);
  });

  it('clears the "kept on the device" notice once the waiting payments are sent', async () => {
    let connected = false;
    const { user } = setup({
      'POST /api/ampere-records/rec-2/payments': () => (connected ? recorded('pay-7') : unreachable()),
    });
    await user.type(await screen.findByRole('searchbox'), 'كريم');
    await user.click(await screen.findByRole('button', { name: /^كريم عوّاد/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '10');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));
    const kept = 'حُفظت الدفعة على الجهاز وستُرسل تلقائياً عند عودة الاتصال';
    expect(await screen.findByText(kept)).toBeInTheDocument();
    // Its close button speaks Arabic, not react-bootstrap's "Close alert".
    expect(screen.getByText(kept).closest('[role="alert"]')).toContainElement(
      screen.getByRole('button', { name: 'إغلاق' }),
    );
    expect(document.querySelector('[aria-label="Close alert"]')).toBeNull();

    connected = true;
    await user.click(screen.getByRole('button', { name: 'مزامنة الآن' }));
    expect(await screen.findByRole('link', { name: 'الإيصال R-2026-000007' })).toBeInTheDocument();
    expect(screen.queryByText(kept)).not.toBeInTheDocument();
  });

  it('does not offer the full balance again for a customer whose payment waits on the device, and asks before another', async () => {
    const { user, fetchMock } = setup({ 'POST /api/ampere-records/rec-1/payments': unreachable });
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    await user.click(screen.getByRole('button', { name: 'استلام كامل الرصيد $42.5' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));
    expect(await screen.findByText('بانتظار الاتصال: 1')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'لهذا المشترك دفعة بانتظار الإرسال بقيمة $42.5. هل تريد تسجيل دفعة أخرى؟',
    );
    expect(screen.queryByRole('button', { name: /استلام كامل الرصيد/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'المبلغ' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'نعم، تسجيل دفعة أخرى' }));
    expect(screen.queryByRole('button', { name: /استلام كامل الرصيد/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '5');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));
    expect(await screen.findByText('بانتظار الاتصال: 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'دفعات محفوظة على الجهاز' })).toHaveTextContent(
      'هدى سليمان · $5',
    );
    expect(paymentCalls(fetchMock).length).toBeGreaterThan(0);
  });

  it('keeps a payment the server refuses after a sync aside with its reason until the collector removes it', async () => {
    let connected = false;
    const { user } = setup({
      'POST /api/ampere-records/rec-1/payments': () =>
        connected
          ? { status: 400, body: { message: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار' } }
          : unreachable(),
    });
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '1000');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));
    expect(await screen.findByText('بانتظار الاتصال: 1')).toBeInTheDocument();

    connected = true;
    await user.click(screen.getByRole('button', { name: 'مزامنة الآن' }));

    const refused = await screen.findByRole('region', { name: 'دفعات رفضها الخادم (لم تُسجَّل)' });
    expect(refused).toHaveTextContent('هدى سليمان · $1,000');
    expect(refused).toHaveTextContent('المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار');
    await user.click(within(refused).getByRole('button', { name: 'إزالة' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إزالة' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'دفعات رفضها الخادم (لم تُسجَّل)' })).not.toBeInTheDocument(),
    );
  });

  it('says at once why the server refused a payment taken online, and lets the collector correct it', async () => {
    const { user } = setup({
      'POST /api/ampere-records/rec-1/payments': {
        status: 400,
        body: { message: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار' },
      },
    });
    await user.type(await screen.findByRole('searchbox'), 'هدى');
    await user.click(await screen.findByRole('button', { name: /^هدى سليمان/ }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '1000');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'رفض الخادم الدفعة: المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار',
    );
    expect(screen.getByRole('textbox', { name: 'المبلغ' })).toBeInTheDocument();
    expect(screen.queryByText(/بانتظار الاتصال/)).not.toBeInTheDocument();
  });

  it('searches the roster kept on the device when the server cannot be reached', async () => {
    localStorage.setItem(
      'kahraba.collect.roster.ampere',
      JSON.stringify({ roster: ampereRoster, savedAt: '2026-11-24T08:00:00.000Z' }),
    );
    localStorage.setItem('kahraba.collect.systems', JSON.stringify(billingSystems));
    const { user } = setup({
      'GET /api/billing-systems': unreachable,
      'GET /api/collect/customers?system=ampere': unreachable,
    });

    await user.type(await screen.findByRole('searchbox'), 'سليمان');
    expect(await screen.findByRole('button', { name: /^هدى سليمان/ })).toBeInTheDocument();
    expect(screen.getByText(/تعمل دون اتصال: قائمة العملاء المحفوظة في/)).toBeInTheDocument();
  });

  it('opens from the cached shell without a connection, before the session can be asked', async () => {
    localStorage.setItem(
      'kahraba.collect.roster.ampere',
      JSON.stringify({ roster: ampereRoster, savedAt: '2026-11-24T08:00:00.000Z' }),
    );
    localStorage.setItem('kahraba.collect.systems', JSON.stringify(billingSystems));
    const { user } = setup({
      'GET /api/auth/user': unreachable,
      'GET /api/billing-systems': unreachable,
      'GET /api/collect/customers?system=ampere': unreachable,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'التحصيل' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '1001');
    expect(await screen.findByRole('button', { name: /^هدى سليمان/ })).toBeInTheDocument();
  });

  it('opens a receipt once the connection is back, though the session could not be asked at load', async () => {
    localStorage.setItem(
      'kahraba.collect.payments',
      JSON.stringify({
        waiting: [],
        refused: [],
        recorded: [
          {
            clientId: 'c-9',
            paymentId: 'pay-9',
            receiptNumber: 'R-2026-000009',
            system: 'ampere',
            recordId: 'rec-1',
            customerName: 'هدى سليمان',
            recordedAt: '2026-11-24T08:00:00.000Z',
          },
        ],
      }),
    );
    let connected = false;
    const { user, fetchMock, currentPath } = setup({
      'GET /api/auth/user': () => (connected ? { status: 200, body: operator } : unreachable()),
    });
    const receipt = await screen.findByRole('link', { name: 'الإيصال R-2026-000009' });
    connected = true;
    await user.click(receipt);

    expect(currentPath()).toBe('/receipts/pay-9');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/payments/pay-9'),
    );
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).not.toBeInTheDocument();
  });

  describe('one phone, two users', () => {
    const samiWaiting = {
      clientId: 'c-sami',
      system: 'ampere',
      recordId: 'rec-2',
      customerNumber: 1002,
      customerName: 'كريم عوّاد',
      request: {
        amount: '10',
        currency: 'USD',
        method: 'cash',
        note: null,
        clientId: 'c-sami',
        takenBy: 'u-sami',
      },
      amount: 10,
      takenAt: '2026-11-24T08:00:00.000Z',
      takenBy: 'u-sami',
    };
    const samiRecorded = {
      clientId: 'c-old',
      paymentId: 'pay-old',
      receiptNumber: 'R-2026-000007',
      system: 'ampere',
      recordId: 'rec-1',
      customerName: 'هدى سليمان',
      recordedAt: '2026-11-24T07:00:00.000Z',
      takenBy: 'u-sami',
    };
    const keptBySami = () =>
      localStorage.setItem(
        'kahraba.collect.payments',
        JSON.stringify({ waiting: [samiWaiting], refused: [], recorded: [samiRecorded] }),
      );

    it('shows another user neither the payments nor the receipts of the one who took them, and never sends them', async () => {
      keptBySami();
      const { user, fetchMock } = setup({
        'POST /api/ampere-records/rec-2/payments': recorded('pay-x'),
      });

      expect(
        await screen.findByText('دفعة واحدة على هذا الجهاز لمستخدم آخر: تُرسل عندما يدخل من سجّلها'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/كريم عوّاد/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'الإيصال R-2026-000007' })).not.toBeInTheDocument();
      expect(screen.queryByText('بانتظار الاتصال: 1')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'مزامنة الآن' }));
      expect(paymentCalls(fetchMock)).toEqual([]);
      expect(JSON.parse(localStorage.getItem('kahraba.collect.payments') ?? '{}').waiting).toEqual([
        samiWaiting,
      ]);
    });

    it('sends them once the one who took them is signed in, naming them', async () => {
      keptBySami();
      const { fetchMock } = setup({
        'GET /api/auth/user': { status: 200, body: { ...operator, id: 'u-sami', role: 'collector' } },
        'POST /api/ampere-records/rec-2/payments': recorded('pay-5'),
      });

      expect(await screen.findByRole('link', { name: 'الإيصال R-2026-000005' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'الإيصال R-2026-000007' })).toBeInTheDocument();
      expect(paymentCalls(fetchMock).map((call) => call.body)).toEqual([samiWaiting.request]);
    });

    it('keeps a payment waiting when the server says another user is signed in', async () => {
      const { user } = setup({
        'POST /api/ampere-records/rec-2/payments': {
          status: 403,
          body: { message: 'هذه الدفعة سجّلها مستخدم آخر', code: 'PAYMENT_TAKEN_BY_ANOTHER_USER' },
        },
      });
      await user.type(await screen.findByRole('searchbox'), 'كريم');
      await user.click(await screen.findByRole('button', { name: /^كريم عوّاد/ }));
      await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '10');
      await user.click(screen.getByRole('button', { name: 'متابعة' }));
      await user.click(screen.getByRole('button', { name: 'تأكيد الاستلام' }));

      expect(await screen.findByText('بانتظار الاتصال: 1')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem('kahraba.collect.payments') ?? '{}').refused).toEqual([]);
    });
  });
});
