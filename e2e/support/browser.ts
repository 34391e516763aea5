import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM, SHARED_BROWSER_ENV } from './chromium';

export { CHROMIUM } from './chromium';

export const SCREENSHOTS = join(__dirname, '..', '..', 'test-results');
const DOWNLOADS = join(tmpdir(), 'kahraba-e2e-downloads');

/**
 * Browser tests run in Debian's Chromium (Playwright gives each launch a fresh profile). In CI a
 * missing browser is a failure, not a skip.
 */
export const describeInBrowser: jest.Describe =
  existsSync(CHROMIUM) || process.env.CI === 'true' ? describe : describe.skip;

/**
 * The run's one Chromium when the global setup started it (closing the answer only disconnects
 * this file, with its contexts), otherwise a browser of this file's own.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  const shared = process.env[SHARED_BROWSER_ENV];
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS, headless: true });
}

/** The phone every phone test holds (spec: a 390 px screen). */
export const PHONE = { width: 390, height: 844 };

/** A phone as a collector, a reader or an operator holds it: 390×844, touch, Arabic, 15 s per step;
 * with `serviceWorkers` the app may install its service worker (the screens that work offline). */
export async function newPhoneContext(
  browser: Browser,
  options: { serviceWorkers?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'ar-LB',
    ...(options.serviceWorkers && { serviceWorkers: 'allow' as const }),
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** A desk that prints: 1280×900, Arabic, 30 s per step, and a print() that does nothing (headless
 * Chromium has no print dialog; the tests print to PDF themselves). */
export async function newPrintingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ar-LB' });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  return context;
}

/**
 * Screenshots are for people to look at, never asserted: taken when E2E_SCREENSHOTS=1 asks for them
 * (docs/developer-guide.md#tests): a tall page's PNG took up to 3 s, and a run took over 300 of them.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * The whole page as it stands. Not Playwright's `fullPage`: to capture below the window Chromium
 * shrinks it to 1×1 px for a moment (microsoft/playwright#30149), and a screen laid out by width
 * (usePhoneLayout) may switch to its phone layout and back in between, mounting its desk forms anew,
 * empty. The window grows to the page's height instead, keeping its width, and is put back after.
 * Taken with E2E_SCREENSHOTS=1, or `always` (the test of this helper).
 */
export async function screenshot(page: Page, name: string, { always = false } = {}): Promise<void> {
  if (!always && !TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  const viewport = page.viewportSize();
  const { height, scrollX, scrollY } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    scrollX: window.scrollX,
    scrollY: window.scrollY,
  }));
  if (!viewport || height <= viewport.height) {
    await page.screenshot({ path });
    return;
  }
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(viewport);
    await page.evaluate(([x, y]) => window.scrollTo(x, y), [scrollX, scrollY]);
  }
}

/**
 * The bytes of a download. The run's one Chromium is reached over a connection, where Playwright
 * keeps no local path: the file is copied here first.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  mkdirSync(DOWNLOADS, { recursive: true });
  const file = join(DOWNLOADS, `${randomUUID()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return readFileSync(file);
}
