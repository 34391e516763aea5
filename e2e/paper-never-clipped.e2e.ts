import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, SCREENSHOTS } from './support/browser';
import { renderPdfPage } from './support/pdf';
import { signIn } from './support/sign-in';

/** CSS pixels (96 a inch) to PDF points (72 an inch). */
const PT_PER_PX = 0.75;
const LONG_NAME = 'عبد الرحمن محمد حسين عبد الله الموسوي الحسيني';
const LONG_ADDRESS = 'الحي الشرقي، شارع المدرسة الرسمية، بناية الصباح الطابق الثالث، مقابل فرن العائلة';

interface Word {
  text: string;
  yMin: number;
  yMax: number;
}

/** Every word printed on one page of a PDF with its vertical extent in points (`pdftotext -bbox`). */
function wordsOf(file: string, page: number): Word[] {
  const run = spawnSync('pdftotext', ['-f', String(page), '-l', String(page), '-bbox', file, '-'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
  const pattern = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g;
  // pdftotext gives right-to-left words in visual order (reversed): read them back.
  const logical = (text: string) => (/[\u0600-\u06ff]/.test(text) ? [...text].reverse().join('') : text);
  return [...run.stdout.matchAll(pattern)].map((match) => ({
    text: logical(match[3]),
    yMin: Number(match[1]),
    yMax: Number(match[2]),
  }));
}

/** What the print layout cuts off, measured in the page laid out for print: a copy whose content is
 * taller than its box, or a figure wider than its cell (shown with '…'). */
function clippedInPrint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    document.querySelectorAll('.ps-copy, .inv-doc').forEach((copy, index) => {
      const name = copy.getAttribute('aria-label') ?? `copy ${index + 1}`;
      // A sheet's copy has the height of its box; the single invoice grows with its content.
      if (copy.classList.contains('ps-copy') && copy.scrollHeight > copy.clientHeight + 1)
        found.push(`${name}: ${copy.scrollHeight - copy.clientHeight} px taller than its box`);
      copy.querySelectorAll('dd, dt, span, strong, div').forEach((cell) => {
        if (cell.scrollWidth > cell.clientWidth && getComputedStyle(cell).overflow !== 'visible')
          found.push(`${name}: '${cell.textContent?.trim()}' cut sideways`);
      });
    });
    return found;
  });
}

/** Where each invoice box of the printed sheet lies, in PDF points from the top of its page. */
function boxesInPrint(page: Page): Promise<{ top: number; bottom: number }[]> {
  return page.evaluate(
    (ptPerPx) =>
      [...document.querySelectorAll('.ps-page')].slice(0, 1).flatMap((sheet) => {
        const pageTop = sheet.getBoundingClientRect().top;
        return [...sheet.querySelectorAll('.ps-invoice')].map((box) => {
          const rect = box.getBoundingClientRect();
          return { top: (rect.top - pageTop) * ptPerPx, bottom: (rect.bottom - pageTop) * ptPerPx };
        });
      }),
    PT_PER_PX,
  );
}

/**
 * Issue 18 §3: every printed invoice kind fits its box at the spec's sizes (90, 90 and 85 mm boxes on
 * A4) with the longest realistic content, a long Arabic name and address, a partial payment, a paid
 * invoice, metered readings. The sheet is printed to PDF and rendered to PNG (test-results/); each copy's
 * last line ('شكراً لتعاملكم معنا') must lie inside its box, and nothing may be cut off.
 */
