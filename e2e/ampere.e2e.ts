import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, TABLES_PASSCODE, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { SCREENSHOTS, describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { countPdfPages, pdfPageText, renderPdfPage } from './support/pdf';
import { eventually, expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

/** What GET /api/ampere-records answers, as far as these tests read it. */
interface ApiRecord {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  ampere: number;
  amperePrice: number;
  amount: number;
  invoiceDate: string;
}

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const MANUAL = { name: 'محمد علي', box: '7', ampere: '2' };

/** Excel rows: name, box, ampere, price, address. Boxes 1 and 2 hold 4 + 3 = 7 customers. */
const IMPORTED = [
  ['سامر حداد', '1', '3'],
  ['ليلى خوري', '1', '2', '', 'حي البركة'],
  ['أحمد سليمان', '1', '5'],
  ['نادين سلامة', '1', '4'],
  ['يوسف نصر', '2', '3'],
  ['ريم عيسى', '2', '1.5'],
  ['كريم فارس', '2', '6', '20', 'الشارع العام'],
  ['هدى منصور', '3', '2'],
];
/** Line 9 of the paste: an ampere that is not a number. */
const BAD_LINE = ['بلال عون', '3', 'abc'];
/** Line 10: the first line's customer again, spelt otherwise (docs/customer-imports.md: refused). */
const REPEATED_LINE = ['سامر  حداد', '١', '9'];
const PASTE = [...IMPORTED, BAD_LINE, REPEATED_LINE].map((cells) => cells.join('\t')).join('\n');

const PDF = join(SCREENSHOTS, 'ampere-invoices-7.pdf');
const PDF_PAGE_1 = join(SCREENSHOTS, 'ampere-invoices-7-page-1');

/** The app runs on the 10th of this month (its clock injected), so the invoice month cannot roll over
 * to the next month (docs/business-rules.md#invoice-numbers-and-the-month-billed, from the 25th) whatever day the tests run. */
const TODAY = dayOfThisMonth(10);
const [THIS_YEAR, THIS_MONTH] = TODAY.split('-').map(Number);
const MONTH_NAMES = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
];
const THIS_MONTH_LABEL = `${MONTH_NAMES[THIS_MONTH - 1]} ${THIS_YEAR}`;

describeInBrowser('the ampere system, as an operator uses it through a month', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const patches: string[] = [];
  const pageErrors: string[] = [];

  const url = (path: string) => `${app.baseUrl}${path}`;
  const records = () =>
    page.evaluate(() => fetch('/api/ampere-records').then((r) => r.json() as Promise<ApiRecord[]>));
  const recordsTable = () => page.getByRole('table', { name: 'سجلات المشتركين' });
  const rowOf = (text: string) => recordsTable().getByRole('row').filter({ hasText: text });
  const cellsOf = (text: string) => rowOf(text).getByRole('cell');

  beforeAll(async () => {
    rmSync(PDF, { force: true });
    app = await startApp({ today: TODAY });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP, locale: 'ar-LB' });
    context.setDefaultTimeout(15_000);
    // Headless Chromium has no print dialog: record print requests instead of opening one.
    await context.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('1. signs in and opens the empty ampere screen, greeting by email', async () => {
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(url('/ampere'));
    await page.getByRole('heading', { name: 'نظام اشتراكات الأمبير' }).waitFor();
    await page.getByText(`مرحباً ${ADMIN.email}`).waitFor();
    await expectText(recordsTable().locator('.app-empty-row'), 'لا توجد سجلات');
    await page.getByText('0 عميل', { exact: true }).waitFor();
  });

  it('2. adds a customer through the form; the server numbers it and applies the threshold price', async () => {
    const form = page.getByRole('form', { name: 'إضافة عميل' });
    await form.getByLabel('الاسم', { exact: true }).fill(MANUAL.name);
    await form.getByLabel('رقم العلبة', { exact: true }).fill(MANUAL.box);
    await form.getByLabel('الأمبير', { exact: true }).fill(MANUAL.ampere);
    expect(await form.getByLabel('سعر الأمبير', { exact: true }).inputValue()).toBe('');
    await form.getByRole('button', { name: 'إضافة', exact: true }).click();

    await seeToast(page, 'تم إنشاء السجل بنجاح');
    const cells = cellsOf(MANUAL.name);
    await expectText(cells.nth(0), '#1000');
    await expectText(cells.nth(1), MANUAL.name);
    await expectText(cells.nth(2), MANUAL.box);
    await expectText(cells.nth(3), '2');
    await expectText(cells.nth(4), '$25');
    await expectText(cells.nth(5), '$50');
    await expectText(cells.nth(6), /^\$0\s*غير مدفوع$/);
    await page.getByText('عميل واحد', { exact: true }).waitFor();
    // The form is empty again for the next customer.
    expect(await form.getByLabel('الاسم', { exact: true }).inputValue()).toBe('');
  });

  it('3. edits the ampere in place (Enter saves, the automatic price follows the amperes) and cancels a name edit with Escape', async () => {
    await rowOf(MANUAL.name).getByRole('button', { name: 'تعديل الأمبير: 2' }).click();
    const editor = rowOf(MANUAL.name).getByRole('textbox', { name: 'تعديل الأمبير' });
    await editor.fill('5');
    await editor.press('Enter');

    await seeToast(page, 'تم تحديث السجل بنجاح');
    await expectText(cellsOf(MANUAL.name).nth(3), '5');
    await expectText(cellsOf(MANUAL.name).nth(4), '$15');
    await expectText(cellsOf(MANUAL.name).nth(5), '$75');
    expect(patches).toHaveLength(1);

    // While the name is being edited it is an input's value, not text: find the row by its number.
    await rowOf('#1000')
      .getByRole('button', { name: `تعديل الاسم: ${MANUAL.name}` })
      .click();
    const nameEditor = rowOf('#1000').getByRole('textbox', { name: 'تعديل الاسم' });
    await nameEditor.fill('اسم لن يُحفظ');
    await nameEditor.press('Escape');
    await nameEditor.waitFor({ state: 'detached' });
    await expectText(cellsOf(MANUAL.name).nth(1), MANUAL.name);
    expect(patches).toHaveLength(1);
    expect((await records()).map((record) => record.name)).toEqual([MANUAL.name]);
    await screenshot(page, 'ampere-records');
  });

  it('4. imports pasted Excel rows: previews every one, with the refused lines and why, then creates them', async () => {
    await page.getByRole('button', { name: 'استيراد من Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'استيراد من Excel' });
    await dialog.getByLabel('البيانات الملصقة').fill(PASTE);

    await dialog.getByText('صالح للاستيراد: 8 صفوف').waitFor();
    const preview = dialog.getByRole('table', { name: 'معاينة الصفوف' });
    await expectCount(preview.locator('tbody tr'), 8);
    await expectText(
      preview.locator('tbody tr').nth(0),
      /^1\s+جديد\s+سامر حداد\s+1\s+3\s+\$15\s+\$45\s+\$0$/,
    );
    await dialog.getByText('لن يُستورد: سطران').waitFor();
    await expectText(
      dialog.locator('.app-skipped-lines li').nth(0),
      /^السطر 9: قيمة الأمبير غير صالحة\s*«بلال عون \| 3 \| abc»$/,
    );
    await expectText(
      dialog.locator('.app-skipped-lines li').nth(1),
      /^السطر 10: يكرر السطر 1 \(الاسم والعلبة نفسهما\)/,
    );
    // The modal body scrolls: bring the skipped lines into the picture.
    await dialog.locator('.app-skipped-lines li').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'ampere-import-preview');

    await dialog.getByRole('button', { name: 'إنشاء 8 عملاء' }).click();
    await seeToast(page, 'تم إنشاء 8 عملاء');
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('9 عملاء', { exact: true }).waitFor();
    for (const [name] of IMPORTED) await rowOf(name).waitFor();
    await expectText(cellsOf('سامر حداد').nth(0), '#1001');
    await expectText(cellsOf('هدى منصور').nth(0), '#1008');
    await expectText(cellsOf('كريم فارس').nth(5), '$120');
    await expectCount(rowOf('بلال عون'), 0);
    await screenshot(page, 'ampere-records-imported');
  });

  it('4b. fits a phone screen: the records become cards and the page does not scroll sideways', async () => {
    await page.setViewportSize(PHONE);
    try {
      await page
        .getByRole('list', { name: 'سجلات المشتركين' })
        .getByRole('article', { name: MANUAL.name })
        .waitFor();
      await expectCount(recordsTable(), 0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await screenshot(page, 'ampere-phone');
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('4c. on a 1280×800 desk the records table scrolls inside its card, never the page sideways', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      await recordsTable().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('5. prints the 7 invoices of boxes 1 and 2: three a page, so a 3-page A4 PDF', async () => {
    await page.getByRole('link', { name: 'الفواتير القابلة للطباعة' }).click();
    await page.waitForURL(url('/ampere-printable-table'));
    await page.getByText('اختر علبة أو أكثر لعرض الفواتير.').waitFor();
    for (const box of ['علبة 1 (4)', 'علبة 2 (3)', 'علبة 3 (1)', 'علبة 7 (1)'])
      await page.getByRole('checkbox', { name: box }).waitFor();

    await page.getByRole('checkbox', { name: 'علبة 1 (4)' }).check();
    await page.getByRole('checkbox', { name: 'علبة 2 (3)' }).check();
    await page.getByText('العلب المحددة: 2 · السجلات: 7').waitFor();
    const sheet = page.getByRole('region', { name: 'صفحات الفواتير' });
    await expectCount(sheet.locator('article'), 7);
    await expectCount(sheet.locator('.ps-page'), 3);
    await page.getByRole('heading', { name: /معاينة الطباعة\s*3 صفحات/ }).waitFor();
    await page.getByRole('button', { name: 'طباعة 7 فواتير' }).waitFor();
    for (const article of await sheet.locator('article').all()) {
      const number = (await article.getAttribute('aria-label')) ?? '';
      await article.getByRole('region', { name: `نسخة العميل ${number}` }).waitFor();
      await article.getByRole('region', { name: `نسخة المحاسبة ${number}` }).waitFor();
    }
    // The sheet says when every page is in and the fonts are loaded (docs/screens.md#print-windows-and-sheets).
    await sheet.and(page.locator('[data-print-ready="true"]')).waitFor();
    await screenshot(page, 'ampere-printable-table');
    const invoices = await page.evaluate(() =>
      fetch('/api/ampere-records/invoices?box=1&box=2').then(
        (r) =>
          r.json() as Promise<
            { statement: { shortInvoiceNumber: string; lbp: { total: number; vat: number } } }[]
          >,
      ),
    );
    expect(invoices).toHaveLength(7);
    const lbpOf = new Map(
      invoices.map(({ statement }) => [
        statement.shortInvoiceNumber,
        { totalLbp: statement.lbp.total, vatLbp: statement.lbp.vat },
      ]),
    );
    const grouped = (pounds: number) => pounds.toLocaleString('en-US');

    await page.pdf({ path: PDF, format: 'A4', printBackground: true });
    expect(existsSync(PDF)).toBe(true);
    expect(countPdfPages(PDF)).toBe(3);

    // Each PDF page holds the invoices its preview page shows, each twice (customer and accounting copy).
    for (let index = 0; index < 3; index++) {
      const text = pdfPageText(PDF, index + 1);
      if (text === null) break;
      const numbers = await sheet
        .locator('.ps-page')
        .nth(index)
        .locator('article')
        .evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));
      expect(numbers).toHaveLength(index < 2 ? 3 : 1);
      for (const number of numbers) expect(text.split(number).length - 1).toBe(2);
      // Both copies of every invoice carry the LBP total and VAT, the rate and the thank-you line.
      for (const number of numbers) {
        const { totalLbp, vatLbp } = lbpOf.get(number)!;
        expect(text.split(grouped(totalLbp)).length - 1).toBeGreaterThanOrEqual(2);
        expect(text).toContain(grouped(vatLbp));
      }
      expect(text.match(/(?<![\d,])89,500(?![\d,])/g)).toHaveLength(2 * numbers.length);
    }
    renderPdfPage(PDF, 1, PDF_PAGE_1);
    // Choosing boxes never prints by itself: only the autoprint link does.
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(0);
  });

  it('5b. the print boxes dialog opens the same invoices in a new window that prints by itself', async () => {
    await page.goto(url('/ampere'));
    await page.getByRole('button', { name: 'طباعة العلب' }).click();
    const dialog = page.getByRole('dialog', { name: 'طباعة فواتير العلب' });
    await dialog.getByRole('checkbox', { name: /^علبة 1\s*4 عملاء$/ }).check();
    await dialog.getByRole('checkbox', { name: /^علبة 2\s*3 عملاء$/ }).check();
    await dialog.getByText('العلب المحددة: 2 · العملاء: 7').waitFor();

    const opening = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'طباعة 7 فواتير' }).click();
    const popup = await opening;
    try {
      await popup.waitForURL(/\/ampere-printable-table\?box=1&box=2&autoprint=1$/);
      await expectCount(popup.getByRole('region', { name: 'صفحات الفواتير' }).locator('article'), 7);
      await popup.waitForFunction(() => (window as unknown as { printCalls: number }).printCalls === 1);
      await seeToast(page, 'تم إعداد الطباعة');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await popup.close();
    }
  });

  it('6. shows the single invoice of the first customer with the 11% VAT taken out of the amount', async () => {
    const first = (await records()).find((record) => record.customerNumber === 1000);
    expect(first).toMatchObject({ name: MANUAL.name, ampere: 5, amperePrice: 15, amount: 75 });
    await page.goto(url(`/invoice?id=${first!.id}`));

    expect(first!.invoiceDate).toBe(TODAY);
    await page.getByRole('heading', { name: `فاتورة شهر ${THIS_MONTH_LABEL}` }).waitFor();
    await page.getByText(`INV-1000-${THIS_YEAR}`, { exact: true }).waitFor();
    const value = (term: string) =>
      page
        .locator('dt')
        .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
        .locator('xpath=following-sibling::dd');
    await expectText(value('رقم العميل'), '#1000');
    await expectText(value('الاسم'), MANUAL.name);
    await expectText(value('العلبة'), MANUAL.box);
    // docs/printing.md: on the invoice dollars always show their cents.
    await expectText(page.locator('.inv-lines tbody tr'), /^5\s+\$15\.00\s+\$75\.00$/);
    await expectText(value('المبلغ قبل الضريبة'), '$67.57');
    await expectText(value('الضريبة على القيمة المضافة (11%)'), '$7.43');
    await expectText(value('مجموع هذا الشهر'), '$75.00');
    await expectText(value('الرصيد السابق'), '$0.00');
    await expectText(value('المجموع المستحق'), '$75.00');
    // docs/printing.md#figures-on-paper: 75 × 89,500 = 6,712,500 ل.ل; VAT 6,712,500 − round(6,712,500 / 1.11) = 665,203
    await expectText(value('مجموع هذا الشهر بالليرة'), '6,712,500 ل.ل');
    // docs/business-rules.md#the-statement-of-account: beside the total due, the pounds due (nothing carried in: the same here)
    await expectText(value('المجموع المستحق بالليرة'), '6,712,500 ل.ل');
    await expectText(value('الضريبة بالليرة'), '665,203 ل.ل');
    await expectText(value('سعر الصرف'), '89,500 ل.ل');
    await page.getByText('شكراً لتعاملكم معنا').waitFor();
    await expectText(page.getByRole('region', { name: 'يرجى الدفع' }), /المبلغ المتبقي: \$75\.00$/);
    await screenshot(page, 'ampere-invoice');
  });

  it('7. deletes a customer to the archive and restores it under a new customer number', async () => {
    await page.goto(url('/ampere'));
    await rowOf(MANUAL.name)
      .getByRole('button', { name: `حذف ${MANUAL.name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'حذف السجل؟' });
    await expectText(
      confirm.locator('.modal-body'),
      `سيُنقل العميل ${MANUAL.name} (#1000) إلى الأرشيف، ويمكن استعادته لاحقاً برقم عميل جديد.`,
    );
    await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
    await seeToast(page, 'تم حذف السجل بنجاح');
    await expectCount(rowOf(MANUAL.name), 0);
    await page.getByText('8 عملاء', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'الأرشيف' }).click();
    await page.waitForURL(url('/archived'));
    const archive = page.getByRole('table', { name: 'السجلات المؤرشفة' });
    const archived = archive.getByRole('row').filter({ hasText: MANUAL.name }).getByRole('cell');
    await expectText(archived.nth(0), '#1000');
    await expectText(archived.nth(3), '5');
    await expectText(archived.nth(4), '$75');
    await expectText(archived.nth(7), /^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    await page.getByText('سجل مؤرشف واحد').waitFor();
    await screenshot(page, 'ampere-archived');

    await archive.getByRole('button', { name: `استعادة ${MANUAL.name}` }).click();
    const told = await seeToast(page, 'تمت الاستعادة بنجاح');
    const restored = (await records()).find((record) => record.name === MANUAL.name);
    expect(restored).toBeDefined();
    // A new number after every number in use (the imported customers hold #1001–#1008).
    expect(restored!.customerNumber).toBeGreaterThan(1008);
    expect(told).toContain(
      `تمت إعادة العميل ${MANUAL.name} إلى قاعدة البيانات الرئيسية برقم عميل جديد #${restored!.customerNumber}`,
    );
    await expectText(archive.locator('.app-empty-row'), 'لا توجد سجلات مؤرشفة');

    await page.getByRole('link', { name: 'العودة إلى نظام الأمبير' }).click();
    await page.waitForURL(url('/ampere'));
    await expectText(cellsOf(MANUAL.name).nth(0), `#${restored!.customerNumber}`);
    await expectText(cellsOf(MANUAL.name).nth(5), '$75');
    await page.getByText('9 عملاء', { exact: true }).waitFor();
  });

  it('8. undoes the import: the imported customers go, the one added by hand stays', async () => {
    const before = (await records()).find((record) => record.name === MANUAL.name)!;
    await page.getByRole('button', { name: 'تراجع عن آخر عملية' }).click();
    const confirm = page.getByRole('dialog', { name: 'التراجع عن آخر عملية؟' });
    // The dialog names what it takes back: the import, who made it, and how many customers it removes.
    await confirm.getByText(/سيتم التراجع عن استيراد قام به .*@.* في .*: حذف/).waitFor();
    await confirm.getByRole('button', { name: 'تراجع', exact: true }).click();
    await seeToast(page, 'تم التراجع بنجاح');

    await page.getByText('عميل واحد', { exact: true }).waitFor();
    await expectCount(recordsTable().locator('tbody tr').filter({ hasText: '#' }), 1);
    for (const [name] of IMPORTED) await expectCount(rowOf(name), 0);
    await expectText(cellsOf(MANUAL.name).nth(0), `#${before.customerNumber}`);
    const after = await records();
    expect(after.map(({ name, customerNumber, amount }) => ({ name, customerNumber, amount }))).toEqual([
      { name: MANUAL.name, customerNumber: before.customerNumber, amount: 75 },
    ]);
    await screenshot(page, 'ampere-after-undo');
  });

  it('9. keeps the main table locked on a wrong passcode and opens it on the right one', async () => {
    await page.getByRole('link', { name: 'الجدول الرئيسي' }).click();
    await page.waitForURL(url('/table-view'));
    await page.getByRole('heading', { name: 'الجدول الرئيسي محمي' }).waitFor();

    await page.getByLabel('كلمة المرور', { exact: true }).fill('1357');
    await page.getByRole('button', { name: 'فتح الجدول' }).click();
    await expectText(page.locator('.alert-danger'), 'كلمة المرور غير صحيحة');
    await expectCount(page.getByRole('table'), 0);
    await expectCount(page.getByRole('region', { name: 'جدول محمود' }), 0);
    expect(await page.evaluate(() => fetch('/api/table-view').then((r) => r.status))).toBe(403);
    await screenshot(page, 'table-view-locked');

    await page.getByLabel('كلمة المرور', { exact: true }).fill(TABLES_PASSCODE);
    await page.getByRole('button', { name: 'فتح الجدول' }).click();
    const mahmoud = page.getByRole('region', { name: 'جدول محمود' });
    const baydawi = page.getByRole('region', { name: 'جدول البيضاوي' });
    await mahmoud.waitFor();
    await baydawi.waitFor();
    // Box 7 is one of Mahmoud's boxes (5-7, 13-33): the one customer, 5 amperes, $75.
    const figures = async (panel: typeof mahmoud) =>
      (await panel.locator('dd').allInnerTexts()).map((text) => text.trim());
    expect(
      await eventually(
        'Mahmoud figures',
        () => figures(mahmoud),
        (f) => f.length === 3,
      ),
    ).toEqual(['1', '5', '$75']);
    expect(await figures(baydawi)).toEqual(['0', '0', '$0']);
    const table = page.getByRole('table', { name: 'جدول المشتركين' });
    await table.getByRole('row').filter({ hasText: MANUAL.name }).waitFor();
    await screenshot(page, 'table-view-unlocked');
  });

  it('raised no uncaught error in the browser along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
