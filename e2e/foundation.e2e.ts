import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const CARDS: [string, string][] = [
  ['نظام اشتراكات الأمبير', '/ampere'],
  ['نظام الكيلوواط ساعي', '/kwh-home'],
  ['لوحة معلومات النظام', '/system-dashboard'],
  ['إدارة الأرشيف', '/archive-management'],
  ['تصدير واستيراد القراءات', '/reading-export-import'],
  ['إدارة بيانات الأعمدة', '/column-data-manager'],
];

describeInBrowser('the foundation, as a new user meets it', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const policyViolations: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'ar-LB' });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('prints the sign-in address when started', () => {
    expect(app.log()).toMatch(/Open http:\/\/localhost:\d+ to sign in/);
    expect(app.log()).toContain(`First administrator created: ${ADMIN.email}`);
  });

  it('shows the Arabic right-to-left landing page with its three buttons', async () => {
    const response = await page.goto(app.baseUrl);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    await page.getByRole('link', { name: 'استعلام عن فاتورتي' }).waitFor();
    await page.getByRole('link', { name: 'انضم إلينا' }).waitFor();
    await screenshot(page, 'landing');
  });

  it('goes from the landing page to the sign-in form through /api/login', async () => {
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(`${app.baseUrl}/login`);
    await screenshot(page, 'sign-in');
  });

  it('refuses a wrong password with the Arabic message', async () => {
    await page.getByLabel('البريد الإلكتروني').fill(ADMIN.email);
    await page.getByLabel('كلمة المرور').fill('not the password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').waitFor();
  });

  it('signs in and greets by first and last name on the home menu', async () => {
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    await page.getByText('مرحباً مدير النظام').waitFor();
    await screenshot(page, 'home-menu');
  });

  it('lets every one of the six cards navigate to its screen', async () => {
    for (const [title, path] of CARDS) {
      await page.goto(`${app.baseUrl}/folders`);
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await page.waitForURL(`${app.baseUrl}${path}`);
    }
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${app.baseUrl}/no-such-page`);
    await page.getByText('الصفحة غير موجودة').waitFor();
    await screenshot(page, 'not-found');
  });

  it('shows the access-denied page', async () => {
    await page.goto(`${app.baseUrl}/unauthorized`);
    await screenshot(page, 'unauthorized');
  });

  it('lets the CLI join the embedded PostgreSQL the running app started', () => {
    const run = spawnSync(
      process.execPath,
      [join(__dirname, '..', 'apps', 'cli', 'dist', 'main.js'), 'users', 'list', '--json'],
      {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: app.dataDir },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ email: ADMIN.email, role: 'admin' })]);
  });

  it('opens the app shell offline once the service worker has cached it, without caching /api', async () => {
    const context = await browser.newContext();
    const offlinePage = await context.newPage();
    await offlinePage.goto(app.baseUrl);
    await offlinePage.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await offlinePage.reload(); // now controlled by the worker
    const cachedApi = await offlinePage.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
      );
      return urls.flat().filter((url) => new URL(url).pathname.startsWith('/api'));
    });
    expect(cachedApi).toEqual([]);
    await context.setOffline(true);
    await offlinePage.reload();
    await offlinePage.getByRole('link', { name: 'انضم إلينا' }).waitFor();
    await screenshot(offlinePage, 'landing-offline');
    await context.close();
  });

  it('signs out back to the landing page', async () => {
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.getByRole('link', { name: 'انضم إلينا' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(me).toBe(401);
  });

  it('renders every page it visited within the content security policy (fonts, styles, service worker)', async () => {
    expect(policyViolations).toEqual([]);
    const fontsReady = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some((font) => font.family.includes('Cairo') && font.status === 'loaded');
    });
    expect(fontsReady).toBe(true);
  });
});
