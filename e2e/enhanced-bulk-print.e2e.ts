import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot, SCREENSHOTS } from './support/browser';
import { countPdfPages, pdfPageText, renderPdfPage } from './support/pdf';
import { expectText } from './support/see';
import { signIn } from './support/sign-in';

/**
 * 60 ampere customers in boxes 1–6 (10 each), imported in one call as an operator would paste them:
 * more than a print window's address can carry, so the selection is stored on the server. The same
 * print of 2,000 customers (667 pages) is timed by `npm run bench` (print-ready.bench).
 */
const CUSTOMERS = 60;
const PER_BOX = 10;

async function importAmpereCustomers(page: Page): Promise<void> {
  const records = Array.from({ length: CUSTOMERS }, (_, index) => ({
    name: `مشترك ${index + 1}`,
    box: String(Math.floor(index / PER_BOX) + 1),
    ampere: 5,
    amperePrice: 10,
    address: 'الحي الغربي',
  }));
  const response = await page.request.post('/api/ampere-records/bulk', {
    data: { records },
    timeout: 120_000,
  });
  if (!response.ok()) throw new Error(`import failed: ${response.status()} ${await response.text()}`);
}

describeInBrowser('enhanced bulk print (docs/printing.md#choosing-whom-to-print-the-enhanced-print)', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'ar-LB',
      baseURL: app.baseUrl,
    });
    context.setDefaultTimeout(60_000);
    // The print dialog cannot be driven headless: count the calls instead (the auto-print after 1 s).
    await context.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    context.on('page', (opened) => opened.on('pageerror', (error) => pageErrors.push(error.message)));
    page = await context.newPage();
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    await importAmpereCustomers(page);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  async function openSelection(): Promise<void> {
    await page.goto(url('/enhanced-bulk-print'));
    await page.getByRole('heading', { level: 1, name: 'الطباعة المحسّنة' }).waitFor();
    await page.getByRole('combobox', { name: 'نوع العملاء' }).selectOption('ampere');
    await expectText(page.getByText(/^يطابق التصفية/), /يطابق التصفية: 60 عميل/);
  }

  /** Clicks print and answers the print window, once its sheet is print-ready. */
  async function printWindow(button: string): Promise<Page> {
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: button }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.locator('[data-print-ready="true"]').waitFor({ timeout: 300_000 });
    return popup;
  }

  it('prints 60 customers through a stored selection: 20 pages, each invoice with both copies', async () => {
    await openSelection();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await expectText(page.getByText(/^يطابق التصفية/), /المحدد: 60 عميلاً · 20 صفحةً/);
    await expectText(page.getByText(/^و\d+/), 'و48 فاتورةً أخرى');
    await page.screenshot({ path: join(SCREENSHOTS, 'enhanced-bulk-print-desk.png') });

    const popup = await printWindow('طباعة 60 فاتورةً');
    expect(popup.url()).toMatch(/\/bulk-print-enhanced\?type=ampere&selection=[0-9a-f-]{36}$/);
    await popup.getByText(/^60 فاتورةً ·/).waitFor();
    // Auto-printed once, 1 s after the sheet was ready.
    await popup.waitForFunction(
      () => (window as unknown as { printCalls: number }).printCalls === 1,
      undefined,
      {
        timeout: 10_000,
      },
    );
    await popup.screenshot({ path: join(SCREENSHOTS, 'bulk-print-enhanced-window.png') });

    const pdf = join(SCREENSHOTS, 'enhanced-bulk-print-60.pdf');
    await popup.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    expect(countPdfPages(pdf)).toBe(Math.ceil(CUSTOMERS / 3));
    const first = pdfPageText(pdf, 1);
    if (first !== null) {
      // Box 1 first, by customer number: #1000, #1001, #1002, each twice (customer and accounting copies).
      for (const number of ['1000', '1001', '1002'])
        expect(first.match(new RegExp(`INV-${number}`, 'g'))?.length).toBe(2);
      expect(first).toContain('4,475,000'); // $50 at 89,500 LBP
    }
    renderPdfPage(pdf, 1, join(SCREENSHOTS, 'enhanced-bulk-print-page-1'));
    renderPdfPage(pdf, 20, join(SCREENSHOTS, 'enhanced-bulk-print-page-20'));
    await popup.close();
  }, 200_000);

  it('passes a small selection in the URL and prints it with the "print now" button too', async () => {
    await openSelection();
    await page.getByRole('button', { name: 'علبة 5', exact: true }).click();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    const popup = await printWindow('طباعة 10 فواتير');
    const address = new URL(popup.url());
    expect(address.pathname).toBe('/bulk-print-enhanced');
    expect(address.searchParams.get('type')).toBe('ampere');
    expect(address.searchParams.get('customers')?.split(',')).toHaveLength(PER_BOX);
    await popup.getByRole('button', { name: 'اطبع الآن' }).click();
    await popup.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls >= 2);

    const pdf = join(SCREENSHOTS, 'enhanced-bulk-print-box-5.pdf');
    await popup.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    expect(countPdfPages(pdf)).toBe(4);
    const text = pdfPageText(pdf, 1);
    if (text !== null) expect(text).toContain('INV-1040');
    renderPdfPage(pdf, 1, join(SCREENSHOTS, 'enhanced-bulk-print-box-5-page-1'));
    await popup.close();
  }, 200_000);

  it('the /bulk-print entry leads to every way of printing, on a desk and on a 390 px phone', async () => {
    await page.goto(url('/bulk-print'));
    await page.getByRole('heading', { level: 1, name: 'الطباعة المجمعة' }).waitFor();
    for (const name of [
      'فواتير الأمبير حسب العلب',
      'الطباعة المجمعة: كيلوواط محمود',
      'الطباعة المجمعة: كيلوواط البيضاوي',
      'الطباعة المحسّنة',
      'محرر تخطيط الفاتورة',
    ])
      await page.getByRole('link', { name }).waitFor();
    expect(
      await page.getByRole('link', { name: 'الطباعة المجمعة: كيلوواط محمود' }).getAttribute('href'),
    ).toBe('/mahmoud-kwh-bulk-print');
    await screenshot(page, 'bulk-print-entry-desk');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'bulk-print-entry-phone');
    await openSelection();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'enhanced-bulk-print-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 120_000);
});
