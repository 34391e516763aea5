import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { expectCount } from './support/see';
import { signIn } from './support/sign-in';

const DESKTOP = { width: 1366, height: 768 };

/** docs/business-rules.md#live-updates: a change made elsewhere reaches an open screen over the live-update stream. */
describeInBrowser('live updates on open screens', () => {
  let app: RunningApp;
  let browser: Browser;
  let watcher: BrowserContext;
  let writer: BrowserContext;
  let screen: Page;
  let office: Page;

  const recordsTable = () => screen.getByRole('table', { name: 'سجلات المشتركين' });

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    watcher = await browser.newContext({ viewport: DESKTOP, locale: 'ar-LB' });
    writer = await browser.newContext({ viewport: DESKTOP, locale: 'ar-LB' });
    watcher.setDefaultTimeout(15_000);
    writer.setDefaultTimeout(15_000);
    screen = await watcher.newPage();
    office = await writer.newPage();
    await signIn(screen, app.baseUrl, ADMIN.email, ADMIN.password);
    await signIn(office, app.baseUrl, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Another operator's call, from another browser (its own session). */
  const fromTheOffice = (method: string, path: string, body?: object) =>
    office.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, body: (await response.json()) as { id: string } };
      },
      { method, path, body },
    );

  it('shows a customer added by another operator, then their edit and their delete, without a reload', async () => {
    await screen.goto(`${app.baseUrl}/ampere`);
    await screen.getByRole('heading', { name: 'نظام اشتراكات الأمبير' }).waitFor();
    await recordsTable().getByText('لا توجد سجلات').waitFor();
    // Marks this page load: a reload would lose it.
    await screen.evaluate(() => Object.assign(window, { sameLoad: true }));

    const added = await fromTheOffice('POST', '/api/ampere-records', {
      name: 'زبون من المكتب',
      box: '4',
      ampere: 3,
    });
    expect(added.status).toBe(201);
    await recordsTable().getByRole('row').filter({ hasText: 'زبون من المكتب' }).waitFor();

    await fromTheOffice('PATCH', `/api/ampere-records/${added.body.id}`, { name: 'زبون معدّل' });
    await recordsTable().getByRole('row').filter({ hasText: 'زبون معدّل' }).waitFor();
    await screenshot(screen, 'live-updates-ampere');

    await fromTheOffice('DELETE', `/api/ampere-records/${added.body.id}`);
    await expectCount(recordsTable().getByRole('row').filter({ hasText: 'زبون معدّل' }), 0);
    expect(await screen.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  });

  it("shows a meter customer added by another operator on the open page of that group, and each group's page its own", async () => {
    await screen.goto(`${app.baseUrl}/mahmoud-kwh`);
    await screen.getByRole('heading').first().waitFor();
    const other = await watcher.newPage();
    await other.goto(`${app.baseUrl}/baydawi-kwh`);
    await other.getByRole('heading').first().waitFor();
    await screen.evaluate(() => Object.assign(window, { sameLoad: true }));

    const added = await fromTheOffice('POST', '/api/mahmoud-kwh-customers', {
      name: 'مشترك عداد جديد',
      ampere: 2,
    });
    expect(added.status).toBe(201);
    await screen.getByText('مشترك عداد جديد').first().waitFor();
    expect(await screen.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
    // The other group's page follows its own stream.
    await fromTheOffice('POST', '/api/baydawi-kwh-customers', { name: 'مشترك البيضاوي', ampere: 1 });
    await other.getByText('مشترك البيضاوي').first().waitFor();
    await other.close();
  });
});
