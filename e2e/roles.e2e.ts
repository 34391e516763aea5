import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { axeFindings, smallTouchTargets, TOUCH_TARGET_PX } from './support/accessibility';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { eventually, expectText } from './support/see';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
const COLLECTOR = { email: 'sami@example.com', password: 'collector-secret-1' };

/**
 * docs/operator-guide.md#roles: a collector on a phone sees collection first, takes a payment, and nothing else is offered;
 * once the owner lets them read meters (docs/meter-reader.md), they walk the reading round too.
 */
describeInBrowser('a collector on a 390 px phone', () => {
  let app: RunningApp;
  let browser: Browser;
  let office: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  let owner: Page;
  let customerId: string;
  let meteredId: string;
  const pageErrors: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    // The owner, in the office, makes the collector's account and a customer.
    office = await browser.newContext();
    owner = await office.newPage();
    await signIn(owner, app.baseUrl, ADMIN.email, ADMIN.password);
    const created = await owner.request.post(url('/api/users'), {
      data: { ...COLLECTOR, firstName: 'سامي', lastName: 'عون', role: 'collector' },
    });
    expect(created.status()).toBe(201);
    const customer = await owner.request.post(url('/api/ampere-records'), {
      data: { name: 'فاطمة الزهراء', box: '12', ampere: 5, amperePrice: 10 },
    });
    expect(customer.status()).toBe(201);
    customerId = ((await customer.json()) as { id: string }).id;
    const metered = await owner.request.post(url('/api/mahmoud-kwh-customers'), {
      data: { name: 'سعاد', box: '21', ampere: 5, previousKwh: 1000, pricePerKwh: 0.5 },
    });
    expect(metered.status()).toBe(201);
    meteredId = ((await metered.json()) as { id: string }).id;

    phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'ar-LB' });
    phone.setDefaultTimeout(15_000);
    page = await phone.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs in to a home that leads with collection and offers nothing else', async () => {
    await signIn(page, app.baseUrl, COLLECTOR.email, COLLECTOR.password);
    await page.getByRole('heading', { level: 1, name: 'مرحباً سامي عون' }).waitFor();
    const cards = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(cards).toEqual(['التحصيل', 'تحصيلاتي']);
    await screenshot(page, 'roles-collector-home');
  });

  it('takes the full balance and opens the receipt, recorded under the collector', async () => {
    await page.getByRole('link', { name: /^التحصيل / }).click();
    await page.waitForURL(url('/collect'));
    await page.getByRole('searchbox', { name: 'ابحث بالاسم أو الرقم أو العلبة' }).fill('فاطمه');
    await page
      .getByRole('list', { name: 'نتائج البحث' })
      .getByRole('button', { name: 'فاطمة الزهراء' })
      .click();
    await page.getByRole('button', { name: 'استلام كامل الرصيد $50' }).click();
    await page.getByRole('button', { name: 'تأكيد الاستلام' }).click();

    await page.waitForURL(/\/receipts\//);
    // The receipt names the collector by name (docs/screens.md#payments-receipts-and-collection).
    await expectText(page.getByRole('article', { name: 'إيصال دفع' }), /المحصّل\s*سامي عون/);
    const payments = await office.request.get(url(`/api/ampere-records/${customerId}/payments`));
    expect((await payments.json()) as unknown[]).toEqual([
      expect.objectContaining({ amount: 50, receivedBy: COLLECTOR.email }),
    ]);
  });

  it('is told in Arabic that another page is not for their role, and the server refuses it too', async () => {
    await page.goto(url('/ampere'));
    await page.getByRole('heading', { level: 1, name: 'هذه الصفحة غير متاحة لدورك' }).waitFor();
    await page.getByRole('link', { name: 'الذهاب إلى التحصيل' }).waitFor();
    const refused = await page.request.get(url('/api/ampere-records'));
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'FORBIDDEN_FOR_ROLE',
      message: 'هذه العملية غير مسموحة لدورك',
    });
    await screenshot(page, 'roles-collector-not-allowed');
    await page.goto(url('/read'));
    await page.getByRole('heading', { level: 1, name: 'هذه الصفحة غير متاحة لدورك' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('is let read meters by the owner on the users screen (docs/meter-reader.md)', async () => {
    await owner.goto(url('/users'));
    const row = owner.getByRole('row', { name: /سامي عون/ });
    const meterReader = row.getByRole('switch', { name: 'يقرأ العدادات' });
    await meterReader.click();
    await owner.getByText('تم تحديث الحساب').waitFor();
    await row.getByText('قارئ عدادات').waitFor();
    expect(await meterReader.isChecked()).toBe(true);
    expect(await axeFindings(owner)).toEqual([]);
    await screenshot(owner, 'roles-users-meter-reader');
  });

  it('walks the reading round from their home and reads a meter on the phone, recorded under their name', async () => {
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'مرحباً سامي عون' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'التحصيل',
      'جولة القراءات',
      'تحصيلاتي',
    ]);
    await page.getByRole('link', { name: /^جولة القراءات / }).click();
    await page.waitForURL(url('/read'));
    await page.getByRole('combobox', { name: 'المجموعة' }).selectOption('mahmoud-kwh');
    await page.getByRole('checkbox', { name: /علبة 21 .*باقٍ 1/ }).check();
    expect([...(await axeFindings(page)), ...(await smallTouchTargets(page))]).toEqual([]);
    await page.getByRole('button', { name: 'ابدأ الجولة' }).click();

    const form = page.getByRole('form', { name: 'سعاد' });
    await form.getByRole('textbox', { name: 'القراءة' }).fill('1100');
    const save = form.getByRole('button', { name: 'حفظ القراءة' });
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect([...(await axeFindings(page)), ...(await smallTouchTargets(page))]).toEqual([]);
    await save.click();

    const round = await eventually(
      'the reading applied',
      async () => {
        const answer = await owner.request.get(url('/api/mahmoud-kwh-customers/reading-round?boxes=21'));
        return ((await answer.json()) as { customers: { id: string; status: string; reading: number }[] })
          .customers;
      },
      (customers) => customers.every((customer) => customer.status !== 'left'),
    );
    expect(round).toEqual([expect.objectContaining({ id: meteredId, status: 'read', reading: 1100 })]);
    const audit = await owner.request.get(url('/api/audit-log?action=record-meter-reading'));
    expect(((await audit.json()) as { entries: { userEmail: string }[] }).entries).toEqual([
      expect.objectContaining({ userEmail: COLLECTOR.email }),
    ]);
    await screenshot(page, 'roles-meter-reader-round');
  });

  it('still finds every other office page closed, the readings import included', async () => {
    await page.goto(url('/reading-export-import'));
    await page.getByRole('heading', { level: 1, name: 'هذه الصفحة غير متاحة لدورك' }).waitFor();
    const refused = await page.request.get(url('/api/mahmoud-kwh-customers/export-for-readings'));
    expect(refused.status()).toBe(403);
    expect(pageErrors).toEqual([]);
  });
});
