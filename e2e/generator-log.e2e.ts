import type { Browser, Page } from 'playwright-core';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { ADMIN, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };

/** docs/generator-economics.md: the owner adds a generator, logs diesel and hours, and reads what a kWh cost. */
describeInBrowser('the generator log /generator-log', () => {
  let app: RunningApp;
  let browser: Browser;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(() => expect(problems).toEqual([]));

  const watch = (page: Page) => page.on('pageerror', (error) => problems.push(error.message));

  async function logLine(
    page: Page,
    line: { litres: string; hours: string; amount: string; currency: string },
  ) {
    const form = page.getByRole('form', { name: 'قيد جديد' });
    await form.getByLabel('النوع').selectOption({ label: 'مازوت' });
    await form.getByLabel('المولد').selectOption({ label: 'المولد الكبير' });
    await form.getByLabel('عدد الليترات').fill(line.litres);
    await form.getByLabel('ساعات التشغيل').fill(line.hours);
    await form.getByLabel('المبلغ').fill(line.amount);
    await form.getByLabel('العملة').selectOption({ label: line.currency });
    await form.getByRole('button', { name: 'حفظ القيد' }).click();
    await seeToast(page, 'تم حفظ القيد');
  }

  it('adds a generator, logs diesel and hours, and shows the month’s cost per kWh; fits a phone', async () => {
    const context = await browser.newContext({ viewport: DESK, locale: 'ar-LB', deviceScaleFactor: 1 });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    watch(page);
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    // A metered customer billed 2,000 kWh this month.
    const customer = await page.request.post(`${app.baseUrl}/api/mahmoud-kwh-customers`, {
      data: {
        name: 'محمود الحسيني',
        box: '21',
        ampere: 5,
        previousKwh: 0,
        currentKwh: 2000,
        pricePerKwh: 0.5,
      },
    });
    expect(customer.status()).toBe(201);

    await page.goto(`${app.baseUrl}/folders`);
    await page.getByRole('link', { name: /سجل المولد/ }).click();
    await page.waitForURL(/\/generator-log/);

    const generators = page.getByRole('form', { name: 'إضافة مولد' });
    await generators.getByLabel('اسم المولد').fill('المولد الكبير');
    await generators.getByLabel('القدرة (ك.ف.أ)').fill('٥٠٠');
    await generators.getByRole('button', { name: 'إضافة مولد' }).click();
    await seeToast(page, 'تمت إضافة المولد');

    await logLine(page, { litres: '1000', hours: '150', amount: '900', currency: 'دولار' });
    await logLine(page, { litres: '500', hours: '160,5', amount: '40,275,000', currency: 'ليرة' });

    // By hand, at 89,500 ل.ل per dollar: $900 + 40,275,000 ل.ل ($450) = $1,350 for 2,000 kWh → $0.675;
    // 80,550,000 + 40,275,000 = 120,825,000 ل.ل ÷ 2,000 = 60,412.5 → 60,413 ل.ل
    await expectText(page.locator('#cost-per-kwh'), '$0.675 · 60,413 ل.ل');
    await page.getByRole('article', { name: /مازوت/ }).nth(1).waitFor();
    await screenshot(page, 'generator-log-desk');
    await context.close();

    const phone = await newPhoneContext(browser);
    const onPhone = await phone.newPage();
    watch(onPhone);
    await signIn(onPhone, app.baseUrl, ADMIN.email, ADMIN.password);
    await onPhone.goto(`${app.baseUrl}/generator-log`);
    await expectText(onPhone.locator('#cost-per-kwh'), '$0.675 · 60,413 ل.ل');
    expect(await onPhone.getByRole('article').count()).toBe(2);
    expect(await onPhone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect([...(await axeFindings(onPhone)), ...(await smallTouchTargets(onPhone))]).toEqual([]);
    await screenshot(onPhone, 'generator-log-phone');
    await phone.close();
  });
});
