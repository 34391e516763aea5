import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, downloadedBytes, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** docs/screens.md#payments-receipts-and-collection: the owner sees what was collected, by whom and how, on a desk and on a 390 px phone. */
describeInBrowser('the collection report /payments', () => {
  let app: RunningApp;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => expect(problems).toEqual([]));

  async function open(viewport: typeof DESK): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport,
      locale: 'ar-LB',
      deviceScaleFactor: 1,
      acceptDownloads: true,
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    return { context, page };
  }

  /** Two customers in box 4, paid through the ledger's own call: 30 dollars and 10 dollars in pounds. */
  async function collect(page: Page): Promise<void> {
    const add = async (name: string) => {
      const response = await page.request.post(`${app.baseUrl}/api/ampere-records`, {
        data: { name, box: '4', ampere: 10, amperePrice: 5, force: true },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const pay = async (id: string, data: Record<string, unknown>) => {
      const response = await page.request.post(`${app.baseUrl}/api/ampere-records/${id}/payments`, { data });
      expect(response.status()).toBe(201);
    };
    await pay(await add('نبيل شمعون'), { amount: 30, currency: 'USD', method: 'cash' });
    await pay(await add('هالة يونس'), { amount: 895000, currency: 'LBP', method: 'money_transfer' });
  }

  it('opens from the home menu on this month: the totals, the methods, the box, and the downloads', async () => {
    const { context, page } = await open(DESK);
    await collect(page);
    await page.goto(`${app.baseUrl}/folders`);
    await page.getByRole('link', { name: /تقرير التحصيل/ }).click();
    await page.waitForURL(/\/payments/);

    const totals = page.getByRole('region', { name: 'المجموع في الفترة' });
    await totals.getByText('$40', { exact: true }).waitFor();
    await totals.getByText('895,000 ل.ل').waitFor();

    await page.getByRole('tab', { name: 'حسب طريقة الدفع' }).click();
    const rows = page.getByRole('table', { name: 'الدفعات المجمّعة' });
    await rows.getByRole('rowheader', { name: 'شركة تحويل أموال (OMT، Whish)' }).waitFor();
    await rows.getByRole('rowheader', { name: 'نقداً' }).waitFor();

    const boxes = page.getByRole('table', { name: 'الصناديق' });
    const box = boxes.getByRole('row', { name: /اشتراكات الأمبير 4/ });
    // 2 × 50 billed, 40 paid, 60 still owed
    expect(await box.textContent()).toBe('اشتراكات الأمبير4$100$40$60');
    await screenshot(page, 'payments-report-desk');

    const csv = page.waitForEvent('download');
    await page.getByRole('link', { name: 'تنزيل CSV' }).click();
    const text = (await downloadedBytes(await csv)).toString('utf8');
    expect(text.startsWith('\uFEFFطريقة الدفع,عدد الدفعات')).toBe(true);
    expect(text).toContain('نقداً,1,30,30,0');
    const xlsx = page.waitForEvent('download');
    await page.getByRole('link', { name: 'تنزيل Excel' }).click();
    expect((await xlsx).suggestedFilename()).toMatch(
      /^payments-method-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    await context.close();
  });

  it('says in Arabic when the start is after the end', async () => {
    const { context, page } = await open(DESK);
    await page.goto(`${app.baseUrl}/payments?from=2026-11-05&to=2026-11-01&by=day`);
    await page.getByText('تاريخ البداية بعد تاريخ النهاية').waitFor();
    await context.close();
  });

  it('fits a 390 px phone: the groups and boxes as cards, no sideways scrolling', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(`${app.baseUrl}/payments`);
    await page.getByRole('region', { name: 'المجموع في الفترة' }).getByText('$40', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'حسب الجابي' }).click();
    const groups = page.getByRole('list', { name: 'الدفعات المجمّعة' });
    await groups.getByRole('article').first().waitFor();
    expect(await page.getByRole('list', { name: 'الصناديق' }).getByRole('article').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await screenshot(page, 'payments-report-phone');
    await context.close();
  });
});
