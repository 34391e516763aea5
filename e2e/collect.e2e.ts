import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import {
  describeInBrowser,
  launchBrowser,
  SCREENSHOTS,
  screenshot,
  newPhoneContext,
} from './support/browser';
import { pdfPageText } from './support/pdf';
import { eventually, expectCount, expectText } from './support/see';
import { signIn } from './support/sign-in';

/** Buttons a thumb can hit. */
const TOUCH_TARGET_PX = 44;

interface Payment {
  id: string;
  receiptNumber: string;
  amount: number;
  currency: string;
  voidedAt: string | null;
}

interface QueueOnDevice {
  waiting: unknown[];
  recorded: { clientId: string; paymentId: string; receiptNumber: string }[];
}

/** docs/screens.md#working-offline: a collector with a phone, taking a payment where there is no connection. */
describeInBrowser('collection on a 390 px phone, offline and back', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let fatima: { id: string; customerNumber: number };
  const pageErrors: string[] = [];

  const url = (path: string) => `${app.baseUrl}${path}`;
  const sidewaysOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  async function heightOf(locator: Locator): Promise<number> {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator} is not on screen`);
    return Math.round(box.height);
  }
  const paymentsOf = async (id: string) => {
    const response = await page.request.get(url(`/api/ampere-records/${id}/payments`));
    expect(response.status()).toBe(200);
    return (await response.json()) as Payment[];
  };
  const queueOnDevice = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('kahraba.collect.payments') ?? '{}') as QueueOnDevice,
    );

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

  it('finds a customer by a fragment of the Arabic name, with the balance in dollars and pounds', async () => {
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    for (const customer of [
      { name: 'فاطمة الزهراء', box: '12', ampere: 5, amperePrice: 10 },
      { name: 'أحمد سليمان', box: '12', ampere: 3, amperePrice: 10 },
    ]) {
      const response = await page.request.post(url('/api/ampere-records'), { data: customer });
      expect(response.status()).toBe(201);
      if (customer.name === 'فاطمة الزهراء') fatima = (await response.json()) as typeof fatima;
    }

    // From the home menu's card.
    await page.getByRole('link', { name: /^التحصيل / }).click();
    await page.waitForURL(url('/collect'));
    await page.getByRole('heading', { level: 1, name: 'التحصيل' }).waitFor();
    // The service worker keeps the shell and this screen for the visit without a connection.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Typed the way a collector types it: no hamza, ha for ta marbuta.
    await page.getByRole('searchbox', { name: 'ابحث بالاسم أو الرقم أو العلبة' }).fill('فاطمه');
    const results = page.getByRole('list', { name: 'نتائج البحث' });
    await expectCount(results.getByRole('button'), 1);
    const row = results.getByRole('button', { name: 'فاطمة الزهراء' });
    expect(await heightOf(row)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    await row.click();

    const balance = page.getByRole('group', { name: 'الرصيد المستحق' });
    await expectText(balance, /\$50.*4,475,000 ل\.ل/);
    expect(
      await heightOf(page.getByRole('button', { name: 'استلام كامل الرصيد $50' })),
    ).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'collect-phone-customer');
  });

  it('takes the full balance without a connection: kept on the phone, waiting', async () => {
    await context.setOffline(true);
    await page.getByRole('button', { name: 'استلام كامل الرصيد $50' }).click();
    await page.getByRole('heading', { name: 'تأكيد الدفعة' }).waitFor();
    await page.getByRole('button', { name: 'تأكيد الاستلام' }).click();

    await page.getByText('حُفظت الدفعة على الجهاز وستُرسل تلقائياً عند عودة الاتصال').waitFor();
    await expectText(page.getByText(/^بانتظار الاتصال: \d+$/), 'بانتظار الاتصال: 1');
    await page.getByText('لا يوجد اتصال').waitFor();
    await screenshot(page, 'collect-phone-offline-queued');

    // The screen opens again without a connection (the service worker's shell and chunks), with the
    // payment still waiting and the roster searchable from the phone.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'التحصيل' }).waitFor();
    await expectText(page.getByText(/^بانتظار الاتصال: \d+$/), 'بانتظار الاتصال: 1');
    await page.getByRole('searchbox').fill('سليمان');
    await page
      .getByRole('list', { name: 'نتائج البحث' })
      .getByRole('button', { name: 'أحمد سليمان' })
      .waitFor();
    // The server is out of reach for the page (the API is never answered from a cache).
    const reached = await page.evaluate(() =>
      fetch('/api/auth/user').then(
        () => true,
        () => false,
      ),
    );
    expect(reached).toBe(false);
  });

  it('sends it when the connection returns, once: a retry with the same client id records nothing more', async () => {
    await context.setOffline(false);

    const receiptLink = page.getByRole('link', { name: /^الإيصال R-\d{4}-\d{6,}$/ });
    await receiptLink.waitFor({ timeout: 30_000 });
    await expectCount(page.getByText(/^بانتظار الاتصال: \d+$/), 0);

    const payments = await paymentsOf(fatima.id);
    expect(payments.filter((payment) => !payment.voidedAt)).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 50, currency: 'USD' });

    // A second send of the same payment (a lost answer retried) answers the same payment, 200.
    const queue = await queueOnDevice();
    expect(queue.waiting).toEqual([]);
    const [recorded] = queue.recorded;
    expect(recorded.paymentId).toBe(payments[0].id);
    const again = await page.request.post(url(`/api/ampere-records/${fatima.id}/payments`), {
      data: { amount: '50', currency: 'USD', method: 'cash', note: null, clientId: recorded.clientId },
    });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as Payment).id).toBe(payments[0].id);
    expect(await paymentsOf(fatima.id)).toHaveLength(1);

    // The balance the phone shows follows the server.
    await page.getByRole('searchbox').fill('الزهراء');
    await page
      .getByRole('list', { name: 'نتائج البحث' })
      .getByRole('button', { name: 'فاطمة الزهراء' })
      .click();
    await page.getByText('لا يوجد رصيد مستحق').waitFor();
    await page.getByRole('button', { name: 'عميل آخر' }).click();
    expect(await receiptLink.textContent()).toBe(`الإيصال ${payments[0].receiptNumber}`);
  }, 60_000);

  it('opens the receipt, which prints with its number', async () => {
    const [payment] = await paymentsOf(fatima.id);
    await page.getByRole('link', { name: `الإيصال ${payment.receiptNumber}` }).click();
    await page.waitForURL(url(`/receipts/${payment.id}`));
    await page.getByText(payment.receiptNumber).first().waitFor();
    await screenshot(page, 'collect-phone-receipt');

    await page.emulateMedia({ media: 'print' });
    const pdf = join(SCREENSHOTS, 'collect-receipt.pdf');
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const text = pdfPageText(pdf, 1);
    if (text !== null) {
      expect(text).toContain(payment.receiptNumber);
    }
    expect(pageErrors).toEqual([]);
  });

  it('is on the kWh home page too', async () => {
    await page.goto(url('/kwh-home'));
    await page.getByRole('link', { name: 'التحصيل على الهاتف' }).click();
    await page.waitForURL(url('/collect'));
    await eventually(
      'the system picker',
      () => page.getByRole('combobox', { name: 'النظام' }).locator('option').allTextContents(),
      (options) => options.includes('اشتراكات الأمبير') && options.includes('كيلوواط محمود'),
    );
  });
});
