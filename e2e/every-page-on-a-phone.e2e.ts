import type { Browser, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desk: { width: 1280, height: 800 } };
const PUBLIC_PAGES = ['/', '/customer-portal', '/register', '/unauthorized'];
const SIGNED_IN_PAGES = [
  '/folders',
  '/ampere',
  '/archived',
  '/table-view',
  '/ampere-printable-table',
  '/settings/company',
  '/kwh-home',
  '/kwh',
  '/mahmoud-kwh',
  '/baydawi-kwh',
  '/mahmoud-kwh-bulk',
  '/baydawi-kwh-bulk',
  '/mahmoud-kwh-bulk-print',
  '/baydawi-kwh-bulk-print',
  '/reading-export-import',
  '/kwh-archived',
  '/invoice-layout-editor',
  '/kwh-printable-table',
  '/subscription-pricing',
  '/admin-migrate',
  '/system-dashboard',
  '/payments',
  '/pending-customers',
  '/qr-codes',
  '/users',
  '/audit-log',
  '/backups',
  '/bulk-print',
  '/enhanced-bulk-print',
  '/archive-management',
  '/column-data-manager',
  '/mahmoud-table',
  '/baydawi-table',
  '/table-config',
  '/monthly-archives',
  '/collect',
  '/read',
  '/no-such-page',
];

/** Every page this change touched, on a 390 px phone and on a desk: it shows its heading and nothing
 * scrolls sideways (a page wider than the phone hides its actions off screen). */
describeInBrowser('every page on a phone and on a desk', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function visit(page: Page, path: string): Promise<number> {
    await page.goto(`${app.baseUrl}${path}`);
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** The pages that scroll sideways at one size; its screenshots land in test-results/. */
  async function overflowingAt(name: string, viewport: { width: number; height: number }): Promise<string[]> {
    const context = await browser.newContext({ viewport, locale: 'ar-LB' });
    const page = await context.newPage();
    try {
      const overflowing: string[] = [];
      for (const path of PUBLIC_PAGES) {
        if ((await visit(page, path)) > 0) overflowing.push(path);
        await screenshot(page, `every-page-${name}${path === '/' ? '-landing' : path.replace(/\//g, '-')}`);
      }
      await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
      for (const path of SIGNED_IN_PAGES) {
        if ((await visit(page, path)) > 0) overflowing.push(path);
        await screenshot(page, `every-page-${name}${path.replace(/\//g, '-')}`);
      }
      return overflowing;
    } finally {
      await context.close();
    }
  }

  // Both sizes at once, each in its own context: most of a visit is waiting for the network to settle.
  it('shows every page without sideways scrolling, on a phone and on a desk', async () => {
    const sizes = Object.entries(VIEWPORTS);
    const overflowing = await Promise.all(sizes.map(([name, viewport]) => overflowingAt(name, viewport)));
    expect(Object.fromEntries(sizes.map(([name], index) => [name, overflowing[index]]))).toEqual({
      phone: [],
      desk: [],
    });
  }, 240_000);
});
