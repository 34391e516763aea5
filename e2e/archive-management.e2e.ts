import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, TABLES_PASSCODE, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

/** docs/operator-guide.md#archive-management: archive a table from the home menu's card, then take the archive back. */
describeInBrowser('archive management', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const sidewaysOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const card = (name: string) => page.getByRole('region', { name });

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
    for (const name of ['زبون أول', 'زبون ثان']) {
      const response = await page.request.post('/api/ampere-records', {
        data: { name, box: '3', ampere: 5, force: true },
      });
      if (!response.ok()) throw new Error(`add failed: ${response.status()} ${await response.text()}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens from the home menu, unlocks with the tables passcode, archives and restores the ampere records', async () => {
    await page.goto(`${app.baseUrl}/folders`);
    await page.getByRole('link', { name: /إدارة الأرشيف/ }).click();
    await page.waitForURL(`${app.baseUrl}/archive-management`);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(TABLES_PASSCODE);
    await page.getByRole('button', { name: 'فتح إدارة الأرشيف' }).click();
    const ampere = card('سجلات الأمبير');
    await ampere.getByText('2', { exact: true }).waitFor();
    await screenshot(page, 'archive-management-desk');

    await ampere.getByRole('button', { name: 'أرشفة البيانات' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('أرشفة سجلين من سجلات الأمبير؟').waitFor();
    await dialog.getByRole('button', { name: 'أرشفة', exact: true }).click();
    await page.getByText('تمت أرشفة سجلين').waitFor();
    await ampere.getByText('0', { exact: true }).waitFor();
    expect(await page.evaluate(() => fetch('/api/ampere-records').then((r) => r.json()))).toEqual([]);

    await ampere.getByRole('button', { name: 'استعادة آخر أرشيف' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'استعادة', exact: true }).click();
    await page.getByText('تمت استعادة سجلين من الأرشيف').waitFor();
    await ampere.getByText('2', { exact: true }).waitFor();
    const names = await page.evaluate(() =>
      fetch('/api/ampere-records')
        .then((r) => r.json())
        .then((rows: { name: string }[]) => rows.map((row) => row.name).sort()),
    );
    expect(names).toEqual(['زبون أول', 'زبون ثان']);
    expect(pageErrors).toEqual([]);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByLabel('كلمة المرور', { exact: true }).fill(TABLES_PASSCODE);
    await page.getByRole('button', { name: 'فتح إدارة الأرشيف' }).click();
    await card('قائمة الكيلوواط العامة').waitFor();
    expect(await sidewaysOverflow()).toBe(0);
    await screenshot(page, 'archive-management-phone');
  });
});
