import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot, SCREENSHOTS } from './support/browser';
import { countPdfPages, pdfPageText, renderPdfPage } from './support/pdf';
import { eventually, expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Every seeded metered group, the generic list included: one page, the system named by the path
 * (docs/metered-groups.md). */
const GROUPS = [
  { id: 'mahmoud-kwh', name: 'كيلوواط محمود' },
  { id: 'baydawi-kwh', name: 'كيلوواط البيضاوي' },
  { id: 'kwh', name: 'عدادات الكيلوواط' },
];
const GENERIC_LIST = GROUPS[2];

/** Seven customers in three boxes: three A4 pages of three invoices (the last holds one). */
function sevenCustomers(prefix: string) {
  return Array.from({ length: 7 }, (_, index) => ({
    name: `${prefix} ${index + 1}`,
    box: String(3 + (index % 3)),
    address: 'الحي الشرقي',
    ampere: 5,
    previousKwh: 100,
    currentKwh: 150 + index * 10,
    pricePerKwh: 0.5,
  }));
}

interface PrintedInvoice {
  statement: { invoiceNumber: string; monthLabel: string; lbp: { total: number; vat: number; rate: number } };
}

const lbpText = (pounds: number) => new Intl.NumberFormat('en-US').format(pounds);

/** The bulk print page of each metered group (docs/printing.md), through the browser against the
 * real API: 7 customers chosen → a 3-page A4 PDF, each invoice with both copies, the chosen Arabic
 * month and year, and its total in LBP; and the page on a 390 px phone. The generic list's customers
 * come in through its own screen's Excel import, as an operator brings them (docs/metered-groups.md). */
describeInBrowser('bulk printing the invoices of a metered group', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESK, locale: 'ar-LB', baseURL: app.baseUrl });
    context.setDefaultTimeout(30_000);
    // Headless Chromium has no print dialog: count the print requests instead.
    await context.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    for (const group of GROUPS.filter((each) => each !== GENERIC_LIST)) {
      const response = await page.request.post(`/api/${group.id}-customers/bulk`, {
        data: { records: sevenCustomers(group.id === 'mahmoud-kwh' ? 'زبون محمود' : 'زبون البيضاوي') },
      });
      if (!response.ok()) throw new Error(`bulk entry failed: ${response.status()} ${await response.text()}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(() => expect(pageErrors).toEqual([]));

  const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  const summaryFigure = (label: string) =>
    page
      .getByRole('region', { name: 'ملخص الطباعة' })
      .locator('dl > div')
      .filter({ hasText: label })
      .locator('dd');

  it('imports 7 customers into the generic list from a sheet pasted on its screen', async () => {
    await page.goto(url('/kwh-home'));
    await page.getByRole('link', { name: `إدارة العملاء: ${GENERIC_LIST.name}` }).click();
    await page.getByRole('heading', { level: 1, name: 'عملاء الكيلوواط' }).waitFor();
    expect(page.url()).toBe(url('/kwh'));

    // name, box, address, amperes, previous and current reading: as the groups' import reads them.
    const sheet = sevenCustomers('زبون القائمة')
      .map((row) => [row.name, row.box, row.address, row.ampere, row.previousKwh, row.currentKwh].join('\t'))
      .join('\n');
    await page.getByRole('button', { name: 'استيراد من Excel' }).click();
    const importing = page.getByRole('dialog', { name: 'استيراد من Excel' });
    await importing.getByRole('textbox', { name: 'البيانات الملصقة' }).fill(sheet);
    await importing.getByText('عدد السجلات: 7').waitFor();
    await importing.getByRole('button', { name: 'إنشاء 7 سجلات' }).click();
    await seeToast(page, 'تم إنشاء 7 عملاء');
    const table = page.getByRole('table', { name: 'عملاء الكيلوواط' });
    await expectCount(table.getByRole('row').filter({ hasText: 'زبون القائمة' }), 7);
    await screenshot(page, 'kwh-generic-list-imported');

    // Its footer leads to its own bulk print, as a group's does.
    await page
      .getByRole('navigation', { name: 'روابط' })
      .getByRole('link', { name: 'طباعة الفواتير المجمعة' })
      .click();
    await page
      .getByRole('heading', { level: 1, name: `طباعة الفواتير المجمعة: ${GENERIC_LIST.name}` })
      .waitFor();
    expect(page.url()).toBe(url('/kwh-bulk-print'));
  });

  for (const group of GROUPS) {
    it(`prints 7 chosen customers of ${group.id} on 3 A4 pages for the month and year chosen`, async () => {
      const pdf = join(SCREENSHOTS, `${group.id}-bulk-print.pdf`);
      rmSync(pdf, { force: true });
      await page.goto(url('/kwh-home'));
      await page.getByRole('link', { name: `طباعة الفواتير: ${group.name}` }).click();
      await page.getByRole('heading', { level: 1, name: `طباعة الفواتير المجمعة: ${group.name}` }).waitFor();
      expect(page.url()).toBe(url(`/${group.id}-bulk-print`));
      // Every group has the layout editor link (a new tab) (docs/metered-groups.md), the second group too.
      const editor = page.getByRole('link', { name: /محرر تخطيط الفواتير/ });
      expect(await editor.getAttribute('target')).toBe('_blank');

      const list = page.getByRole('list', { name: 'العملاء' });
      await expectCount(list.getByRole('checkbox'), 7);
      await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
      await expectText(summaryFigure('العملاء المحددون'), '7');
      await expectText(summaryFigure('صفحات A4 المطلوبة'), '3');

      await page.getByRole('combobox', { name: 'شهر الفاتورة' }).selectOption({ label: 'كانون الثاني' });
      await page.getByRole('textbox', { name: 'سنة الفاتورة' }).fill('2030');
      await page.getByText('ستُطبع الفواتير لشهر: كانون الثاني 2030').waitFor();
      await screenshot(page, `${group.id}-bulk-print-selection`);

      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/print-invoices') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'معاينة 7 فواتير' }).click();
      const invoices = (await (await answered).json()) as PrintedInvoice[];
      expect(invoices).toHaveLength(7);
      expect(new Set(invoices.map((invoice) => invoice.statement.monthLabel))).toEqual(
        new Set(['كانون الثاني 2030']),
      );

      const sheet = page.getByRole('region', { name: 'صفحات الفواتير' });
      await page.locator('[data-print-ready="true"]').waitFor();
      await expectCount(sheet.locator('article'), 7);
      for (const article of await sheet.locator('article').all()) {
        const number = (await article.getAttribute('aria-label')) ?? '';
        expect(number).toMatch(/^INV-\d+-2030$/);
        await article.getByRole('region', { name: `نسخة العميل ${number}` }).waitFor();
        await article.getByRole('region', { name: `نسخة المحاسبة ${number}` }).waitFor();
      }
      // docs/screens.md#print-windows-and-sheets: printing starts by itself 0.5 s after the preview is ready, once.
      await page.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls === 1);
      await screenshot(page, `${group.id}-bulk-print-preview`);

      await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
      expect(countPdfPages(pdf)).toBe(3);
      for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
        const text = pdfPageText(pdf, pageNumber);
        if (text === null) break;
        const numbers = await sheet
          .locator('.ps-page')
          .nth(pageNumber - 1)
          .locator('article')
          .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
        expect(numbers).toHaveLength(pageNumber < 3 ? 3 : 1);
        for (const number of numbers) {
          const invoice = invoices.find((printed) => printed.statement.invoiceNumber === number);
          // Both copies carry the invoice number, the chosen year and the total in pounds.
          expect(text.split(number).length - 1).toBe(2);
          expect(text.split(lbpText(invoice!.statement.lbp.total)).length - 1).toBeGreaterThanOrEqual(2);
        }
        // The chosen month and year on both copies of every invoice of the page.
        expect(text.split('كانون الثاني').length - 1).toBe(2 * numbers.length);
        // docs/printing.md: both copies show the previous balance, this month and the total due.
        for (const label of ['الرصيد السابق', 'مجموع هذا الشهر', 'المجموع المستحق']) {
          expect(text.split(label).length - 1).toBe(2 * numbers.length);
        }
        expect(text.split(/كانون الثاني\s*\S?2030/u).length - 1).toBe(2 * numbers.length);
        renderPdfPage(pdf, pageNumber, join(SCREENSHOTS, `${group.id}-bulk-print-page-${pageNumber}`));
      }
      expect(await printCalls()).toBe(1);

      await page.getByRole('button', { name: 'العودة إلى الاختيار' }).click();
      await expectText(summaryFigure('العملاء المحددون'), '7');
    });
  }

  it('re-prices the chosen customers in LBP at the stored rate, and the list shows the new amounts', async () => {
    await page.goto(url('/mahmoud-kwh-bulk-print'));
    const list = page.getByRole('list', { name: 'العملاء' });
    const row = (name: string) => list.locator('label').filter({ hasText: name });
    await expectText(row('زبون محمود 1').locator('.kbp-customer-figures'), /المبلغ \$25$/);
    await row('زبون محمود 1').getByRole('checkbox').check();
    await row('زبون محمود 2').getByRole('checkbox').check();

    // 179,000 LBP at 89,500 LBP per dollar: $2 per kWh, so 50 kWh cost $100 (60 kWh: $120).
    await page.getByRole('textbox', { name: 'سعر الكيلوواط (ل.ل)' }).fill('179000');
    await page.getByRole('button', { name: 'تحديث سعر عميلين' }).click();
    expect(await seeToast(page, 'تم تحديث الأسعار بنجاح')).toContain('تم تحديث سجلين');
    await expectText(row('زبون محمود 1').locator('.kbp-customer-figures'), /المبلغ \$100$/);
    await expectText(row('زبون محمود 2').locator('.kbp-customer-figures'), /المبلغ \$120$/);
    await expectText(row('زبون محمود 3').locator('.kbp-customer-figures'), /المبلغ \$35$/);
    await expectText(summaryFigure('المجموع بالدولار'), '$220');
  });

  it('fits a 390 px phone: the list, the summary and the preview without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    try {
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.goto(url('/baydawi-kwh-bulk-print'));
      const list = page.getByRole('list', { name: 'العملاء' });
      await list.getByRole('checkbox').first().waitFor();
      await page.getByRole('searchbox', { name: 'بحث في العملاء' }).fill('زبون البيضاوي 7');
      // '7' also finds the customer whose number holds a 7 (numbers run across the business: docs/business-rules.md#invoice-numbers-and-the-month-billed).
      await expectCount(list.getByRole('checkbox'), 2);
      await list.locator('label').filter({ hasText: 'زبون البيضاوي 7' }).getByRole('checkbox').check();
      await expectText(summaryFigure('العملاء المحددون'), '1');
      await page.getByRole('button', { name: 'تفاصيل المبالغ' }).click();
      await list.getByText('المتبقي').first().waitFor();
      await screenshot(page, 'baydawi-kwh-bulk-print-phone');
      expect(await sideways()).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'معاينة فاتورة واحدة' }).click();
      await page.locator('[data-print-ready="true"]').waitFor();
      await screenshot(page, 'baydawi-kwh-bulk-print-phone-preview');
      expect(await sideways()).toBeLessThanOrEqual(0);

      // The top margin handle moves the printed invoices down, and is kept for this group.
      const firstInvoice = page.locator('.ps-invoice').first();
      const before = (await firstInvoice.boundingBox())!.y;
      const top = page.getByRole('slider', { name: 'الهامش العلوي' });
      await top.focus();
      for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowDown');
      expect(await top.getAttribute('aria-valuenow')).toBe('8');
      await eventually(
        'first invoice moved down',
        async () => (await firstInvoice.boundingBox())!.y,
        (y) => y > before,
      );
      expect(await page.evaluate(() => localStorage.getItem('kahraba.printMargins.baydawi-kwh'))).toBe(
        '{"top":8,"side":0}',
      );
      await page.getByRole('button', { name: 'إعادة الهوامش' }).click();
      expect(await top.getAttribute('aria-valuenow')).toBe('0');
    } finally {
      await page.setViewportSize(DESK);
    }
  });
});
