import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, TABLES_PASSCODE, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot, newPhoneContext, PHONE } from './support/browser';
import { eventually, expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';
import { calendarYearIn, DEFAULT_BUSINESS_TIME_ZONE } from '@kahraba/billing-domain';

/** spec: buttons a thumb can hit. */
const TOUCH_TARGET_PX = 44;

const CUSTOMER = { name: 'سامر حداد', box: '7', ampere: '3', address: 'Hamra st.', phone: '٠٣ ١٢٣ ٤٥٦' };

describeInBrowser('the ampere screens on a 390 px phone', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  const url = (path: string) => `${app.baseUrl}${path}`;
  const cards = () => page.getByRole('list', { name: 'سجلات المشتركين' });
  const cardOf = (name: string) => cards().getByRole('article', { name });
  const sidewaysOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  async function heightOf(locator: Locator): Promise<number> {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator} is not on screen`);
    return Math.round(box.height);
  }

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('puts the search first, then add and the tools menu, without sideways scrolling', async () => {
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(url('/ampere'));
    await page.getByText('لا توجد سجلات').waitFor();

    const search = page.getByRole('searchbox', { name: 'بحث في السجلات' });
    const add = page.getByRole('button', { name: 'إضافة عميل' });
    const tools = page.getByRole('button', { name: 'الأدوات' });
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(search)).toBeLessThan(await top(add));
    expect(await heightOf(add)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(await heightOf(tools)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    // Neither the desk's tool bar nor its add form take the screen.
    await expectCount(page.getByRole('button', { name: 'استيراد من Excel' }), 0);
    await expectCount(page.getByRole('form', { name: 'إضافة عميل' }), 0);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-ampere-empty');
  });

  it('opens every tool from one menu', async () => {
    await page.getByRole('button', { name: 'الأدوات' }).click();
    const menu = page.getByRole('dialog', { name: 'الأدوات' });
    for (const tool of ['استيراد من Excel', 'تغيير الأسعار', 'طباعة العلب', 'تراجع عن آخر عملية'])
      expect(await heightOf(menu.getByRole('button', { name: tool }))).toBeGreaterThanOrEqual(
        TOUCH_TARGET_PX,
      );
    await menu.getByRole('button', { name: /^إغلاق .+ وبدء .+$/ }).waitFor();
    await menu.getByRole('link', { name: 'الأرشيف' }).waitFor();
    await screenshot(page, 'phone-ampere-tools-menu');
    await menu.getByRole('button', { name: 'إغلاق', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
  });

  it('adds a customer through the add dialog and shows it as a card', async () => {
    await page.getByRole('button', { name: 'إضافة عميل' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عميل' });
    await dialog.getByLabel('الاسم', { exact: true }).fill(CUSTOMER.name);
    await dialog.getByLabel('رقم العلبة', { exact: true }).fill(CUSTOMER.box);
    await dialog.getByLabel('الأمبير', { exact: true }).fill(CUSTOMER.ampere);
    await dialog.getByLabel('العنوان', { exact: true }).fill(CUSTOMER.address);
    await dialog.getByLabel('رقم الهاتف', { exact: true }).fill(CUSTOMER.phone);
    await screenshot(page, 'phone-ampere-add-dialog');
    await dialog.getByRole('button', { name: 'إضافة', exact: true }).click();

    await seeToast(page, 'تم إنشاء السجل بنجاح');
    await dialog.waitFor({ state: 'detached' });
    const card = cardOf(CUSTOMER.name);
    await expectText(card.getByRole('heading'), CUSTOMER.name);
    await expectText(card.locator('.app-record-card-meta'), '#1000 · علبة 7');
    await expectText(card.locator('dl'), /^المبلغ \$45 المدفوع \$0 الرصيد \$45$/);
    await expectText(card.locator('.app-payment-badge'), 'غير مدفوع');
    // The Latin address reads left to right: "Hamra st.", not ".Hamra st".
    const address = card.getByText(CUSTOMER.address);
    expect(await address.getAttribute('dir')).toBe('auto');
    expect(await address.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    for (const action of [
      card.getByRole('button', { name: `تعديل المدفوع: ${CUSTOMER.name}` }),
      card.getByRole('button', { name: `تعديل ${CUSTOMER.name}` }),
      card.getByRole('link', { name: `طباعة فاتورة ${CUSTOMER.name}` }),
      card.getByRole('button', { name: `حذف ${CUSTOMER.name}` }),
    ])
      expect(await heightOf(action)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-ampere-card');
  });

  it("offers WhatsApp on the card: the customer's phone in E.164 and the invoice's message with the portal link (issues 11, 22)", async () => {
    // The administrator saved the address customers reach (docs/public-address.md); the app itself
    // runs on localhost, which no customer's phone opens.
    const saved = await page.request.put(url('/api/public-address'), {
      data: { publicUrl: 'https://kahraba.example.com' },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    const card = cardOf(CUSTOMER.name);
    await expectText(card.locator('.app-record-card-line bdi[dir="ltr"]'), '03 123 456');
    const whatsApp = card.getByRole('button', { name: 'واتساب' });
    expect(await heightOf(whatsApp)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    // The button reads the statement, then points the tab it opened at WhatsApp (kept off the network).
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'wa.me' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), whatsApp.click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const href = new URL(popup.url());
    await popup.close();
    expect(href.origin + href.pathname).toBe('https://wa.me/9613123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(CUSTOMER.name);
    expect(text).toMatch(/رقم الفاتورة: INV-\d+-\d{4}/);
    expect(text).toMatch(/المبلغ المستحق: \$45 \([\d,]+ ل\.ل\)/);
    expect(text).toContain('https://kahraba.example.com/customer-portal');
    expect(text).not.toContain('localhost');
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
  });

  it('finds the customer by searching, and says when nothing matches', async () => {
    // A second customer, so that the search has something to leave out.
    await page.evaluate(() =>
      fetch('/api/ampere-records', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name: 'ليلى خوري', box: '2', ampere: 2 }),
      }).then((response) => response.status),
    );
    await page.reload();
    await cardOf('ليلى خوري').waitFor();

    const search = page.getByRole('searchbox', { name: 'بحث في السجلات' });
    await search.fill('سامر');
    await page.getByText('نتيجة واحدة').waitFor();
    await expectCount(cards().getByRole('article'), 1);
    await cardOf(CUSTOMER.name).waitFor();
    await screenshot(page, 'phone-ampere-search');

    await search.fill('لا أحد بهذا الاسم');
    await page.getByText('لا توجد نتائج للبحث').waitFor();
    await page.getByRole('button', { name: 'مسح البحث' }).click();
    await expectCount(cards().getByRole('article'), 2);
  });

  it('records a payment in the card, the customer name in view while typing', async () => {
    const card = cardOf(CUSTOMER.name);
    await card.getByRole('button', { name: `تعديل المدفوع: ${CUSTOMER.name}` }).click();
    const editor = card.getByRole('textbox', { name: 'تعديل المدفوع' });
    await editor.waitFor();
    const name = card.getByRole('heading', { name: CUSTOMER.name });
    const inView = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await screenshot(page, 'phone-ampere-paying');
    await editor.fill('45');
    await editor.press('Enter');

    await seeToast(page, 'تم تحديث السجل بنجاح');
    await expectText(card.locator('dl'), /^المبلغ \$45 المدفوع \$45 الرصيد \$0$/);
    await expectText(card.locator('.app-payment-badge'), 'مدفوع');
  });

  it('keeps what was typed when the window crosses 768 px: the add form and a cell being edited', async () => {
    const DESK = { width: 1024, height: 844 };
    await page.setViewportSize(DESK);
    const form = page.getByRole('form', { name: 'إضافة عميل' });
    await form.getByLabel('الاسم', { exact: true }).fill('رامي نصر');
    await form.getByLabel('رقم العلبة', { exact: true }).fill('9');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'إضافة عميل' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عميل' });
    expect(await dialog.getByLabel('الاسم', { exact: true }).inputValue()).toBe('رامي نصر');
    expect(await dialog.getByLabel('رقم العلبة', { exact: true }).inputValue()).toBe('9');
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize(DESK);
    const row = page.getByRole('table', { name: 'سجلات المشتركين' }).getByRole('row', { name: /سامر حداد/ });
    await row.getByRole('button', { name: /^تعديل المدفوع: / }).click();
    await row.getByRole('textbox', { name: 'تعديل المدفوع' }).fill('٣٠');
    await page.setViewportSize(PHONE);
    const editor = cardOf(CUSTOMER.name).getByRole('textbox', { name: 'تعديل المدفوع' });
    expect(await editor.inputValue()).toBe('٣٠');
    await editor.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
  });

  it('deletes a customer from its card after confirming, and finds it in the archive as a card', async () => {
    await cardOf('ليلى خوري').getByRole('button', { name: 'حذف ليلى خوري' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف السجل؟' });
    await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
    await seeToast(page, 'تم حذف السجل بنجاح');
    await expectCount(cardOf('ليلى خوري'), 0);
    await page.getByText('عميل واحد', { exact: true }).waitFor();

    await page.goto(url('/archived'));
    const archived = page.getByRole('list', { name: 'السجلات المؤرشفة' }).getByRole('article', {
      name: 'ليلى خوري',
    });
    await expectText(archived.locator('.app-record-card-meta'), '#1001 · علبة 2');
    expect(
      await heightOf(archived.getByRole('button', { name: 'استعادة ليلى خوري' })),
    ).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(await sidewaysOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-archived');
  });

  it('shows the main table as cards once unlocked', async () => {
    await page.goto(url('/table-view'));
    await page.getByLabel('كلمة المرور', { exact: true }).fill(TABLES_PASSCODE);
    await page.getByRole('button', { name: 'فتح الجدول' }).click();
    const card = page
      .getByRole('list', { name: 'جدول المشتركين' })
      .getByRole('article', { name: CUSTOMER.name });
    await card.waitFor();
    await expectText(card.locator('.app-payment-badge'), 'مدفوع');
    const search = page.getByRole('searchbox', { name: 'بحث في الجدول' });
    const panels = page.getByRole('region', { name: 'إحصائيات الجداول' });
    await panels.waitFor();
    expect((await search.boundingBox())!.y).toBeLessThan((await panels.boundingBox())!.y);
    expect(
      await eventually('sideways overflow', sidewaysOverflow, (overflow) => overflow <= 0),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-table-view');
  });

  it('lets a kWh customer find their bill on the portal by the invoice number, on a phone', async () => {
    const created = await page.evaluate(() =>
      fetch('/api/mahmoud-kwh-customers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          name: 'حسين مارون الحسيني',
          box: '4',
          ampere: 5,
          previousKwh: 100,
          currentKwh: 150,
          pricePerKwh: 0.5,
        }),
      }).then((response) => response.json() as Promise<{ customerNumber: number }>),
    );
    // A visitor: signed out, on their own phone.
    const visitorContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'ar-LB',
    });
    try {
      const visitor = await visitorContext.newPage();
      visitor.on('pageerror', (error) => pageErrors.push(error.message));
      await visitor.goto(url('/customer-portal'));
      // The year of the business's calendar (the app under test runs on the default zone).
      const year = calendarYearIn(new Date(), DEFAULT_BUSINESS_TIME_ZONE);
      await visitor.getByRole('textbox', { name: 'رقم العميل' }).fill(`INV-${created.customerNumber}`);
      await visitor.getByRole('textbox', { name: 'الاسم' }).fill('حسين مارون');
      const search = visitor.getByRole('button', { name: 'بحث' });
      expect(await heightOf(search)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
      await search.click();
      const card = visitor.getByRole('article');
      await card.getByText('كيلوواط محمود').waitFor();
      await card.getByText('حسين مارون الحسيني').waitFor();
      await expectText(
        card.getByText(/^INV-\d+-\d{4}$/).first(),
        new RegExp(`^INV-${created.customerNumber}-(${year}|${year + 1})$`),
      );
      expect(
        await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(visitor, 'phone-portal-kwh');
    } finally {
      await visitorContext.close();
    }
  });

  it('raised no uncaught error in the browser along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
