import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { eventually, expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The two seeded metered groups: the same page, the system named by the path. */
const GROUPS = [
  { id: 'mahmoud-kwh', name: 'كيلوواط محمود' },
  { id: 'baydawi-kwh', name: 'كيلوواط البيضاوي' },
];

/** The page of a metered group (docs/metered-groups.md), driven through the browser against the real API, on a
 * desk and on a 390 px phone, for both groups. */
describeInBrowser('the page of a metered group, for both groups', () => {
  let app: RunningApp;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => expect(pageErrors).toEqual([]));

  async function open(viewport: typeof DESK): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, locale: 'ar-LB', deviceScaleFactor: 1 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    return { context, page };
  }

  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const summaryFigure = (page: Page, label: string): Locator =>
    page
      .getByRole('region', { name: 'ملخص' })
      .locator('.card-body')
      .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
      .locator('p');

  for (const group of GROUPS) {
    it(`adds, edits a reading, marks paid, closes the month and deletes on a desk (${group.id})`, async () => {
      const { context, page } = await open(DESK);
      try {
        const customer = `زبون ${group.id === 'mahmoud-kwh' ? 'أول' : 'ثان'}`;
        // Reached from the chooser, the group's own card.
        await page.goto(`${app.baseUrl}/kwh-home`);
        await page.getByRole('link', { name: `إدارة العملاء: ${group.name}` }).click();
        await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
        expect(page.url()).toBe(`${app.baseUrl}/${group.id}`);
        await page.getByText('لا يوجد عملاء').waitFor();

        await page.getByRole('button', { name: 'إضافة عميل' }).click();
        const add = page.getByRole('dialog', { name: 'إضافة عميل' });
        await add.getByRole('textbox', { name: 'الاسم' }).fill(customer);
        await add.getByRole('textbox', { name: 'العلبة' }).fill('7');
        await add.getByRole('textbox', { name: 'القراءة السابقة' }).fill('100');
        await add.getByRole('textbox', { name: 'القراءة الحالية' }).fill('٢٥٠');
        await add.getByRole('textbox', { name: 'سعر الكيلوواط ($)' }).fill('0.5');
        await add.getByRole('button', { name: 'إضافة' }).click();
        await seeToast(page, 'تم إنشاء العميل بنجاح');

        const table = page.getByRole('table', { name: 'عملاء المجموعة' });
        const row = table.getByRole('row').filter({ hasText: customer });
        // 150 kWh × $0.5 = $75, computed by the server.
        await expectText(row.getByRole('cell').nth(1), '150 100 → 250');
        await expectText(row.getByRole('cell').nth(4), '$75');
        await expectText(row.getByRole('cell').nth(5), '$0 غير مدفوع');
        await expectText(summaryFigure(page, 'إجمالي العملاء'), '1');
        await expectText(summaryFigure(page, 'إجمالي المستحق'), '$75');

        // A reading below the previous one is refused by the server, with its Arabic reason.
        await page.getByRole('button', { name: `تعديل ${customer}` }).click();
        const edit = page.getByRole('dialog', { name: 'تعديل العميل' });
        await edit.getByRole('textbox', { name: 'القراءة الحالية' }).fill('50');
        await edit.getByRole('button', { name: 'حفظ' }).click();
        const refusal = await seeToast(page, 'فشل في تحديث العميل');
        expect(refusal).toMatch(/القراءة/);
        await edit.getByRole('textbox', { name: 'القراءة الحالية' }).fill('300');
        await edit.getByRole('button', { name: 'حفظ' }).click();
        await seeToast(page, 'تم تحديث العميل بنجاح');
        await expectText(row.getByRole('cell').nth(1), '200 100 → 300');
        await expectText(row.getByRole('cell').nth(4), '$100');

        await page.getByRole('button', { name: `تسجيل ${customer} مدفوعاً` }).click();
        await seeToast(page, 'تم تسجيل الدفع');
        await expectText(row.getByRole('cell').nth(5), '$100 مدفوع');
        await expectCount(page.getByRole('button', { name: `تسجيل ${customer} مدفوعاً` }), 0);
        await expectText(summaryFigure(page, 'مدفوع'), '1');
        await expectText(summaryFigure(page, 'إجمالي المستحق'), '$0');
        await screenshot(page, `kwh-group-desk-${group.id}`);

        // New month, confirmed: the current reading becomes the previous one.
        await page.getByRole('button', { name: /^إغلاق .+ وبدء .+$/ }).click();
        const close = page.getByRole('dialog', { name: 'بدء شهر جديد؟' });
        await close.getByRole('button', { name: 'بدء الشهر الجديد' }).click();
        await seeToast(page, 'تم بدء شهر جديد');
        await expectText(row.getByRole('cell').nth(1), '0 300 → 0');

        // The close ends the undo history.
        await page.getByRole('button', { name: 'تراجع عن آخر عملية' }).click();
        await seeToast(page, 'خطأ في التراجع');

        await page.getByRole('button', { name: `حذف ${customer}` }).click();
        await seeToast(page, 'تم حذف العميل بنجاح');
        await page.getByText('لا يوجد عملاء').waitFor();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    });

    it(`bulk entry, Excel import, column paste, price update with undo, sort and the invoice on a desk (${group.id})`, async () => {
      const { context, page } = await open(DESK);
      try {
        const tag = group.id === 'mahmoud-kwh' ? 'م' : 'ب';
        const tsv = (prefix: string, count: number) =>
          Array.from(
            { length: count },
            (_, i) => `${prefix} ${tag}${i + 1}\t${20 + i}\tالحي\t5\t100\t300`,
          ).join('\n');

        // Bulk entry: paste, the preview (every row), create.
        await page.goto(`${app.baseUrl}/kwh-home`);
        await page.getByRole('link', { name: `الإدخال المجمع لـ ${group.name}` }).click();
        await page.getByRole('heading', { level: 1, name: `الإدخال المجمع: ${group.name}` }).waitFor();
        await page.getByRole('textbox', { name: 'البيانات الملصقة' }).fill(tsv('مجمع', 7));
        await page.getByText('عدد السجلات: 7').waitFor();
        await expectCount(page.getByRole('table', { name: 'معاينة السجلات' }).getByRole('row'), 8);
        await page.getByRole('button', { name: 'إنشاء 7 سجلات' }).click();
        await seeToast(page, 'تم إنشاء 7 عملاء');

        // Nothing valid: refused before any call.
        await page.getByRole('textbox', { name: 'البيانات الملصقة' }).fill('سطر\tناقص');
        await page.getByText('عدد السجلات: 0').waitFor();
        await page.getByRole('button', { name: 'إنشاء 0 سجل' }).click();
        await seeToast(page, 'لا توجد بيانات صالحة للإنشاء');

        await page.getByRole('link', { name: `العودة إلى ${group.name}` }).click();
        const table = page.getByRole('table', { name: 'عملاء المجموعة' });
        const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
        await expectText(rowOf(`مجمع ${tag}1`).getByRole('cell').nth(4), '$200');

        // The Excel import dialog: create disabled at zero, then 6 rows.
        await page.getByRole('button', { name: 'استيراد من Excel' }).click();
        const importing = page.getByRole('dialog', { name: 'استيراد من Excel' });
        await importing.getByRole('textbox', { name: 'البيانات الملصقة' }).fill('x');
        await importing.getByText('عدد السجلات: 0').waitFor();
        expect(await importing.getByRole('button', { name: 'إنشاء 0 سجل' }).isDisabled()).toBe(true);
        await importing.getByRole('textbox', { name: 'البيانات الملصقة' }).fill(tsv('مستورد', 6));
        await importing.getByText('عدد السجلات: 6').waitFor();
        await importing.getByRole('button', { name: 'إنشاء 6 سجلات' }).click();
        await seeToast(page, 'تم إنشاء 6 عملاء');
        await rowOf(`مستورد ${tag}6`).waitFor();

        // A single column, previewed, then written.
        await page.getByRole('button', { name: 'لصق عمود' }).click();
        const paste = page.getByRole('dialog', { name: 'لصق عمود' });
        await paste.getByRole('combobox', { name: 'العمود' }).selectOption('insurance');
        await paste.getByRole('textbox', { name: 'القيم' }).fill('5\n\n6\n');
        await paste.getByRole('button', { name: 'معاينة' }).click();
        await paste.getByText('سيتم تحديث سجلين').waitFor();
        await paste.getByRole('button', { name: 'لصق البيانات' }).click();
        await seeToast(page, 'تم تحديث سجلين');

        // One price for everyone, then undone (the undo names the price change).
        await page.getByRole('button', { name: 'تحديث سعر الكيلوواط' }).click();
        const prices = page.getByRole('dialog', { name: 'تحديث سعر الكيلوواط لجميع العملاء' });
        await prices.getByRole('textbox', { name: 'السعر الجديد للكيلوواط ($)' }).fill('0.25');
        await prices.getByRole('button', { name: 'تحديث الأسعار' }).click();
        await seeToast(page, 'تم تحديث الأسعار بنجاح');
        await expectText(rowOf(`مجمع ${tag}1`).getByRole('cell').nth(4), '$50');
        await page.getByRole('button', { name: 'تراجع عن آخر عملية' }).click();
        const undo = page.getByRole('dialog', { name: 'التراجع عن آخر عملية؟' });
        await undo.getByRole('button', { name: 'تراجع' }).click();
        await seeToast(page, 'تم التراجع بنجاح');
        await expectText(rowOf(`مجمع ${tag}1`).getByRole('cell').nth(4), '$200');

        await page.getByRole('button', { name: 'ترتيب دائم حسب العلبة والاسم' }).click();
        await page
          .getByRole('dialog', { name: 'ترتيب العملاء بشكل دائم؟' })
          .getByRole('button', { name: 'ترتيب' })
          .click();
        await seeToast(page, 'تم ترتيب الأسماء بشكل دائم');

        // The single invoice opens in a new tab, computed by the server.
        const [invoicePage] = await Promise.all([
          context.waitForEvent('page'),
          page.getByRole('link', { name: `طباعة فاتورة مجمع ${tag}1` }).click(),
        ]);
        const sheet = invoicePage.getByRole('region', { name: `فاتورة مجمع ${tag}1` });
        // docs/printing.md: on paper dollars always show their cents.
        await expectText(sheet.locator('.ps-line-item').first(), '200 ك.و.س × $1.00 = $200.00');
        await screenshot(invoicePage, `kwh-invoice-${group.id}`);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `kwh-group-desk-bulk-${group.id}`);
      } finally {
        await context.close();
      }
    });

    it(`shows the customers as cards with thumb-sized actions on a phone (${group.id})`, async () => {
      const { context, page } = await open(PHONE);
      try {
        const customer = `زبون الهاتف ${group.id === 'mahmoud-kwh' ? 'أ' : 'ب'}`;
        await page.goto(`${app.baseUrl}/${group.id}`);
        await page.getByRole('heading', { level: 1, name: group.name }).waitFor();

        await page.getByRole('button', { name: 'إضافة عميل' }).click();
        const add = page.getByRole('dialog', { name: 'إضافة عميل' });
        await add.getByRole('textbox', { name: 'الاسم' }).fill(customer);
        await add.getByRole('textbox', { name: 'القراءة الحالية' }).fill('40');
        await add.getByRole('button', { name: 'إضافة' }).click();
        await seeToast(page, 'تم إنشاء العميل بنجاح');

        // The group holds the desk tests' customers too: find the new one as an operator would.
        await page.getByRole('searchbox', { name: 'بحث في العملاء' }).fill(customer);
        await page.getByText('نتيجة واحدة').waitFor();
        const card = page.getByRole('article', { name: customer });
        await eventually(
          'the card shows the amount',
          () => card.innerText(),
          (text) => text.includes('$40'),
        );
        await expectCount(page.getByRole('table'), 0);
        await card.getByRole('button', { name: `تسجيل ${customer} مدفوعاً` }).click();
        await seeToast(page, 'تم تسجيل الدفع');
        await expectCount(card.getByRole('button', { name: `تسجيل ${customer} مدفوعاً` }), 0);

        await page.getByRole('button', { name: 'الأدوات' }).click();
        const menu = page.getByRole('dialog', { name: 'الأدوات' });
        for (const tool of ['استيراد من Excel', 'لصق عمود', 'تحديث سعر الكيلوواط', 'تراجع عن آخر عملية'])
          await menu.getByRole('button', { name: tool }).waitFor();
        await screenshot(page, `kwh-group-phone-menu-${group.id}`);
        await menu.getByRole('button', { name: 'إغلاق', exact: true }).click();
        await menu.waitFor({ state: 'detached' });

        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `kwh-group-phone-${group.id}`);
      } finally {
        await context.close();
      }
    });
  }
});
