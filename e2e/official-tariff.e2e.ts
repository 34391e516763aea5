import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, PHONE, SCREENSHOTS, screenshot } from './support/browser';
import { renderPdfPage } from './support/pdf';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };
// The live month of a fresh app: the month of its first bill.
const MONTH = dayOfThisMonth(1).slice(0, 7);

/** docs/official-tariff.md: the owner enters the ministry's tariff, sees the bill above it, applies it. */
describeInBrowser('the official tariff and compliance', () => {
  let app: RunningApp;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => expect(problems).toEqual([]));

  async function open(viewport: typeof DESK): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, locale: 'ar-LB', deviceScaleFactor: 1 });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    return { context, page };
  }

  /** A town customer at 33,000 ل.ل/kWh and a 5 A fixed part of 400,000 ل.ل, 100 kWh billed. */
  async function billAboveTheTariff(page: Page): Promise<void> {
    const call = async (method: 'post' | 'patch', path: string, data: object, status: number) => {
      const response = await page.request[method](`${app.baseUrl}${path}`, { data });
      expect(response.status()).toBe(status);
    };
    await call(
      'post',
      '/api/kwh-customers',
      { name: 'سمير المدني', box: '1', ampere: 5, previousKwh: 100, currentKwh: 200 },
      201,
    );
    await call('patch', '/api/kwh-customers/update-all-prices', { pricePerKwhLbp: 33000 }, 200);
    await call('post', '/api/subscription-pricing', { pricing: { 5: 400000 } }, 200);
  }

  it('enters the tariff, lists the bill above it by how much, and clears it by applying the tariff', async () => {
    const { context, page } = await open(DESK);
    await billAboveTheTariff(page);

    await page.goto(`${app.baseUrl}/official-tariff?month=${MONTH}`);
    await page.getByLabel('سعر الكيلوواط (المدن / تحت ٧٠٠ م) ل.ل').fill('32,790');
    await page.getByLabel('سعر الكيلوواط (القرى / فوق ٧٠٠ م) ل.ل').fill('٣٦٠٦٩');
    await page.getByLabel('الرسم الثابت لـ 5 أمبير ل.ل').fill('385000');
    await page.getByLabel('الرسم الثابت لـ 10 أمبير ل.ل').fill('685000');
    await page.getByLabel('عن كل 5 أمبير إضافية ل.ل').fill('300000');
    await page.getByLabel('سعر الصرف ل.ل/$').fill('89700');
    await page.getByLabel('سعر صفيحة المازوت (20 ليتر) ل.ل').fill('1542785');
    await page.getByLabel('المصدر').fill('وزارة الطاقة والمياه');
    await page.getByRole('button', { name: 'حفظ التسعيرة' }).click();
    const history = page.getByRole('region', { name: 'الأشهر المدخلة' }).first();
    await history.getByText('32,790 ل.ل').waitFor();

    await page.getByRole('link', { name: 'الفواتير المخالفة للتسعيرة' }).click();
    const bills = page.getByRole('table', { name: 'الفواتير المخالفة' });
    const row = bills.getByRole('row', { name: /سمير المدني/ });
    await row.waitFor();
    // 33,000 − 32,790 = 210 per kWh (21,000 for 100 kWh); 400,000 − 385,000 = 15,000 fixed.
    for (const figure of ['210 ل.ل', '21,000 ل.ل', '15,000 ل.ل', '36,000 ل.ل']) {
      await row.getByRole('cell', { name: figure, exact: true }).first().waitFor();
    }
    await screenshot(page, 'compliance-desk');

    await page.goto(`${app.baseUrl}/subscription-pricing`);
    await page.getByRole('button', { name: /^تطبيق التسعيرة الرسمية لشهر/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'تطبيق', exact: true }).click();
    await page.getByText('تم تطبيق التسعيرة الرسمية').first().waitFor();

    await page.goto(`${app.baseUrl}/compliance?month=${MONTH}`);
    await page.getByText('لا توجد فواتير تتجاوز التسعيرة الرسمية في هذا الشهر.').waitFor();

    // docs/official-tariff.md#on-the-invoice: the owner turns the line on; the metered invoice prints it.
    await page.goto(`${app.baseUrl}/settings/company`);
    await page.getByRole('checkbox', { name: 'طباعة التسعيرة الرسمية على فواتير العدادات' }).check();
    await page.getByRole('button', { name: 'حفظ البيانات' }).click();
    await page.getByText('تم حفظ بيانات الشركة').first().waitFor();
    const customers = (await (await page.request.get(`${app.baseUrl}/api/kwh-customers`)).json()) as {
      id: string;
      name: string;
    }[];
    const samir = customers.find((customer) => customer.name === 'سمير المدني');
    await page.goto(`${app.baseUrl}/kwh/invoice?id=${samir?.id}`);
    await page.locator('[data-print-ready="true"]').waitFor();
    // On both copies: the customer's and the accounting's.
    const line = page.getByText(/^التسعيرة الرسمية لشهر .+ \d{4}: 32,790 ل\.ل\/ك\.و\.س$/);
    expect(await line.count()).toBe(2);
    // Paper: the line never makes a copy taller than its box (docs/printing.md).
    await page.emulateMedia({ media: 'print' });
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll('.ps-copy')].filter((copy) => copy.scrollHeight > copy.clientHeight + 1)
          .length,
    );
    await page.emulateMedia({ media: null });
    expect(overflowing).toBe(0);
    const pdf = join(SCREENSHOTS, 'official-tariff-invoice.pdf');
    await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
    renderPdfPage(pdf, 1, join(SCREENSHOTS, 'official-tariff-invoice-page-1'));
    await context.close();
  });

  it('fits a 390 px phone without serious accessibility findings', async () => {
    const { context, page } = await open(PHONE);
    for (const path of [`/compliance?month=${MONTH}`, `/official-tariff?month=${MONTH}`]) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await axeFindings(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
    await screenshot(page, 'official-tariff-phone');
    await context.close();
  });
});
