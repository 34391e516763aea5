import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot, SCREENSHOTS } from './support/browser';
import { countPdfPages, pdfPageText, renderPdfPage } from './support/pdf';
import { expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

/** The PDF's first page size in points, from pdfinfo ('Page size: 841.89 x 595.28 pts (A4)'). */
function pdfPageSize(file: string): { width: number; height: number } {
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info.stdout);
  if (info.status !== 0 || !size) throw new Error(`pdfinfo failed: ${info.stderr}`);
  return { width: Number(size[1]), height: Number(size[2]) };
}

/** Three customers in two boxes of a metered group, through the bulk entry call. */
async function addMeteredCustomers(page: Page, system: string): Promise<void> {
  const response = await page.request.post(`/api/${system}-customers/bulk`, {
    data: {
      records: [
        {
          name: 'سامر الحلبي',
          box: '7',
          address: 'الحي الشرقي',
          ampere: 5,
          previousKwh: 100,
          currentKwh: 150,
          pricePerKwh: 0.5,
        },
        {
          name: 'ريم خوري',
          box: '7',
          address: 'الحي الشرقي',
          ampere: 10,
          previousKwh: 200,
          currentKwh: 260,
          pricePerKwh: 0.5,
        },
        {
          name: 'نادر سعد',
          box: '13',
          address: 'الساحة',
          ampere: 5,
          previousKwh: 0,
          currentKwh: 40,
          pricePerKwh: 0.5,
        },
      ],
    },
  });
  if (!response.ok()) throw new Error(`bulk entry failed: ${response.status()} ${await response.text()}`);
}

/** Where a word is printed on page 1 of a PDF: its top-left corner in points (`pdftotext -bbox`). */
function wordPositions(file: string, word: string): { x: number; y: number }[] {
  const run = spawnSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', file, '-'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  const pattern = /<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g;
  return [...run.stdout.matchAll(pattern)]
    .filter((match) => match[3] === word)
    .map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
}

const MM = 72 / 25.4;

