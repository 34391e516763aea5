import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };
const TODAY = dayOfThisMonth(12);

interface Debtor {
  system: string;
  customerId: string;
  name: string;
  phone: string | null;
  months: number;
  lastReminderDay: string | null;
  cutOff: { at: string; reason: string } | null;
}

/**
 * docs/debtors.md: on a business with four months of history (three closed by `billing demo`), a
 * customer owing since three closed months is in the 3+ group, a reminder run opens their WhatsApp link
 * and marks them reminded, and the owner cuts them off from their row («مقطوع»); the page on a 390 px
 * phone passes axe with 44 px targets.
 */
describeInBrowser('the debtors /debtors', () => {
  let app: RunningApp;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp({ today: TODAY, demo: { customers: 24, months: 4 } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => expect(problems).toEqual([]));

  async function signedIn(context: BrowserContext): Promise<Page> {
    context.setDefaultTimeout(20_000);
    // The links open WhatsApp: answered here, never the real site.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'wa.me' }));
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    return page;
  }

  const debtors = async (page: Page, query: string) => {
    const response = await page.request.get(`${app.baseUrl}/api/debtors${query}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { rows: Debtor[] }).rows;
  };

  it('finds a customer three closed months in debt in the 3+ group, reminds them, marks them reminded and cuts them off', async () => {
    const context = await browser.newContext({ viewport: DESK, locale: 'ar-LB', deviceScaleFactor: 1 });
    try {
      const page = await signedIn(context);
      const owing = (await debtors(page, '?minMonths=3')).find((debtor) => debtor.phone !== null);
      expect(owing).toMatchObject({ months: expect.any(Number), lastReminderDay: null });
      expect(owing!.months).toBeGreaterThanOrEqual(3);

      await page.goto(`${app.baseUrl}/folders`);
      await page.getByRole('link', { name: /المدينون/ }).click();
      await page.waitForURL(/\/debtors/);
      const oldest = page.getByRole('article', { name: '3 أشهر أو أكثر' });
      await oldest.waitFor();
      expect(await oldest.textContent()).not.toContain('عدد الزبائن0');

      await page.getByLabel('مدة الدين').selectOption('3');
      await page.getByRole('button', { name: 'عرض', exact: true }).click();
      await page.waitForURL(/minMonths=3/);
      // The list shown before stays until the filtered one arrives: wait for the rows of 3 months or more.
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('tbody tr[data-months]')];
        return rows.length > 0 && rows.every((tr) => Number(tr.getAttribute('data-months')) >= 3);
      });
      const row = page.getByRole('row').filter({ hasText: owing!.name });
      await row.waitFor();
      await screenshot(page, 'debtors-desk');

      await row.getByRole('checkbox', { name: `اختيار ${owing!.name}` }).check();
      await page.getByRole('button', { name: 'بدء جولة تذكير' }).click();
      const run = page.getByRole('region', { name: 'جولة التذكير' });
      await run.getByRole('heading', { name: new RegExp(owing!.name) }).waitFor();
      const popup = context.waitForEvent('page');
      await run.getByRole('button', { name: 'فتح واتساب' }).click();
      const opened = await popup;
      expect(opened.url()).toMatch(/^https:\/\/wa\.me\/961\d+\?text=/);
      expect(decodeURIComponent(opened.url())).toContain('المبلغ المستحق');
      await opened.close();
      await run.getByText('تم التذكير').waitFor();
      await row.getByText(TODAY).waitFor();

      const after = (await debtors(page, '?minMonths=3')).find(
        (debtor) => debtor.customerId === owing!.customerId,
      );
      expect(after?.lastReminderDay).toBe(TODAY);

      // The cut-off list (docs/debtors.md#the-cut-off-list): the owner cuts them off from the row.
      expect(after?.cutOff).toBeNull();
      await row.getByRole('button', { name: `قطع ${owing!.name}` }).click();
      const dialog = page.getByRole('dialog', { name: `قطع ${owing!.name}` });
      await dialog.getByLabel('سبب القطع').fill('ثلاثة أشهر دون دفع');
      await dialog.getByRole('button', { name: 'قطع المشترك' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('مقطوع', { exact: true }).waitFor();
      await row.getByRole('button', { name: `إعادة الوصل — ${owing!.name}` }).waitFor();
      const cut = (await debtors(page, '?minMonths=3')).find(
        (debtor) => debtor.customerId === owing!.customerId,
      );
      expect(cut?.cutOff?.reason).toBe('ثلاثة أشهر دون دفع');
    } finally {
      await context.close();
    }
  });

  it('lists the debtors as cards on a 390 px phone, filters on top, with no serious axe finding', async () => {
    const context = await newPhoneContext(browser);
    try {
      const page = await signedIn(context);
      await page.goto(`${app.baseUrl}/debtors`);
      await page.getByRole('list', { name: 'القائمة' }).getByRole('listitem').first().waitFor();
      await page.getByRole('form', { name: 'تصفية المدينين' }).waitFor();
      await screenshot(page, 'debtors-phone');
      expect(await axeFindings(page)).toEqual([]);
      expect(await smallTouchTargets(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
