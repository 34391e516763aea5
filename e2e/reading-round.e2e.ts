import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot, newPhoneContext } from './support/browser';
import { eventually, expectCount, expectText } from './support/see';
import { signIn } from './support/sign-in';

const TOUCH_TARGET_PX = 44;
const SYSTEM = 'mahmoud-kwh';

interface RoundCustomer {
  id: string;
  name: string;
  status: string;
  reading: number | null;
  previousReading: number;
}

interface Statement {
  readings: { previous: number; current: number; consumption: number; estimated: boolean };
  lines: { kind: string; quantity: number | null; amount: number }[];
  total: number;
}

/** docs/meter-reader.md: a reader walks box 21 with a phone, without a connection, then comes back online. */
describeInBrowser('the reading round on a 390 px phone, offline and back', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ids: Record<string, string> = {};
  const pageErrors: string[] = [];

  const url = (path: string) => `${app.baseUrl}${path}`;
  async function heightOf(locator: Locator): Promise<number> {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator} is not on screen`);
    return Math.round(box.height);
  }
  const round = async () => {
    const response = await page.request.get(url(`/api/${SYSTEM}-customers/reading-round?boxes=21`));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { customers: RoundCustomer[] }).customers;
  };
  const statementOf = async (id: string) => {
    const response = await page.request.get(url(`/api/${SYSTEM}-customers/${id}/invoice`));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { statement: Statement }).statement;
  };
  async function read(name: string, fill: () => Promise<void>) {
    await page.getByRole('form', { name }).waitFor();
    await fill();
  }

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await newPhoneContext(browser, { serviceWorkers: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens the round from the home menu and walks box 21 in its saved order', async () => {
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    // Last month: each meter counted 100 kWh (one closed month of history).
    for (const name of ['أمل', 'بشير', 'جميلة', 'داني']) {
      const response = await page.request.post(url(`/api/${SYSTEM}-customers`), {
        data: { name, box: '21', ampere: 5, previousKwh: 900, currentKwh: 1000, pricePerKwh: 0.5 },
      });
      expect(response.status()).toBe(201);
      ids[name] = ((await response.json()) as { id: string }).id;
    }
    expect((await page.request.post(url(`/api/${SYSTEM}-customers/new-month`), { data: {} })).status()).toBe(
      200,
    );

    await page.getByRole('link', { name: /^جولة القراءات / }).click();
    await page.waitForURL(url('/read'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.getByRole('combobox', { name: 'المجموعة' }).selectOption(SYSTEM);
    const box = page.getByRole('checkbox', { name: /علبة 21 .*باقٍ 4/ });
    await box.check();
    await page.getByRole('button', { name: 'ابدأ الجولة' }).click();
    await page.getByRole('form', { name: 'أمل' }).waitFor();
    await expectText(page.getByRole('form', { name: 'أمل' }), /القراءة السابقة\s*1,000/);
    expect(await heightOf(page.getByRole('button', { name: 'حفظ القراءة' }))).toBeGreaterThanOrEqual(
      TOUCH_TARGET_PX,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'reading-round-phone');
  });

  it('takes four readings without a connection: one warning confirmed, one meter replaced, one could not be read', async () => {
    await context.setOffline(true);
    // أمل: nothing used after 100 kWh a month: a warning, confirmed.
    await read('أمل', async () => {
      await page.getByRole('textbox', { name: 'القراءة' }).fill('١٠٠٠');
      await page.getByRole('button', { name: 'حفظ القراءة' }).click();
      await expectText(page.getByRole('form', { name: 'أمل' }).getByRole('alert'), /الاستهلاك صفر/);
      await page.getByRole('button', { name: 'القراءة صحيحة، احفظها' }).click();
    });
    // بشير: the meter was replaced.
    await read('بشير', async () => {
      await page.getByRole('button', { name: 'تم استبدال العداد' }).click();
      await page.getByRole('textbox', { name: 'القراءة', exact: true }).fill('30');
      await page.getByRole('textbox', { name: 'القراءة الأخيرة للعداد القديم' }).fill('1080');
      await page.getByRole('textbox', { name: 'قراءة بداية العداد الجديد' }).fill('0');
      await page.getByRole('button', { name: 'حفظ القراءة' }).click();
    });
    // جميلة: could not read: estimated from last month.
    await read('جميلة', async () => {
      await page.getByRole('button', { name: 'تعذرت القراءة' }).click();
      await page.getByRole('textbox', { name: 'سبب تعذر القراءة' }).fill('البوابة مقفلة');
      await page.getByRole('button', { name: 'حفظ: تعذرت القراءة' }).click();
    });
    await read('داني', async () => {
      await page.getByRole('textbox', { name: 'القراءة' }).fill('1090');
      await page.getByRole('button', { name: 'حفظ القراءة' }).click();
    });
    await page.getByText('4 قراءات بانتظار الإرسال').waitFor();
    // Queued, and said so, only while it waits on the phone.
    await page.getByText('داني: حُفظت على الهاتف وستُرسل عند الاتصال').waitFor();
    await screenshot(page, 'reading-round-phone-offline-queued');
  });

  it('sends each reading once when the connection returns, the estimate marked on the invoice', async () => {
    // Back online: the phone sends what waits by itself, in order.
    await context.setOffline(false);
    const customers = await eventually(
      'every reading applied',
      () => round(),
      (list) => list.every((customer) => customer.status !== 'left'),
      30_000,
    );
    await expectCount(page.getByText(/(قراءة واحدة|قراءتان|قراءات|قراءةً|قراءة) بانتظار الإرسال$/), 0);
    await page.getByText('داني: أُرسلت القراءة إلى المكتب').waitFor();
    await expectCount(page.getByText(/حُفظت على الهاتف/), 0);
    expect(customers.map((customer) => [customer.name, customer.status, customer.reading])).toEqual([
      ['أمل', 'read', 1000],
      ['بشير', 'read', 30],
      ['جميلة', 'estimated', 1100],
      ['داني', 'read', 1090],
    ]);
    expect((await statementOf(ids['بشير'])).readings.consumption).toBe(110);
    // Applied once each: the phone's queue is empty, and a retry of one (a lost answer) answers 200.
    const queue = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('kahraba.read.queue') ?? '{}') as {
          waiting: unknown[];
          applied: { clientId: string; customerId: string }[];
        },
    );
    expect(queue.waiting).toEqual([]);
    expect(queue.applied).toHaveLength(4);
    const danis = queue.applied.find((applied) => applied.customerId === ids['داني'])!;
    const again = await page.request.post(url(`/api/${SYSTEM}-customers/${ids['داني']}/readings`), {
      data: { clientId: danis.clientId, reading: '1090', takenAt: new Date().toISOString() },
    });
    expect(again.status()).toBe(200);
    expect((await round()).find((customer) => customer.name === 'داني')?.reading).toBe(1090);
    const estimated = await statementOf(ids['جميلة']);
    expect(estimated.readings).toMatchObject({ current: 1100, consumption: 100, estimated: true });

    await page.goto(url(`/${SYSTEM}/invoice?id=${ids['جميلة']}`));
    await expectText(page.getByRole('region', { name: 'فاتورة جميلة' }), /1,100 \(تقدير\)/);
    await screenshot(page, 'reading-round-estimated-invoice');
  }, 60_000);

  it('replaces the estimate with the actual reading when the reader comes back: the month bills what was used', async () => {
    await page.goto(url('/read'));
    await page.getByRole('list', { name: 'العلب' }).getByText('جميلة').click();
    await read('جميلة', async () => {
      // Below the estimate (1,100): accepted, counted from the previous actual reading (1,000).
      await page.getByRole('textbox', { name: 'القراءة' }).fill('1080');
      await page.getByRole('button', { name: 'حفظ القراءة' }).click();
    });
    const actual = await eventually(
      'the actual reading applied',
      () => statementOf(ids['جميلة']),
      (statement) => statement.readings.current === 1080,
      30_000,
    );
    expect(actual.readings).toMatchObject({ previous: 1000, consumption: 80, estimated: false });
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('takes a second reading of the month as a correction, shown and confirmed: the month counts from its start (docs/readings-in-a-month.md)', async () => {
    await page.getByRole('list', { name: 'العلب' }).getByText('داني').click();
    await read('داني', async () => {
      const form = page.getByRole('form', { name: 'داني' });
      await expectText(form, /قراءة هذا الشهر\s*1,090/);
      await page.getByRole('textbox', { name: 'القراءة' }).fill('1150');
      await page.getByRole('button', { name: 'حفظ القراءة' }).click();
      await expectText(form.getByRole('alert'), /قُرئ هذا الشهر: 1090؛ القراءة الجديدة تحلّ محلها/);
      await screenshot(page, 'reading-round-correction');
      await page.getByRole('button', { name: 'القراءة صحيحة، احفظها' }).click();
    });
    const corrected = await eventually(
      'the correction applied',
      () => statementOf(ids['داني']),
      (statement) => statement.readings.current === 1150,
      30_000,
    );
    expect(corrected.readings).toMatchObject({ previous: 1000, consumption: 150 });
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('reopened without a connection before a group is chosen: says so, names the round kept on the phone, and leads home', async () => {
    await page.goto(url('/read'));
    await page.getByRole('button', { name: 'تغيير العلب' }).click();
    await page.evaluate(() => localStorage.removeItem('kahraba.read.choice'));
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'لا يوجد اتصال' }).waitFor();
      await expectText(
        page.getByRole('list', { name: 'المحفوظ على هذا الهاتف' }),
        /كيلوواط محمود · علبة 21 · 4 عملاء · حُمّلت في/,
      );
      const home = page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' });
      expect(await heightOf(home)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
      await expectCount(page.getByText('لا توجد مجموعات بالعداد'), 0);
      await screenshot(page, 'reading-round-reopened-offline');
      await page.getByRole('button', { name: /تابع الجولة/ }).click();
      await page.getByRole('list', { name: 'العلب' }).waitFor();
    } finally {
      await context.setOffline(false);
    }
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