describeInBrowser('printed invoices are never clipped', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ampereId = '';
  const meteredIds: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ar-LB' });
    context.setDefaultTimeout(30_000);
    // Headless Chromium has no print dialog: the sheets' own print() calls do nothing here.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    page = await context.newPage();
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    const post = async (path: string, data: object) => {
      const response = await page.request.post(url(path), { data });
      if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    // The company as long as a real one: two phones, a registration number, a look-up note.
    const company = await page.request.put(url('/api/company-profile'), {
      data: {
        name: 'مولد كهرباء الحي الشرقي والغربي للمشتركين',
        phone: '03 123 456',
        phone2: '71 654 321',
        registrationNumber: '123456-بيروت',
        address: LONG_ADDRESS,
        email: 'office@example.com',
        lookupNote: 'استعلم عن فاتورتك عبر الرمز على باب المولد أو على الرقم 03 123 456',
      },
    });
    if (!company.ok()) throw new Error(`company profile: ${company.status()} ${await company.text()}`);
    // Box 9: one owing a partial payment, one paid in full, one with the largest figures.
    ampereId = (
      await post('/api/ampere-records', {
        name: LONG_NAME,
        box: '9',
        address: LONG_ADDRESS,
        ampere: 60,
        amperePrice: 13.5,
        amountPaid: 300,
        phone: '71 123 456',
      })
    ).id;
    await post('/api/ampere-records', {
      name: `${LONG_NAME} الثاني`,
      box: '9',
      address: LONG_ADDRESS,
      ampere: 5,
      amperePrice: 10,
      isPaid: true,
    });
    await post('/api/ampere-records', {
      name: `${LONG_NAME} الثالث`,
      box: '9',
      address: LONG_ADDRESS,
      ampere: 100,
      amperePrice: 99.5,
      amountPaid: 1234.5,
    });
    for (const [index, paid] of [0, 9999, 50].entries())
      meteredIds.push(
        (
          await post('/api/mahmoud-kwh-customers', {
            name: `${LONG_NAME} ${index + 1}`,
            box: '21',
            address: LONG_ADDRESS,
            ampere: 60,
            previousKwh: 123456,
            currentKwh: 129876,
            pricePerKwh: 0.55,
            ...(paid && { amountPaid: paid }),
          })
        ).id,
      );
    // The longest metered bill: last month's balance carried as arrears, and this month's meter that
    // could not be read, so its reading is an estimate ('تقدير').
    await post('/api/mahmoud-kwh-customers/new-month', {});
    const [unread] = meteredIds;
    await post(`/api/mahmoud-kwh-customers/${unread}/readings`, {
      clientId: 'paper-unread-1',
      unreadReason: 'البوابة مقفلة',
      takenAt: new Date().toISOString(),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Prints what is on screen to PDF and PNG; answers the words of page 1. */
  async function printed(name: string, on: Page = page): Promise<{ words: Word[]; clipped: string[] }> {
    await on.emulateMedia({ media: 'print' });
    const clipped = await clippedInPrint(on);
    await on.emulateMedia({ media: null });
    const pdf = join(SCREENSHOTS, `paper-${name}.pdf`);
    await on.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
    renderPdfPage(pdf, 1, join(SCREENSHOTS, `paper-${name}-page-1`));
    return { words: wordsOf(pdf, 1), clipped };
  }

  /** The sheet's three boxes each end with both copies' last line inside the box. */
  async function expectEveryCopyEndsInItsBox(name: string, on: Page = page): Promise<void> {
    await on.locator('[data-print-ready="true"]').waitFor();
    await on.emulateMedia({ media: 'print' });
    const boxes = await boxesInPrint(on);
    await on.emulateMedia({ media: null });
    const { words, clipped } = await printed(name, on);
    expect(clipped).toEqual([]);
    expect(boxes).toHaveLength(3);
    // 'لتعاملكم' is in the thank-you line only: the last line of each copy.
    const lastLines = words.filter((word) => word.text === 'لتعاملكم');
    const inBox = boxes.map(
      (box) => lastLines.filter((word) => word.yMin >= box.top && word.yMax <= box.bottom - 1).length,
    );
    expect(inBox).toEqual([2, 2, 2]);
  }

  it('prints a box of ampere customers (the box print) with every line of both copies', async () => {
    await page.goto(url('/ampere-printable-table?box=9'));
    await expectEveryCopyEndsInItsBox('ampere-box');
  });

  it('prints a metered group (the bulk and enhanced prints) with every line of both copies', async () => {
    await page.goto(url('/mahmoud-kwh-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await page.getByRole('button', { name: 'معاينة 3 فواتير' }).click();
    await expectEveryCopyEndsInItsBox('kwh-bulk');
  });

  it('prints a metered group through the enhanced print window with every line of both copies', async () => {
    await page.goto(url('/enhanced-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'نوع العملاء' }).selectOption('mahmoud-kwh');
    // The estimated customer owes last month's bill too: above the default 1000 $ ceiling.
    await page.getByRole('textbox', { name: 'أعلى مبلغ ($)' }).fill('100000');
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /^طباعة 3 فواتير/ }).click(),
    ]);
    await popup.waitForLoadState();
    await expectEveryCopyEndsInItsBox('enhanced', popup);
    await popup.close();
  });

  it('prints the single metered invoice whole, its estimated reading and arrears included', async () => {
    await page.goto(url(`/mahmoud-kwh/invoice?id=${meteredIds[0]}`));
    await page.locator('[data-print-ready="true"]').waitFor();
    const { words, clipped } = await printed('kwh-single');
    expect(clipped).toEqual([]);
    expect(words.some((word) => word.text.includes('تقدير'))).toBe(true);
    expect(words.filter((word) => word.text === 'لتعاملكم')).toHaveLength(2);
  });

  it('prints the single invoice whole, paid in full written out', async () => {
    await page.goto(url(`/invoice?id=${ampereId}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const { words, clipped } = await printed('single');
    expect(clipped).toEqual([]);
    expect(words.some((word) => word.text === 'لتعاملكم')).toBe(true);
  });
});
