import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { describeInBrowser, launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { expectText } from './support/see';
import { signIn } from './support/sign-in';

const COLLECTOR = { email: 'sami@example.com', password: 'collector-secret-1' };
const TODAY = dayOfThisMonth(10);

/**
 * docs/handover.md: a collector takes two payments, one in pounds, and sees the day's totals on the phone;
 * the owner counts the cash with a difference that the handover page shows, on a desk and on a phone.
 */
describeInBrowser("the collectors' cash handover", () => {
  let app: RunningApp;
  let browser: Browser;
  let office: BrowserContext;
  let phone: BrowserContext;
  let owner: Page;
  let page: Page;
  const pageErrors: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  beforeAll(async () => {
    app = await startApp({ today: TODAY });
    browser = await launchBrowser();
    office = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ar-LB' });
    office.setDefaultTimeout(15_000);
    owner = await office.newPage();
    owner.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(owner, app.baseUrl, ADMIN.email, ADMIN.password);
    const created = await owner.request.post(url('/api/users'), {
      data: { ...COLLECTOR, firstName: 'سامي', lastName: 'عون', role: 'collector' },
    });
    expect(created.status()).toBe(201);
    for (const name of ['فاطمة الزهراء', 'أحمد سليمان']) {
      const customer = await owner.request.post(url('/api/ampere-records'), {
        data: { name, box: '12', ampere: 5, amperePrice: 10 },
      });
      expect(customer.status()).toBe(201);
    }
    phone = await newPhoneContext(browser);
    page = await phone.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("takes two payments on the phone, one in pounds, and shows the collector the day's totals", async () => {
    await signIn(page, app.baseUrl, COLLECTOR.email, COLLECTOR.password);
    await page.goto(url('/collect'));
    const search = page.getByRole('searchbox', { name: 'ابحث بالاسم أو الرقم أو العلبة' });
    await search.fill('فاطمه');
    await page
      .getByRole('list', { name: 'نتائج البحث' })
      .getByRole('button', { name: 'فاطمة الزهراء' })
      .click();
    await page.getByRole('button', { name: 'استلام كامل الرصيد $50' }).click();
    await page.getByRole('button', { name: 'تأكيد الاستلام' }).click();
    await page.waitForURL(/\/receipts\//);

    // The second in pounds, as the phone sends it (179,000 ل.ل: $2 at the stored rate).
    const roster = await page.request.get(url('/api/collect/customers?system=ampere'));
    const { customers } = (await roster.json()) as { customers: { id: string; name: string }[] };
    const ahmad = customers.find((customer) => customer.name === 'أحمد سليمان')!;
    const paid = await page.request.post(url(`/api/ampere-records/${ahmad.id}/payments`), {
      data: { amount: '179,000', currency: 'LBP' },
    });
    expect(paid.status()).toBe(201);

    await page.goto(url('/collect'));
    const totals = page.getByRole('region', { name: 'مجموع اليوم' });
    await expectText(totals, /قبضتَ بالدولار\s*\$50.*قبضتَ بالليرة\s*179,000 ل\.ل/s);
    await expectText(totals, /لم يُسلَّم بعد/);
    expect([...(await axeFindings(page)), ...(await smallTouchTargets(page))]).toEqual([]);
    await screenshot(page, 'handover-collector-day');
  });

  it('records the count with a difference that the handover page shows, on a desk and on a phone', async () => {
    await owner.goto(url('/'));
    await owner.getByRole('link', { name: /^تسليم النقد / }).click();
    await owner.waitForURL(url('/handover'));
    await owner.goto(url(`/handover?day=${TODAY}`));
    await owner.getByRole('heading', { level: 1, name: 'تسليم النقد' }).waitFor();
    const card = owner.getByRole('article', { name: 'سامي عون' });
    await expectText(card, /دفعتان.*المقبوض بالدولار\s*\$50.*المقبوض بالليرة\s*179,000 ل\.ل.*لم يُعدّ بعد/s);

    await card.getByRole('button', { name: 'تسجيل المعدود: سامي عون' }).click();
    const dialog = owner.getByRole('dialog', { name: 'ما سلّمه سامي عون' });
    await dialog.getByRole('textbox', { name: 'المعدود بالدولار' }).fill('عشرة');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('المعدود بالدولار: «عشرة» ليس رقماً صالحاً').waitFor();
    await dialog.getByRole('textbox', { name: 'المعدود بالدولار' }).fill('٤٥');
    await dialog.getByRole('textbox', { name: 'المعدود بالليرة' }).fill('179,000');
    expect(await axeFindings(owner)).toEqual([]);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await expectText(card, /الفرق بالدولار\s*-\$5\s*ناقص.*الفرق بالليرة\s*0 ل\.ل\s*مطابق/s);
    await expectText(card, /سجّله .* في/);
    await card.getByRole('button', { name: 'تعديل المعدود: سامي عون' }).waitFor();
    await screenshot(owner, 'handover-desk');

    // The owner's page on a phone: a card per collector, 44 px targets, axe clean.
    await owner.setViewportSize({ width: 390, height: 844 });
    await expectText(owner.getByRole('article', { name: 'سامي عون' }), /-\$5/);
    expect([...(await axeFindings(owner)), ...(await smallTouchTargets(owner))]).toEqual([]);
    await screenshot(owner, 'handover-phone');

    // The collector sees the day handed over.
    await page.goto(url('/collect'));
    await expectText(page.getByRole('region', { name: 'مجموع اليوم' }), /سُلِّم/);
    expect(pageErrors).toEqual([]);
  });
});