describeInBrowser('print and pricing screens', () => {
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
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    await addMeteredCustomers(page, 'mahmoud-kwh');
    for (const name of ['سامي حداد', 'ليلى خوري', 'رامي نصر']) {
      const created = await page.request.post('/api/ampere-records', { data: { name, box: '1', ampere: 5 } });
      if (created.status() !== 201)
        throw new Error(`ampere record: ${created.status()} ${await created.text()}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  it('prints the kWh table of a box on a landscape A4 page, with the month, count and rate in the footer', async () => {
    await page.goto(url('/kwh-home'));
    await page.getByRole('link', { name: 'جدول الكيلوواط للطباعة' }).click();
    await page.getByRole('heading', { level: 1, name: 'جدول الكيلوواط للطباعة' }).waitFor();
    await page.getByRole('combobox', { name: 'العلبة' }).selectOption({ label: 'علبة 7' });
    const table = page.getByRole('table', { name: /^كيلوواط محمود — علبة 7 — شهر / });
    await expectText(table.getByRole('group'), /عدد السجلات: سجلان/);
    await screenshot(page, 'kwh-printable-table-desk');

    const pdf = join(SCREENSHOTS, 'kwh-printable-table.pdf');
    await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
    const size = pdfPageSize(pdf);
    expect(size.width).toBeGreaterThan(size.height);
    expect(Math.round(size.width)).toBe(842); // A4 long side, 297 mm
    expect(countPdfPages(pdf)).toBe(1);
    const text = pdfPageText(pdf, 1) ?? '';
    // pdftotext reads some Arabic ligatures back as other letters: the customers by number and a plain name.
    expect(text).toContain('#1000');
    expect(text).toContain('#1001');
    expect(text).toContain('ريم خوري');
    expect(text).not.toContain('#1002');
    expect(text).toContain('89,500');
    expect(text).not.toContain('طباعة الجدول');
    renderPdfPage(pdf, 1, join(SCREENSHOTS, 'kwh-printable-table-page-1'));
  });

  /** Prints the box 1 ampere invoices (3, one page) and says where the first invoice's number is. */
  async function printFirstInvoice(name: string): Promise<{ x: number; y: number }> {
    await page.goto(url('/ampere-printable-table?box=1'));
    const sheet = page.locator('[data-print-ready="true"]');
    await sheet.waitFor();
    const first = (await sheet.locator('article').first().getAttribute('aria-label')) ?? '';
    const pdf = join(SCREENSHOTS, `${name}.pdf`);
    await page.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
    renderPdfPage(pdf, 1, join(SCREENSHOTS, `${name}-page-1`));
    const found = wordPositions(pdf, first);
    expect(found.length).toBeGreaterThanOrEqual(1);
    return { x: Math.min(...found.map((at) => at.x)), y: Math.min(...found.map((at) => at.y)) };
  }

  it("moves the invoices of a printed sheet where the layout editor's saved layout puts them", async () => {
    const before = await printFirstInvoice('layout-before');

    await page.goto(url('/invoice-layout-editor'));
    await page.getByRole('heading', { level: 1, name: 'محرر تخطيط الفواتير' }).waitFor();
    const first = page.getByRole('button', { name: /^الفاتورة 1 أفقياً/ });
    // Drag the first box 40 mm down and 10 mm right with the mouse, on the scaled page.
    const pageWidth = (await page.getByRole('group', { name: /^معاينة صفحة A4/ }).boundingBox())?.width ?? 0;
    const scale = pageWidth / 210;
    const start = await first.boundingBox();
    if (!start) throw new Error('no box on the page');
    const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x0 + 5 * scale, y0 + 20 * scale, { steps: 4 });
    await page.mouse.move(x0 + 10 * scale, y0 + 40 * scale, { steps: 4 });
    await page.mouse.up();
    await expectText(
      page.getByRole('table', { name: 'المواضع بالمليمتر' }).getByRole('row').nth(1),
      /^الفاتورة 1 2[45](\.\d)? مم 4[45](\.\d)? مم/,
    );
    // Exactly: the keyboard sets the box to x 25, y 45 mm whatever the mouse's rounding.
    const shown = await first.textContent();
    const [, xText, yText] = /أفقياً ([\d.]+) مم، عمودياً ([\d.]+) مم/.exec(shown ?? '') ?? [];
    await first.focus();
    for (let i = 0; i < Math.abs(25 - Number(xText)); i++)
      await page.keyboard.press(Number(xText) < 25 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(45 - Number(yText)); i++)
      await page.keyboard.press(Number(yText) < 45 ? 'ArrowDown' : 'ArrowUp');
    await expectText(
      page.getByRole('table', { name: 'المواضع بالمليمتر' }).getByRole('row').nth(1),
      /^الفاتورة 1 25 مم 45 مم/,
    );
    await page.getByRole('button', { name: 'حفظ التخطيط' }).click();
    expect(await seeToast(page, 'تم حفظ التخطيط')).toContain('ستستخدم صفحات طباعة الفواتير');
    await screenshot(page, 'invoice-layout-editor-desk');

    const after = await printFirstInvoice('layout-after');
    // From the print sheet's default box (x 0, y 13.5 mm, 210 mm wide) to the saved one (x 25, y 45 mm,
    // 180 mm wide): the box's top moves 31.5 mm down and its left edge 25 mm right. The invoice is drawn
    // a little smaller in the narrower box, so its number sits slightly nearer the box's corner.
    const down = (after.y - before.y) / MM;
    const right = (after.x - before.x) / MM;
    expect(down).toBeGreaterThan(29.5);
    expect(down).toBeLessThan(32);
    expect(right).toBeGreaterThan(22);
    expect(right).toBeLessThan(26);
  });

  it('shows the layout editor on a 390 px phone without sideways scrolling, a quick layout chosen by a tap', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ar-LB',
      isMobile: true,
      hasTouch: true,
      baseURL: app.baseUrl,
    });
    const phonePage = await phone.newPage();
    try {
      await signIn(phonePage, app.baseUrl, ADMIN.email, ADMIN.password);
      await phonePage.goto(url('/invoice-layout-editor'));
      await phonePage.getByRole('button', { name: /^الفاتورة 3 أفقياً/ }).waitFor();
      expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
        0,
      );
      await phonePage.getByRole('button', { name: 'ملء الصفحة' }).click();
      await expectText(
        phonePage.getByRole('table', { name: 'المواضع بالمليمتر' }).getByRole('row').nth(3),
        /^الفاتورة 3 0 مم 198 مم/,
      );
      await screenshot(phonePage, 'invoice-layout-editor-phone');
    } finally {
      await phone.close();
    }
  });

  it("changes the group's totals when an administrator prices 5 amperes in pounds and then saves a new rate", async () => {
    const summary = page.getByRole('region', { name: 'ملخص' });
    await page.goto(url('/mahmoud-kwh'));
    // 50 + 60 + 40 kWh at $0.5, no subscription price yet: $75 outstanding.
    await expectText(summary, /إجمالي المستحق \$75\b/);

    await page.goto(url('/kwh-home'));
    await page.getByRole('link', { name: 'أسعار رسوم الاشتراك حسب الأمبير' }).click();
    const fees = page.getByRole('form', { name: 'رسوم الاشتراك حسب الأمبير' });
    await expectText(fees.getByRole('row').nth(1), /^5 أمبير عميلان/);
    await fees.getByRole('textbox', { name: 'رسم اشتراك 5 أمبير' }).fill('٨٩٥٬٠٠٠');
    await fees.getByRole('button', { name: 'حفظ الأسعار' }).click();
    expect(await seeToast(page, 'تم التحديث')).toContain(
      'تم تحديث أسعار رسوم الاشتراك بنجاح. أُعيد حساب فواتير عميلين',
    );
    await screenshot(page, 'subscription-pricing-desk');

    await page.goto(url('/mahmoud-kwh'));
    // 895,000 LBP at 89,500 = $10 for each of the two 5 A customers.
    await expectText(summary, /إجمالي المستحق \$95\b/);

    await page.goto(url('/subscription-pricing'));
    const rate = page.getByRole('form', { name: 'سعر الصرف' });
    await rate.getByRole('textbox', { name: 'سعر صرف الدولار (ليرة لبنانية)' }).fill('179000');
    await rate.getByRole('button', { name: 'حفظ سعر الصرف' }).click();
    expect(await seeToast(page, 'تم تحديث سعر الصرف')).toContain('أُعيد حساب فواتير');

    await page.goto(url('/mahmoud-kwh'));
    // The same 895,000 LBP at 179,000 = $5 each.
    await expectText(summary, /إجمالي المستحق \$85\b/);
  });

  it('re-computes the LBP amounts from /admin-migrate after a confirmation and shows the counts', async () => {
    await page.goto(url('/admin-migrate'));
    await page.getByRole('button', { name: 'إعادة حساب المبالغ بالليرة' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'إعادة الحساب' }).click();
    expect(await seeToast(page, 'اكتمل التحويل')).toContain('أُعيد حساب');
    await expectText(
      page.getByRole('table', { name: 'نتيجة آخر تحويل' }).getByRole('row', { name: /كيلوواط محمود/ }),
      /3$/,
    );
    await screenshot(page, 'admin-migrate-desk');
  });
});
