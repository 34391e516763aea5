import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { axeFindings, smallTouchTargets, type Finding } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, SCREENSHOTS, screenshot } from './support/browser';
import { signIn } from './support/sign-in';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desk: { width: 1366, height: 768 } } as const;
type Size = keyof typeof VIEWPORTS;
const FINDINGS = join(SCREENSHOTS, 'every-page-findings.txt');
const OPERATOR = { email: 'rana@example.com', password: 'operator-secret-1' };

const SIGNED_OUT_PAGES = ['/', '/login', '/customer-portal', '/register', '/unauthorized'];
/** Every page of the app; `{receipt}`, `{ampere}` and `{kwh}` are filled with the seeded records. */
const SIGNED_IN_PAGES = [
  '/',
  '/customer-portal',
  '/register',
  '/ampere',
  '/archived',
  '/invoice?id={ampere}',
  '/receipts/{receipt}',
  '/customer-history?system=ampere&id={ampere}',
  '/table-view',
  '/ampere-printable-table',
  '/settings/company',
  '/kwh-home',
  '/kwh',
  '/mahmoud-kwh',
  '/baydawi-kwh',
  '/mahmoud-kwh/invoice?id={kwh}',
  '/mahmoud-kwh-bulk',
  '/baydawi-kwh-bulk',
  '/mahmoud-kwh-bulk-print',
  '/baydawi-kwh-bulk-print',
  // the generic list's bulk entry and bulk print, as the groups' (docs/metered-groups.md)
  '/kwh-bulk',
  '/kwh-bulk-print',
  '/reading-export-import',
  '/kwh-archived',
  '/invoice-layout-editor',
  '/kwh-printable-table',
  '/subscription-pricing',
  '/admin-migrate',
  '/system-dashboard',
  '/payments',
  '/generator-log',
  '/debtors',
  '/official-tariff',
  '/compliance',
  '/pending-customers',
  '/qr-codes',
  '/users',
  '/audit-log',
  '/backups',
  '/handover',
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

interface Visit {
  path: string;
  overflow: number;
  findings: Finding[];
}

/** One line per rule and page: easy to read in a failure, stable enough to compare. */
function report(visits: Visit[]): string[] {
  const lines: string[] = [];
  for (const { path, overflow, findings } of visits) {
    const route = path.split('?')[0];
    if (overflow > 0) lines.push(`${route}: scrolls sideways by ${overflow} px`);
    const byRule = new Map<string, Finding[]>();
    for (const finding of findings) {
      byRule.set(finding.rule, [...(byRule.get(finding.rule) ?? []), finding]);
    }
    for (const [rule, found] of byRule) {
      const examples = found.slice(0, 3).map((finding) => `${finding.target} ${finding.detail}`);
      lines.push(`${route}: ${rule} ×${found.length}: ${examples.join(' | ')}`);
    }
  }
  return lines;
}

const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

/** Counts the page's requests in flight; live updates (an event stream that stays open) do not count. */
function watchNetwork(page: Page): void {
  const state = { count: 0, lastChange: Date.now() };
  inFlight.set(page, state);
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  const change = (by: number) => (request: Request) => {
    if (!counted(request)) return;
    state.count += by;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Resolves once no request has been in flight for 300 ms (or after 10 s). */
async function quiet(page: Page): Promise<void> {
  const state = inFlight.get(page)!;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (state.count <= 0 && Date.now() - state.lastChange >= 300) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Every page, signed out, as an operator and as an administrator, at 1366×768 and on a 390 px phone
 * (docs/screens.md#phones-and-accessibility): nothing scrolls sideways, axe-core finds no serious or critical failure, and on the phone
 * every visible link, button and field is at least 44×44 px. Screenshots land in test-results/.
 */
describeInBrowser('every page on a phone and on a desk', () => {
  let app: RunningApp;
  let browser: Browser;
  const filled: Record<string, string> = {};
  const started = Date.now();

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(FINDINGS, '');
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    // The owner makes an operator's account and a customer of each kind, paid once.
    const office = await browser.newContext({ baseURL: app.baseUrl });
    try {
      const owner = await office.newPage();
      await signIn(owner, app.baseUrl, ADMIN.email, ADMIN.password);
      const post = async (path: string, data: object) => {
        const response = await owner.request.post(path, { data });
        if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
        return (await response.json()) as { id: string };
      };
      await post('/api/users', { ...OPERATOR, firstName: 'رنا', lastName: 'حداد', role: 'operator' });
      filled.ampere = (
        await post('/api/ampere-records', {
          name: 'فاطمة الزهراء عبد الرحمن',
          box: '7',
          address: 'الحي الشرقي، بناية الصباح',
          ampere: 5,
          amperePrice: 10,
          phone: '71 123 456',
        })
      ).id;
      filled.receipt = (
        await post(`/api/ampere-records/${filled.ampere}/payments`, {
          amount: 20,
          currency: 'USD',
          method: 'cash',
          clientId: 'e2e-every-page-1',
        })
      ).id;
      filled.kwh = (
        await post('/api/mahmoud-kwh-customers', {
          name: 'محمود الحسيني',
          box: '21',
          ampere: 5,
          previousKwh: 900,
          currentKwh: 1000,
          pricePerKwh: 0.5,
        })
      ).id;
    } finally {
      await office.close();
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, key: string) => filled[key]);

  /**
   * Opens a page the way a click in the app does (the router follows history; the first visit loads
   * the app), then waits for its heading and for the network to be quiet: a full reload per page cost
   * a second each.
   */
  async function open(page: Page, path: string): Promise<void> {
    const target = `${app.baseUrl}${fill(path)}`;
    if (!page.url().startsWith(app.baseUrl)) await page.goto(target);
    else
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, target);
    // A page without any heading is a finding of its own (page-has-heading-one), not a hang.
    await page
      .getByRole('heading')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await quiet(page);
  }

  async function check(page: Page, size: Size, path: string): Promise<Visit> {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const findings = await axeFindings(page);
    if (size === 'phone') findings.push(...(await smallTouchTargets(page)));
    return { path, overflow, findings };
  }

  async function newSession(size: Size, who?: { email: string; password: string }) {
    const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: 'ar-LB' });
    const page = await context.newPage();
    watchNetwork(page);
    if (who) await signIn(page, app.baseUrl, who.email, who.password);
    return { context, page };
  }

  /** Visits the pages in one session at one size; screenshots are named by role, size and page. */
  async function visitAll(
    role: string,
    size: Size,
    paths: string[],
    who?: { email: string; password: string },
  ): Promise<Visit[]> {
    const { context, page } = await newSession(size, who);
    try {
      const visits: Visit[] = [];
      for (const path of paths) {
        await open(page, path);
        visits.push(await check(page, size, path));
        const name = path === '/' ? '-home' : path.split('?')[0].replace(/\//g, '-');
        await screenshot(page, `every-page-${role}-${size}${name}`);
      }
      return visits;
    } finally {
      await context.close();
    }
  }

  // Both sizes at once, each in its own context: most of a visit is waiting for the network to settle.
  const bothSizes = async (who: string, run: (size: Size) => Promise<Visit[]>) => {
    const [phone, desk] = await Promise.all([run('phone'), run('desk')]);
    const found = { phone: report(phone), desk: report(desk) };
    // The whole list beside the screenshots: a failure's diff shows it too, but this is easier to read.
    const lines = Object.entries(found).flatMap(([size, list]) =>
      list.map((line) => `${who} ${size} ${line}`),
    );
    appendFileSync(FINDINGS, lines.map((line) => `${line}\n`).join(''));
    return found;
  };

  it('is accessible signed out', async () => {
    expect(await bothSizes('signed-out', (size) => visitAll('signed-out', size, SIGNED_OUT_PAGES))).toEqual({
      phone: [],
      desk: [],
    });
  }, 120_000);

  it('is accessible to an operator', async () => {
    expect(
      await bothSizes('operator', (size) => visitAll('operator', size, SIGNED_IN_PAGES, OPERATOR)),
    ).toEqual({
      phone: [],
      desk: [],
    });
  }, 240_000);

  it('is accessible to an administrator', async () => {
    expect(await bothSizes('admin', (size) => visitAll('admin', size, SIGNED_IN_PAGES, ADMIN))).toEqual({
      phone: [],
      desk: [],
    });
  }, 240_000);

  it('is accessible with the dialogs of the main screens open', async () => {
    const run = async (size: Size): Promise<Visit[]> => {
      const { context, page } = await newSession(size, ADMIN);
      const visits: Visit[] = [];
      try {
        // The collection screen's payment: the customer chosen, then the last look before recording.
        await open(page, '/collect');
        await page.getByRole('searchbox').fill('فاطمة');
        await page.getByRole('list', { name: 'نتائج البحث' }).getByRole('button').first().click();
        await page.getByRole('button', { name: /^استلام كامل الرصيد/ }).waitFor();
        visits.push(await check(page, size, '/collect (payment form)'));
        await screenshot(page, `every-page-dialog-${size}-collect-payment`);
        await page.getByRole('button', { name: /^استلام كامل الرصيد/ }).click();
        await page.getByRole('button', { name: 'تأكيد الاستلام' }).waitFor();
        visits.push(await check(page, size, '/collect (confirm payment)'));
        await screenshot(page, `every-page-dialog-${size}-collect-confirm`);
        // The one confirm dialog: deactivating the operator's account, then cancelled.
        await open(page, '/users');
        await page.getByRole('button', { name: 'إيقاف الحساب' }).first().click();
        await page.getByRole('dialog').waitFor();
        // Checked once the modal's fade has ended (its opacity reached, no transition running).
        await page.waitForFunction(() => {
          const modal = document.querySelector('.modal.show');
          return (
            modal !== null &&
            getComputedStyle(modal).opacity === '1' &&
            modal.getAnimations({ subtree: true }).length === 0
          );
        });
        visits.push(await check(page, size, '/users (confirm dialog)'));
        await screenshot(page, `every-page-dialog-${size}-confirm`);
        await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
        return visits;
      } finally {
        await context.close();
      }
    };
    expect(await bothSizes('admin', run)).toEqual({ phone: [], desk: [] });
    // The whole file runs in every `npm test`; it should stay well under two minutes here.
    console.info(`every page, three roles, two sizes: ${Math.round((Date.now() - started) / 1000)} s`);
  }, 120_000);
});
