import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, DANGER_PASSCODE, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

/** docs/business-rules.md#the-column-data-manager: clear one column of every live record behind the danger passcode, then undo it. */
describeInBrowser('column-data manager', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const addresses = async () =>
    (
      (await page.evaluate(() => fetch('/api/ampere-records').then((r) => r.json()))) as {
        name: string;
        address: string | null;
      }[]
    )
      .map((record) => `${record.name}:${record.address ?? ''}`)
      .sort();

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ar-LB',
      baseURL: app.baseUrl,
    });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    for (const [name, address] of [
      ['زبون أول', 'الحي الغربي'],
      ['زبون ثان', 'الساحة'],
    ]) {
      const response = await page.request.post('/api/ampere-records', {
        data: { name, box: '3', ampere: 5, address, force: true },
      });
      if (!response.ok()) throw new Error(`add failed: ${response.status()} ${await response.text()}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('on a phone: refuses a wrong passcode, shows the delete button only after table, column, phrase and checkbox, clears the column, and the undo brings every address back', async () => {
    const before = await addresses();
    expect(before).toEqual(['زبون أول:الحي الغربي', 'زبون ثان:الساحة']);
    await page.goto(`${app.baseUrl}/column-data-manager`);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('wrong-pass');
    await page.getByRole('button', { name: 'فتح الأداة' }).click();
    await page.getByText('كلمة المرور غير صحيحة').first().waitFor();
    await page.getByLabel('كلمة المرور', { exact: true }).fill(DANGER_PASSCODE);
    await page.getByRole('button', { name: 'فتح الأداة' }).click();

    await page.getByText('يرجى اختيار الجدول والعمود').waitFor();
    await page.getByLabel('الجدول', { exact: true }).selectOption('ampere-records');
    await page.getByLabel('العمود', { exact: true }).selectOption('address');
    await page.getByLabel(/اكتب العبارة/).fill('خطأ');
    await page.getByText('نص التأكيد غير صحيح').waitFor();
    await page.getByRole('checkbox').check();
    expect(await page.getByRole('button', { name: 'مسح بيانات العمود' }).count()).toBe(0);
    await page.getByLabel(/اكتب العبارة/).fill('أؤكد مسح البيانات');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'column-data-manager-phone');
    await page.getByRole('button', { name: 'مسح بيانات العمود' }).click();
    const confirm = page.getByRole('dialog');
    if (await confirm.count()) await confirm.getByRole('button', { name: /مسح/ }).last().click();
    await page.getByText('تم مسح البيانات').first().waitFor();
    expect(await addresses()).toEqual(['زبون أول:', 'زبون ثان:']);

    const undo = await page.request.delete('/api/ampere-records/undo-last-batch');
    expect(undo.ok()).toBe(true);
    expect(await addresses()).toEqual(before);
    expect(pageErrors).toEqual([]);
  });
});
