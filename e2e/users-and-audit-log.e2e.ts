import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { eventually, expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** docs/operator-guide.md#users-and-the-audit-log: the administrator manages who signs in and reads what was done, on a desk and a phone. */
describeInBrowser('users and the audit log', () => {
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

  async function context(viewport: typeof DESK): Promise<{ context: BrowserContext; page: Page }> {
    const created = await browser.newContext({ viewport, locale: 'ar-LB', deviceScaleFactor: 1 });
    created.setDefaultTimeout(20_000);
    const page = await created.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    return { context: created, page };
  }
  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const signInStatus = (page: Page) =>
    page.evaluate(() =>
      fetch('/api/auth/user', { credentials: 'include' }).then((response) => response.status),
    );

  it('creates an operator, deactivates them (their open session ends), resets the password, reactivates', async () => {
    const admin = await context(DESK);
    const operator = await context(DESK);
    try {
      await signIn(admin.page, app.baseUrl, ADMIN.email, ADMIN.password);
      await admin.page.getByRole('link', { name: 'المستخدمون' }).click();
      await admin.page.waitForURL(`${app.baseUrl}/users`);

      await admin.page.getByRole('button', { name: 'إضافة مستخدم' }).click();
      const form = admin.page.getByRole('form', { name: 'إضافة مستخدم' });
      await form.getByLabel('الاسم الأول').fill('رانيا');
      await form.getByLabel('اسم العائلة').fill('خوري');
      await form.getByLabel('البريد الإلكتروني').fill('rania@example.com');
      await form.getByLabel('كلمة المرور').fill('rania first pass');
      await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await seeToast(admin.page, 'تم إنشاء حساب rania@example.com');
      const table = admin.page.getByRole('table', { name: 'قائمة المستخدمين' });
      const rania = table.getByRole('row', { name: /رانيا خوري/ });
      await expectText(rania.getByRole('cell').nth(1), 'مشغّل');
      await screenshot(admin.page, 'users-desk');

      await signIn(operator.page, app.baseUrl, 'rania@example.com', 'rania first pass');
      expect(await signInStatus(operator.page)).toBe(200);

      await rania.getByRole('button', { name: 'إيقاف الحساب' }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'إيقاف حساب رانيا خوري؟' });
      await confirm.getByRole('button', { name: 'إيقاف الحساب' }).click();
      await seeToast(admin.page, 'تم تحديث الحساب');
      await expectText(rania.getByRole('cell').nth(2), 'موقوف');
      // Her open session ended at once: the next request is refused.
      expect(await signInStatus(operator.page)).toBe(401);

      await operator.context.clearCookies();
      await operator.page.goto(`${app.baseUrl}/login`);
      await operator.page.getByLabel('البريد الإلكتروني').fill('rania@example.com');
      await operator.page.getByLabel('كلمة المرور').fill('rania first pass');
      await operator.page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await operator.page.getByText('تم إيقاف هذا الحساب، يرجى مراجعة مدير النظام').waitFor();
      await screenshot(operator.page, 'sign-in-deactivated');

      await rania.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
      await admin.page
        .getByRole('dialog')
        .getByRole('button', { name: 'تعيين كلمة المرور', exact: true })
        .click();
      const shown = admin.page.getByRole('dialog', { name: 'كلمة المرور الجديدة' });
      const password = (await shown.getByLabel('كلمة المرور الجديدة').innerText()).trim();
      expect(password.length).toBeGreaterThanOrEqual(12);
      await screenshot(admin.page, 'users-generated-password');
      await shown.locator('.modal-footer').getByRole('button', { name: 'إغلاق' }).click();

      await rania.getByRole('button', { name: 'إعادة التفعيل' }).click();
      await expectText(rania.getByRole('cell').nth(2), 'نشط');
      await signIn(operator.page, app.baseUrl, 'rania@example.com', password);
      expect(await signInStatus(operator.page)).toBe(200);

      // An operator is told the administrators' pages are not theirs, and the server refuses them.
      await operator.page.goto(`${app.baseUrl}/audit-log`);
      await operator.page.getByText('هذه الصفحة متاحة للمدير فقط.').waitFor();
      expect(
        await operator.page.evaluate(() => fetch('/api/audit-log').then((response) => response.status)),
      ).toBe(403);
    } finally {
      await admin.context.close();
      await operator.context.close();
    }
  });

  it('reads the audit log of those actions and filters it by action', async () => {
    const { context: desk, page } = await context(DESK);
    try {
      await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
      await page.getByRole('link', { name: 'سجل التدقيق' }).click();
      await page.waitForURL(`${app.baseUrl}/audit-log`);
      const table = page.getByRole('table', { name: 'إدخالات سجل التدقيق' });
      // Newest first: reactivated, password reset, deactivated, created (and the first administrator).
      const actions = await eventually(
        'the actions of the log',
        () => table.locator('tbody tr td:nth-child(3)').allInnerTexts(),
        (texts) => texts.length >= 4,
      );
      expect(actions.slice(0, 4)).toEqual([
        'تعديل مستخدم',
        'إعادة تعيين كلمة المرور',
        'تعديل مستخدم',
        'إنشاء مستخدم',
      ]);
      await expectText(table.locator('tbody tr').first().locator('td').nth(1), ADMIN.email);
      await screenshot(page, 'audit-log-desk');

      const filters = page.getByRole('form', { name: 'تصفية السجل' });
      await filters.getByLabel('الإجراء').selectOption({ label: 'إعادة تعيين كلمة المرور' });
      await filters.getByRole('button', { name: 'تطبيق' }).click();
      await page.waitForURL(/action=reset-password/);
      await expectCount(table.locator('tbody tr'), 1);
      await expectText(table.locator('tbody tr td').nth(5), /rania@example.com/);
    } finally {
      await desk.close();
    }
  });

  it('works on a 390 px phone: cards, no sideways scrolling', async () => {
    const { context: phone, page } = await context(PHONE);
    try {
      await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
      await page.goto(`${app.baseUrl}/users`);
      const card = page.getByRole('article', { name: /رانيا خوري/ });
      await card.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'users-phone');

      await page.goto(`${app.baseUrl}/audit-log`);
      await page.getByRole('article', { name: 'إنشاء مستخدم' }).first().waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'audit-log-phone');
    } finally {
      await phone.close();
    }
  });
});
