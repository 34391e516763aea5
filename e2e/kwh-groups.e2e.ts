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

/** The page of a metered group (issue 8 §4), driven through the browser against the real API, on a
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
        await page.getByRole('link', { name: `إدارة عملاء ${group.name}` }).click();
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
