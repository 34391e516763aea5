import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, newPhoneContext, PHONE, screenshot } from './support/browser';
import { seeToast } from './support/see';
import { signIn } from './support/sign-in';

/**
 * docs/cut-off.md in the browser: a customer cut off from the table is «مقطوع» on the table and on the
 * portal card; reconnected with a fee, the fee is a line of their invoice; the dialog on a phone.
 */
describeInBrowser('cut-off and reconnection', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const NAME = 'حسين مارون';
  let customerNumber = 0;

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
    const response = await page.request.post('/api/ampere-records', {
      data: { name: NAME, box: '4', ampere: 5, amperePrice: 15, force: true },
    });
    if (!response.ok()) throw new Error(`add failed: ${response.status()} ${await response.text()}`);
    customerNumber = ((await response.json()) as { customerNumber: number }).customerNumber;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('cuts off from the table, marks it on the table and the portal card, and bills the reconnection fee on the invoice', async () => {
    await page.goto(`${app.baseUrl}/ampere`);
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.getByRole('button', { name: `قطع ${NAME}` }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('سبب القطع').fill('ثلاثة أشهر دون دفع');
    await dialog.getByRole('button', { name: 'قطع المشترك' }).click();
    await seeToast(page, 'تم قطع المشترك');
    await row.getByText('مقطوع', { exact: true }).waitFor();

    // A visitor of the portal sees the mark on the card.
    const visitorContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'ar-LB',
    });
    try {
      const visitor = await visitorContext.newPage();
      visitor.on('pageerror', (error) => pageErrors.push(error.message));
      await visitor.goto(`${app.baseUrl}/customer-portal`);
      await visitor.getByRole('textbox', { name: 'رقم العميل' }).fill(String(customerNumber));
      await visitor.getByRole('textbox', { name: 'الاسم' }).fill(NAME);
      await visitor.getByRole('button', { name: 'بحث' }).click();
      const card = visitor.getByRole('article');
      await card.getByText(NAME).waitFor();
      await card.getByText('مقطوع', { exact: true }).waitFor();
      await screenshot(visitor, 'cut-off-portal-card');
    } finally {
      await visitorContext.close();
    }

    await row.getByRole('button', { name: `إعادة الوصل — ${NAME}` }).click();
    dialog = page.getByRole('dialog');
    const fee = dialog.getByLabel('رسم إعادة الوصل (اختياري)');
    await fee.fill('عشرة');
    await dialog.getByRole('button', { name: 'إعادة الوصل', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(/رسم إعادة الوصل بالدولار/)
      .waitFor();
    await fee.fill('10');
    await dialog.getByRole('button', { name: 'إعادة الوصل', exact: true }).click();
    await seeToast(page, 'تمت إعادة الوصل');
    await row.getByRole('button', { name: `قطع ${NAME}` }).waitFor();
    expect(await row.getByText('مقطوع', { exact: true }).count()).toBe(0);

    const href = await row.getByRole('link', { name: `طباعة فاتورة ${NAME}` }).getAttribute('href');
    const invoice = await context.newPage();
    await invoice.goto(`${app.baseUrl}${href}`);
    const feeLine = invoice.getByRole('row').filter({ hasText: 'رسم إعادة الوصل' });
    await feeLine.getByText('$10.00').waitFor();
    await screenshot(invoice, 'cut-off-invoice-fee');
    await invoice.close();
    expect(pageErrors).toEqual([]);
  });

  it('opens the cut-off dialog on a 390 px phone with 44 px targets and no serious axe finding', async () => {
    const phone = await newPhoneContext(browser);
    try {
      const phonePage = await phone.newPage();
      phonePage.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(phonePage, app.baseUrl, ADMIN.email, ADMIN.password);
      await phonePage.goto(`${app.baseUrl}/ampere`);
      await phonePage.getByRole('button', { name: `قطع ${NAME}` }).click();
      const dialog = phonePage.getByRole('dialog');
      await dialog.getByLabel('سبب القطع').waitFor();
      expect(await axeFindings(phonePage)).toEqual([]);
      expect(await smallTouchTargets(phonePage)).toEqual([]);
      expect(
        await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(phonePage, 'cut-off-dialog-phone');
      await dialog.getByRole('button', { name: 'إلغاء' }).click();
    } finally {
      await phone.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
