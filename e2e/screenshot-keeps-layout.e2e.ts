import type { Browser, BrowserContext } from 'playwright-core';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';

// A screenshot must leave the page as it was: the tests take one between two steps (a form typed and
// answered, then clicked), and a page that switched to its phone layout meanwhile would come back with
// its desk form mounted anew, empty.
describeInBrowser('the tests’ screenshot', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ar-LB' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('never shows a page taller than the window another width, nor a phone, while it captures it all', async () => {
    const page = await context.newPage();
    // The phone breakpoint of apps/web/src/components/phone-layout.
    await page.setContent(`<!doctype html>
      <html lang="ar" dir="rtl"><body>
        <div style="height: 3000px">صفحة أطول من النافذة</div>
        <script>
          window.seen = [];
          const phone = matchMedia('(max-width: 767.98px)');
          phone.addEventListener('change', (event) => seen.push('phone ' + event.matches));
          addEventListener('resize', () => { if (innerWidth !== 1280) seen.push('width ' + innerWidth); });
        </script>
      </body></html>`);
    for (const shot of [1, 2, 3]) await screenshot(page, `screenshot-keeps-layout-${shot}`, { always: true });
    // Whatever the page saw is there once the next frame has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([1280, 800]);
  });
});
