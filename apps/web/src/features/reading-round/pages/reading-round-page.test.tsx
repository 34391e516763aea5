import { screen, waitFor, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import { roundCustomer } from '../../../test/reading-round-fixtures';
import type { ReadingRound } from '../lib/reading-device-store';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

const customer = roundCustomer;

const progress: ReadingRound = {
  month: '2026-11',
  boxes: [
    { box: '5', total: 2, read: 0, estimated: 0, unread: 0, left: 2 },
    { box: '6', total: 1, read: 1, estimated: 0, unread: 0, left: 0 },
  ],
  customers: [],
};
const round: ReadingRound = {
  ...progress,
  customers: [
    customer({ id: 'c-1', name: 'سمير حداد', customerNumber: 1001 }),
    customer({ id: 'c-2', name: 'هلا خوري', customerNumber: 1002, previousReading: 500 }),
  ],
};

const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};
const applied = { status: 201, body: { kind: 'actual', reading: 1100 } };

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/mahmoud-kwh-customers/reading-round': { status: 200, body: progress },
    'GET /api/mahmoud-kwh-customers/reading-round?boxes=5': { status: 200, body: round },
    ...routes,
  });
  return { ...renderApp('/read'), fetchMock };
}

const readingCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/readings') && init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    }));

async function startBoxFive(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: /علبة 5/ }));
  await user.click(screen.getByRole('button', { name: 'ابدأ الجولة' }));
  return screen.findByRole('form', { name: 'سمير حداد' });
}

