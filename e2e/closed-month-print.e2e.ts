import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Month } from '@kahraba/billing-domain';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import {
  describeInBrowser,
  launchBrowser,
  newPrintingContext,
  screenshot,
  SCREENSHOTS,
} from './support/browser';
import { pdfWords, renderPdfPage, type PdfWord } from './support/pdf';
import { eventually } from './support/see';
import { signIn } from './support/sign-in';

/** What the server stated of an invoice before the close (POST /api/print-invoices). */
interface Stated {
  id: string;
  invoiceNumber: string;
  total: number;
  totalDue: number;
  lbp: { total: number };
}

const paperDollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * docs/printing.md: after a month close the closed month's invoices print again from the monthly
 * archive, as they were at the close — the single invoice, the box print and a group's bulk print —
 * printed to PDF and read back with pdftotext.
 */
describeInBrowser('printing a closed month', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const today = dayOfThisMonth(10);
  const closed = Month.ofDay(today);
  const url = (path: string) => `${app.baseUrl}${path}`;
  let metered: Stated;
  let ampere: Stated[];

  async function post<T>(path: string, data: object): Promise<T> {
    const response = await page.request.post(url(path), { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    app = await startApp({ today });
    browser = await launchBrowser();
    context = await newPrintingContext(browser);
    page = await context.newPage();
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    const ampereIds = [
      (
        await post<{ id: string }>('/api/ampere-records', {
          name: 'سلمى الحاج',
          box: '6',
          ampere: 3,
          amperePrice: 15,
        })
      ).id,
      (
        await post<{ id: string }>('/api/ampere-records', {
          name: 'كريم نصر',
          box: '6',
          ampere: 2,
          amperePrice: 10,
          amountPaid: 5,
        })
      ).id,
    ];
    // A real month: 13,110 kWh at $0.42, a bill the close folded into «الرصيد السابق» with readings 0.
    const { id } = await post<{ id: string }>('/api/mahmoud-kwh-customers', {
      name: 'يوسف الخطيب',
      box: '17',
      ampere: 5,
      previousKwh: 100,
      currentKwh: 13_210,
      pricePerKwh: 0.42,
      amountPaid: 100,
    });
    const print = async (type: string, ids: string[]) =>
      (await post<{ statement: Stated }[]>('/api/print-invoices', { type, ids })).map(
        ({ statement }) => statement,
      );
    [metered] = await print('mahmoud-kwh', [id]);
    ampere = await print('ampere', ampereIds);
    await post('/api/mahmoud-kwh-customers/new-month', {});
    await post('/api/ampere-records/new-month', {});
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /**
   * Prints what is on screen to PDF (and page 1 to PNG) once every copy on the sheet is titled with the
   * closed month; answers the words of page 1 (pdftotext reorders some Arabic ligatures, so the PDF is
   * read for its figures and the title on the page itself).
   */
  async function printed(name: string, copies: number, on: Page = page): Promise<string[]> {
    await on.locator('[data-print-ready="true"]').waitFor();
    const title = `فاتورة شهر ${closed.label()}`;
    await eventually(
      `every copy titled '${title}'`,
      () => on.locator('.ps-title strong').allTextContents(),
      (titles) => titles.length === copies && titles.every((text) => text === title),
    );
    const pdf = join(SCREENSHOTS, `closed-month-${name}.pdf`);
    await on.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
    renderPdfPage(pdf, 1, join(SCREENSHOTS, `closed-month-${name}-page-1`));
    return pdfWords(pdf, 1).map((word: PdfWord) => word.text);
  }

  /** The invoice's number and figures as they were at the close, on both copies. */
  function expectAsClosed(words: string[], invoice: Stated): void {
    const count = (text: string) => words.filter((word) => word === text).length;
    const numbers = count(invoice.invoiceNumber) + count(invoice.invoiceNumber.replace(/-\d{4}$/, ''));
    expect({ numbers, total: count(paperDollars(invoice.total)) >= 2 }).toEqual({ numbers: 2, total: true });
    expect(count(invoice.lbp.total.toLocaleString('en-US'))).toBeGreaterThanOrEqual(2);
  }

  it("prints a metered customer's closed month from its single invoice page: its readings, not 0", async () => {
    await page.goto(url(`/mahmoud-kwh/invoice?id=${metered.id}`));
    await page.locator('[data-print-ready="true"]').waitFor();
    // The live invoice has moved on: the new month, the close's balance carried.
    expect(await page.getByRole('region', { name: /^فاتورة/ }).textContent()).toContain(
      closed.next().label(),
    );
    await page.getByRole('combobox', { name: 'الشهر المطبوع' }).selectOption(closed.toString());
    await page
      .getByRole('region', { name: /^فاتورة/ })
      .getByText(`فاتورة شهر ${closed.label()}`)
      .first()
      .waitFor();
    const words = await printed('single', 2);
    expectAsClosed(words, metered);
    expect(words.filter((word) => word === '13,210')).toHaveLength(2);
    expect(words.filter((word) => word === '13,110')).toHaveLength(2);
    expect(new URL(page.url()).searchParams.get('month')).toBe(closed.toString());
  });

  it("prints a group's closed month in bulk: the month's customers as they were", async () => {
    await page.goto(url('/mahmoud-kwh-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('option', { name: `${closed.label()} (شهر مغلق)` }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'الشهر المطبوع' }).selectOption(closed.toString());
    await page.getByRole('checkbox', { name: /يوسف الخطيب/ }).waitFor();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await screenshot(page, 'closed-month-bulk-selection');
    await page.getByRole('button', { name: 'معاينة فاتورة واحدة' }).click();
    const words = await printed('bulk', 2);
    expectAsClosed(words, metered);
    expect(words.filter((word) => word === '13,210')).toHaveLength(2);
  });

  it("prints a box of the closed month (the box print) with the month's figures", async () => {
    await page.goto(url('/ampere-printable-table'));
    await page.getByRole('option', { name: `${closed.label()} (شهر مغلق)` }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'الشهر المطبوع' }).selectOption(closed.toString());
    await page.getByRole('checkbox', { name: /علبة 6/ }).check();
    await page.locator('.ps-invoice').nth(1).waitFor();
    const words = await printed('box', 4);
    for (const invoice of ampere) expectAsClosed(words, invoice);
  });

  it('prints the closed month through the enhanced print in pounds at the rate of its close, the rate changed since', async () => {
    // docs/closed-month-rate.md: a later rate re-states the live month only.
    await post('/api/exchange-rate', { usdToLbp: 100_000 });
    await page.goto(url('/enhanced-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'نوع العملاء' }).selectOption('ampere');
    await page.getByRole('option', { name: `${closed.label()} (شهر مغلق)` }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'الشهر المطبوع' }).selectOption(closed.toString());
    await page.getByRole('checkbox', { name: /سلمى الحاج/ }).waitFor();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await screenshot(page, 'closed-month-enhanced-selection');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'طباعة فاتورتين' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('month')).toBe(closed.toString());
    const words = await printed('enhanced', 4, popup);
    for (const invoice of ampere) expectAsClosed(words, invoice);
    expect(words).toContain('89,500');
    expect(words).not.toContain('100,000');
    await popup.close();
  });
});
