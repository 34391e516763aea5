import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, TABLES_PASSCODE, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

/** Ampere customers in boxes of both groups (defaults: Mahmoud 5-7 13-33, Baydawi 1-4 8-12 27 32). */
const CUSTOMERS = [
  { name: 'سامر الحلبي', box: '5', ampere: 3, amperePrice: 15, address: 'الحي الشرقي' }, // mahmoud, $45
  { name: 'ريم خوري', box: '13', ampere: 5, amperePrice: 15, address: 'الساحة' }, // mahmoud, $75
  { name: 'نادر سعد', box: '1', ampere: 2, amperePrice: 20, address: 'الكنيسة' }, // baydawi, $40
  { name: 'هدى يوسف', box: '27', ampere: 4, amperePrice: 15, address: 'المدرسة' }, // both, $60
  { name: 'جورج عيسى', box: '40', ampere: 4, amperePrice: 15, address: 'البعيد' }, // neither
];

describeInBrowser('record tables, table settings and monthly archives', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;
  const sidewaysOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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
    for (const customer of CUSTOMERS) {
      const response = await page.request.post('/api/ampere-records', { data: { ...customer, force: true } });
      if (!response.ok()) throw new Error(`add failed: ${response.status()} ${await response.text()}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function unlock(passcode: string) {
    await page.getByLabel('كلمة المرور', { exact: true }).fill(passcode);
    await page.getByRole('button', { name: 'فتح الجدول' }).click();
  }

  it('keeps the Mahmoud table locked on a wrong passcode, then lists its customers', async () => {
    await page.goto(url('/mahmoud-table'));
    await unlock('0000');
    await page.getByRole('alert').filter({ hasText: 'كلمة المرور غير صحيحة' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/mahmoud-records').then((r) => r.status))).toBe(403);
    await screenshot(page, 'record-table-locked');

    await unlock(TABLES_PASSCODE);
    const table = page.getByRole('table', { name: 'سجلات جدول محمود' });
    await expectCount(table.locator('tbody tr'), 3);
    await expectText(table.locator('tbody tr').nth(0), /سامر الحلبي/);
    await expectText(table.locator('tbody tr').nth(2), /هدى يوسف/);
    await expectText(page.locator('body'), /مشتركو الأمبير في العلب 5-7 13-33/);
    await screenshot(page, 'record-table-mahmoud');
  });

  it('records a paid amount in place with the save button; the balance follows', async () => {
    const row = page.getByRole('table', { name: 'سجلات جدول محمود' }).locator('tbody tr').nth(1);
    await row.getByRole('button', { name: /تعديل المدفوع/ }).click();
    const input = row.getByRole('textbox', { name: 'تعديل المدفوع' });
    await input.fill('30');
    await screenshot(page, 'record-table-editing-paid');
    await row.getByRole('button', { name: 'حفظ المدفوع' }).click();
    await seeToast(page, 'تم تحديث المبلغ المدفوع');
    await expectText(row.locator('td').nth(7), '$45');
    await expectText(row.locator('td').nth(6), '$30');
  });

  it('searches Arabic-aware', async () => {
    await page.getByRole('searchbox', { name: 'بحث في الجدول' }).fill('ريم');
    const table = page.getByRole('table', { name: 'سجلات جدول محمود' });
    await expectCount(table.locator('tbody tr'), 1);
    await page.getByRole('searchbox', { name: 'بحث في الجدول' }).fill('');
    await expectCount(table.locator('tbody tr'), 3);
  });

  it("prints every invoice of the group's boxes in a new window", async () => {
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'طباعة جميع فواتير الجدول' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.getAll('box')).toEqual(['5', '13', '27']);
    await expectText(popup.locator('body'), /سامر الحلبي/);
    await expectText(popup.locator('body'), /هدى يوسف/);
    expect(await popup.locator('body').innerText()).not.toContain('جورج عيسى');
    await screenshot(popup, 'record-table-print');
    await popup.close();
  });

  it('changes the boxes of the tables in the settings, with a live preview; the tables follow', async () => {
    await page.goto(url('/table-config'));
    const mahmoud = page.getByLabel('علب جدول محمود');
    await expectText(page.getByTestId('mahmoudBoxes-preview'), /\+4 أخرى$/);
    await mahmoud.fill('40, 5 5 4-2');
    await expectText(page.getByTestId('mahmoudBoxes-preview'), /^5\s*40$/);
    await screenshot(page, 'table-config-preview');
    await page.getByRole('button', { name: 'حفظ الإعدادات' }).click();
    await seeToast(page, 'تم حفظ الإعدادات');
    expect(await mahmoud.inputValue()).toBe('5 40');

    await page.goto(url('/mahmoud-table'));
    await unlock(TABLES_PASSCODE);
    const table = page.getByRole('table', { name: 'سجلات جدول محمود' });
    await expectCount(table.locator('tbody tr'), 2);
    await expectText(table.locator('tbody tr').nth(1), /جورج عيسى/);
  });

  it('shows the month closed in the monthly archives, grouped with its totals', async () => {
    const closed = await page.request.post('/api/ampere-records/new-month', { data: {} });
    expect(closed.ok()).toBe(true);
    await page.goto(url('/monthly-archives'));
    const month = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await expectCount(month.locator('tbody tr'), 5);
    // $45 + $75 + $40 + $60 + $60 billed, $30 paid.
    await expectText(month.getByLabel(/مجاميع الشهر/), /المفوتر:\s*\$280/);
    await expectText(month.getByLabel(/مجاميع الشهر/), /المدفوع:\s*\$30/);
    await expectText(month.getByLabel(/مجاميع الشهر/), /المتبقي:\s*\$250/);
    await page.getByRole('searchbox', { name: 'بحث في الأرشيف' }).fill('هدي');
    await expectCount(month.locator('tbody tr'), 1);
    await screenshot(page, 'monthly-archives');
  });

  it('works on a 390 px phone: record table and archives as cards, nothing sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/baydawi-table'));
    await unlock(TABLES_PASSCODE);
    await page.getByRole('article', { name: 'نادر سعد' }).waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-record-table');

    await page.goto(url('/monthly-archives'));
    await page.getByRole('article').first().waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-monthly-archives');

    await page.goto(url('/table-config'));
    await page.getByLabel('علب جدول محمود').waitFor();
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-table-config');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('raised no uncaught error in the browser along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