describe('the reading round on a phone', () => {
  onAPhone();
  beforeEach(() => localStorage.clear());

  it("shows each box's progress, then the customers in walking order with the previous reading and last months", async () => {
    const { user } = setup();
    expect(
      await screen.findByRole('checkbox', { name: /علبة 6 قُرئ 1 · تقدير 0 · باقٍ 0/ }),
    ).toBeInTheDocument();
    const form = await startBoxFive(user);
    expect(form).toHaveTextContent('القراءة السابقة1,000');
    expect(form).toHaveTextContent('استهلاك الأشهر الأخيرة100 · 100 · 100');
    expect(screen.getByText('العميل 1 من 2')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'العلب' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('سمير حداد'), expect.stringContaining('هلا خوري')]);
  });

  it('refuses on the phone a reading below the previous one, by the rule the server applies', async () => {
    const { user, fetchMock } = setup();
    await startBoxFive(user);
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '٩٩٠');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'القراءة الجديدة (990) أقل من القراءة التي تسبقها (1000)',
    );
    expect(readingCalls(fetchMock)).toEqual([]);
  });

  it('asks to confirm a reading far above the average, then keeps it confirmed and sends it once', async () => {
    const { user, fetchMock } = setup({ 'POST /api/mahmoud-kwh-customers/c-1/readings': applied });
    await startBoxFive(user);
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '1400');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('أكثر من 3 أضعاف متوسط الأشهر الأخيرة');
    await user.click(screen.getByRole('button', { name: 'القراءة صحيحة، احفظها' }));
    await screen.findByRole('form', { name: 'هلا خوري' });
    expect(await screen.findByText('سمير حداد: أُرسلت القراءة إلى المكتب')).toBeInTheDocument();
    expect(screen.queryByText(/حُفظت على الهاتف/)).not.toBeInTheDocument();
    const [call] = readingCalls(fetchMock);
    expect(call.url).toBe('/api/mahmoud-kwh-customers/c-1/readings');
    expect(call.body).toMatchObject({ reading: '1400', confirmed: true, previousReading: 1000 });
  });

  it('records a replaced meter and a meter that could not be read', async () => {
    const { user, fetchMock } = setup({
      'POST /api/mahmoud-kwh-customers/c-1/readings': applied,
      'POST /api/mahmoud-kwh-customers/c-2/readings': {
        status: 201,
        body: { kind: 'estimated', reading: 600 },
      },
    });
    await startBoxFive(user);
    await user.click(screen.getByRole('button', { name: 'تم استبدال العداد' }));
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '40');
    await user.type(screen.getByRole('textbox', { name: 'القراءة الأخيرة للعداد القديم' }), '1080');
    await user.type(screen.getByRole('textbox', { name: 'قراءة بداية العداد الجديد' }), '5');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    await screen.findByRole('form', { name: 'هلا خوري' });
    await user.click(screen.getByRole('button', { name: 'تعذرت القراءة' }));
    await user.type(screen.getByRole('textbox', { name: 'سبب تعذر القراءة' }), 'البوابة مقفلة');
    await user.click(screen.getByRole('button', { name: 'حفظ: تعذرت القراءة' }));
    expect(await screen.findByText('انتهت علب هذه الجولة')).toBeInTheDocument();
    const calls = readingCalls(fetchMock);
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({
        reading: '40',
        replacedMeter: { finalReading: '1080', newStartReading: '5' },
      }),
      expect.objectContaining({ unreadReason: 'البوابة مقفلة', previousReading: 500 }),
    ]);
  });

  it('keeps readings taken offline, sends them in order with the same client id, and shows a conflict with the office', async () => {
    let connected = false;
    const { user, fetchMock } = setup({
      'POST /api/mahmoud-kwh-customers/c-1/readings': () => (connected ? applied : unreachable()),
      'POST /api/mahmoud-kwh-customers/c-2/readings': () =>
        connected
          ? {
              status: 409,
              body: {
                code: 'READING_CHANGED_SINCE_ROUND',
                message:
                  'تغيّرت قراءة هذا العداد في المكتب بعد بدء الجولة: القراءة السابقة الآن 520 وليست 500',
              },
            }
          : unreachable(),
    });
    await startBoxFive(user);
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '1100');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    await screen.findByRole('form', { name: 'هلا خوري' });
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '600');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    expect(await screen.findByText('قراءتان بانتظار الإرسال')).toBeInTheDocument();
    expect(screen.getByText('هلا خوري: حُفظت على الهاتف وستُرسل عند الاتصال')).toBeInTheDocument();

    connected = true;
    await user.click(screen.getByRole('button', { name: 'إرسال الآن' }));
    expect(await screen.findByText(/تعارض مع المكتب/)).toBeInTheDocument();
    expect(screen.queryByText(/حُفظت على الهاتف/)).not.toBeInTheDocument();
    expect(screen.getByText(/القراءة السابقة الآن 520 وليست 500/)).toBeInTheDocument();
    expect(screen.queryByText('بانتظار الإرسال')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'العلب' })).toHaveTextContent('سمير حداد (علبة 5)مقروء');
    const calls = readingCalls(fetchMock);
    const sent = calls.filter((_, index) => index >= 2);
    expect(sent.map((call) => call.url)).toEqual([
      '/api/mahmoud-kwh-customers/c-1/readings',
      '/api/mahmoud-kwh-customers/c-2/readings',
    ]);
    expect(sent[0].body.clientId).toBe(calls[0].body.clientId);
  });
  // docs/readings-in-a-month.md: a second reading in the month replaces the first, once confirmed.
  it('asks to confirm a second reading of the month, naming the reading on file, and sends it confirmed', async () => {
    const { user, fetchMock } = setup({
      'GET /api/mahmoud-kwh-customers/reading-round?boxes=5': {
        status: 200,
        body: {
          ...round,
          customers: [
            customer({ id: 'c-1', name: 'سمير حداد', status: 'read', reading: 1050 }),
            round.customers[1],
          ],
        },
      },
      'POST /api/mahmoud-kwh-customers/c-1/readings': applied,
    });
    const form = await startBoxFive(user);
    expect(form).toHaveTextContent('قراءة هذا الشهر1,050');
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '1100');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'قُرئ هذا الشهر: 1050؛ القراءة الجديدة تحلّ محلها',
    );
    expect(readingCalls(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'القراءة صحيحة، احفظها' }));
    await screen.findByRole('form', { name: 'هلا خوري' });
    expect(readingCalls(fetchMock).map((call) => call.body)).toEqual([
      expect.objectContaining({ reading: '1100', confirmed: true, previousReading: 1000 }),
    ]);
  });

  it('takes a second reading offline as a correction of the first, and sends both in turn once each', async () => {
    let connected = false;
    const { user, fetchMock } = setup({
      'POST /api/mahmoud-kwh-customers/c-1/readings': () => (connected ? applied : unreachable()),
    });
    await startBoxFive(user);
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '1100');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    await screen.findByRole('form', { name: 'هلا خوري' });
    await user.click(screen.getByRole('button', { name: 'السابق' }));
    await screen.findByRole('form', { name: 'سمير حداد' });
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '1150');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'قُرئ هذا الشهر: 1100؛ القراءة الجديدة تحلّ محلها',
    );
    await user.click(screen.getByRole('button', { name: 'القراءة صحيحة، احفظها' }));
    expect(await screen.findByText('قراءتان بانتظار الإرسال')).toBeInTheDocument();

    expect(screen.getByText('سمير حداد: حُفظت على الهاتف وستُرسل عند الاتصال')).toBeInTheDocument();

    connected = true;
    await user.click(screen.getByRole('button', { name: 'إرسال الآن' }));
    await waitFor(() => expect(screen.queryByText(/بانتظار الإرسال/)).not.toBeInTheDocument());
    expect(screen.getByText('سمير حداد: أُرسلت القراءة إلى المكتب')).toBeInTheDocument();
    expect(screen.queryByText(/حُفظت على الهاتف/)).not.toBeInTheDocument();
    const sent = readingCalls(fetchMock).filter((_, index) => index >= 2);
    expect(sent.map((call) => call.body)).toEqual([
      expect.objectContaining({ reading: '1100', previousReading: 1000 }),
      expect.objectContaining({ reading: '1150', confirmed: true, previousReading: 1000 }),
    ]);
    expect(new Set(sent.map((call) => call.body.clientId)).size).toBe(2);
  });

  it('asks to confirm a jump above 2,000 kWh for a meter without history, as the sheet warns', async () => {
    const { user } = setup({
      'GET /api/mahmoud-kwh-customers/reading-round?boxes=5': {
        status: 200,
        body: {
          ...round,
          customers: [customer({ id: 'c-1', name: 'سمير حداد', previousReading: 0, lastMonths: [] })],
        },
      },
    });
    await startBoxFive(user);
    await user.type(screen.getByRole('textbox', { name: 'القراءة' }), '6000');
    await user.click(screen.getByRole('button', { name: 'حفظ القراءة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('استهلاك مرتفع: 6000 كيلوواط (أكثر من 2000)');
  });

  it('refuses "could not read" for a meter read this month', async () => {
    const { user, fetchMock } = setup({
      'GET /api/mahmoud-kwh-customers/reading-round?boxes=5': {
        status: 200,
        body: {
          ...round,
          customers: [customer({ id: 'c-1', name: 'سمير حداد', status: 'read', reading: 1050 })],
        },
      },
    });
    await startBoxFive(user);
    await user.click(screen.getByRole('button', { name: 'تعذرت القراءة' }));
    await user.type(screen.getByRole('textbox', { name: 'سبب تعذر القراءة' }), 'البوابة مقفلة');
    await user.click(screen.getByRole('button', { name: 'حفظ: تعذرت القراءة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('قُرئ هذا العداد هذا الشهر (1050)');
    expect(readingCalls(fetchMock)).toEqual([]);
  });

  describe('reopened without a connection before a group is chosen', () => {
    let onLine: jest.SpyInstance;
    beforeEach(() => {
      onLine = jest.spyOn(window.navigator, 'onLine', 'get');
    });
    afterEach(() => onLine.mockRestore());

    const offlineRoutes = {
      'GET /api/billing-systems': unreachable,
      'GET /api/mahmoud-kwh-customers/reading-round': unreachable,
      'GET /api/mahmoud-kwh-customers/reading-round?boxes=5': unreachable,
    };

    it('says it is offline, that nothing is on the phone yet, and offers the way home', async () => {
      onLine.mockReturnValue(false);
      setup(offlineRoutes);
      expect(await screen.findByRole('heading', { name: 'لا يوجد اتصال' })).toBeInTheDocument();
      expect(screen.getByText(/لا توجد جولة محفوظة على هذا الهاتف/)).toBeInTheDocument();
      expect(screen.queryByText('لا توجد مجموعات بالعداد')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    });

    it('names the rounds kept on the phone (group, boxes, customers, when) and walks one offline', async () => {
      onLine.mockReturnValue(true);
      const online = setup();
      await startBoxFive(online.user);
      await online.user.click(screen.getByRole('button', { name: 'تغيير العلب' }));
      online.unmount();
      localStorage.removeItem('kahraba.read.choice');

      onLine.mockReturnValue(false);
      const { user } = setup(offlineRoutes);
      expect(await screen.findByRole('heading', { name: 'لا يوجد اتصال' })).toBeInTheDocument();
      const kept = screen.getByRole('list', { name: 'المحفوظ على هذا الهاتف' });
      expect(kept).toHaveTextContent(/كيلوواط محمود · علبة 5 · عميلان · حُمّلت في/);
      expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeInTheDocument();
      await user.click(within(kept).getByRole('button', { name: /تابع الجولة/ }));
      expect(await screen.findByRole('form', { name: 'سمير حداد' })).toBeInTheDocument();
    });
  });
});
