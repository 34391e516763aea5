import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, newPrintingContext, SCREENSHOTS } from './support/browser';
import { pdfWords, renderPdfPage, type PdfWord as Word } from './support/pdf';
import { signIn } from './support/sign-in';

/** CSS pixels (96 a inch) to PDF points (72 an inch). */
const PT_PER_PX = 0.75;
const LONG_NAME = 'عبد الرحمن محمد حسين عبد الله الموسوي الحسيني';
const LONG_ADDRESS = 'الحي الشرقي، شارع المدرسة الرسمية، بناية الصباح الطابق الثالث، مقابل فرن العائلة';
/** docs/printing.md: at this rate $99,999.99 is 9,999,999,000 ل.ل, the widest pounds a box must hold. */
const WIDEST_RATE = 100_000;

/** What the server states for one invoice (POST /api/print-invoices). */
interface StatedInvoice {
  id: string;
  total: number;
  totalDue: number;
  lbp: { total: number; totalDue: number };
}

/** docs/printing.md: dollars on paper always with their cents and grouped, $5,506.20. */
const paperDollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const grouped = (value: number) => value.toLocaleString('en-US');

/** What the print layout cuts off, measured in the page laid out for print: a copy whose content is
 * taller than its box, or a figure wider than its cell (shown with '…'). */
function clippedInPrint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Invoice copies, the single invoice, the receipt and the landscape printable table.
    document.querySelectorAll('.ps-copy, .inv-doc, .rcpt-doc, .kpt-table').forEach((copy, index) => {
      const name = copy.getAttribute('aria-label') ?? `copy ${index + 1}`;
      // A sheet's copy has the height of its box; the single invoice grows with its content.
      if (copy.classList.contains('ps-copy') && copy.scrollHeight > copy.clientHeight + 1)
        found.push(`${name}: ${copy.scrollHeight - copy.clientHeight} px taller than its box`);
      copy.querySelectorAll('dd, dt, span, strong, div, td').forEach((cell) => {
        if (cell.scrollWidth > cell.clientWidth && getComputedStyle(cell).overflow !== 'visible')
          found.push(`${name}: '${cell.textContent?.trim()}' cut sideways`);
      });
      // A figure printed whole but over its neighbour, or past the copy's edge, is lost all the same.
      const edge = copy.getBoundingClientRect();
      copy.querySelectorAll('dd').forEach((figure) => {
        const text = document.createRange();
        text.selectNodeContents(figure);
        const printed = text.getBoundingClientRect();
        const row = (figure.parentElement ?? figure).getBoundingClientRect();
        const outside = (box: DOMRect) => printed.left < box.left - 1 || printed.right > box.right + 1;
        if (outside(row) || outside(edge)) found.push(`${name}: '${figure.textContent?.trim()}' spills out`);
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
 * docs/printing.md#figures-on-paper: every printed invoice kind fits its box at the spec's sizes (90, 90 and 85 mm boxes on
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
  let widestAmpereId = '';
  const ampereBoxIds: string[] = [];
  /** The second group's box 4: the widest metered bills ($99,9xx.xx at 9,981,800 kWh) and 13,110 kWh. */
  const widestMeteredIds: string[] = [];
  const meteredIds: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;
  const post = async (path: string, data: object) => {
    const response = await page.request.post(url(path), { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await newPrintingContext(browser);
    page = await context.newPage();
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
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
        // docs/official-tariff.md#on-the-invoice: the metered invoices print one more footer line.
        printOfficialTariffLine: true,
      },
    });
    if (!company.ok()) throw new Error(`company profile: ${company.status()} ${await company.text()}`);
    await post('/api/exchange-rate', { usdToLbp: WIDEST_RATE });
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
    const paidInFull = await post('/api/ampere-records', {
      name: `${LONG_NAME} الثاني`,
      box: '9',
      address: LONG_ADDRESS,
      ampere: 5,
      amperePrice: 10,
      isPaid: true,
    });
    ampereBoxIds.push(ampereId, paidInFull.id);
    // The widest figures: $99,999.99 this month, 9,999,999,000 ل.ل, a partial payment.
    widestAmpereId = (
      await post('/api/ampere-records', {
        name: `${LONG_NAME} الثالث`,
        box: '9',
        address: LONG_ADDRESS,
        ampere: 1.5,
        amperePrice: 66666.66,
        amountPaid: 88888.88,
      })
    ).id;
    ampereBoxIds.push(widestAmpereId);
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
    for (const [index, customer] of [
      { previousKwh: 9_800_000, currentKwh: 9_981_800, pricePerKwh: 0.55 },
      { previousKwh: 9_800_000, currentKwh: 9_981_800, pricePerKwh: 0.55, amountPaid: 88888.88 },
      // A real month: 13,110 kWh at $0.42 printed '$5,517…' in a 44 px cell and '13210' ungrouped.
      { previousKwh: 100, currentKwh: 13_210, pricePerKwh: 0.42 },
    ].entries())
      widestMeteredIds.push(
        (
          await post('/api/baydawi-kwh-customers', {
            name: `${LONG_NAME} ${index + 4}`,
            box: '4',
            address: LONG_ADDRESS,
            ampere: 5,
            ...customer,
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
    // The widest official tariff line: the largest price the tariff takes, for this month's invoices
    // and for the next month's (the closed group bills its next month).
    const thisMonth = new Date(`${dayOfThisMonth(1)}T00:00:00Z`);
    for (const month of [0, 1].map((ahead) =>
      new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() + ahead, 1))
        .toISOString()
        .slice(0, 7),
    )) {
      const widest = 999_999_999_999;
      const tariff = await page.request.put(url(`/api/official-tariffs/${month}`), {
        data: {
          kwhPriceLbp: { town: widest, village: widest },
          fixedFeesLbp: { 5: widest, 10: widest, perExtra5A: widest },
          exchangeRate: WIDEST_RATE,
          dieselPrice20LLbp: widest,
        },
      });
      if (!tariff.ok()) throw new Error(`official tariff: ${tariff.status()} ${await tariff.text()}`);
    }
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
    return { words: pdfWords(pdf, 1), clipped };
  }

  /** The sheet's three boxes each end with both copies' last line inside the box. */
  async function expectEveryCopyEndsInItsBox(name: string, on: Page = page): Promise<Word[]> {
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
    return words;
  }

  /** The server's statement of these customers, as every print shows it. */
  async function stated(type: string, ids: readonly string[]): Promise<StatedInvoice[]> {
    const response = await page.request.post(url('/api/print-invoices'), { data: { type, ids } });
    if (!response.ok()) throw new Error(`print-invoices: ${response.status()} ${await response.text()}`);
    const invoices = (await response.json()) as { statement: StatedInvoice }[];
    return invoices.map(({ statement }) => statement);
  }

  /**
   * docs/printing.md: each invoice's figures are printed whole on both copies (never '$5,517…'),
   * dollars always with two decimals and readings grouped.
   */
  function expectFiguresWhole(words: Word[], invoices: readonly StatedInvoice[], copies = 2): void {
    const printed = (figure: string) => ({
      figure,
      copies: Math.min(copies, words.filter((word) => word.text === figure).length),
    });
    for (const invoice of invoices) {
      const figures = [invoice.total, invoice.totalDue]
        .filter((amount) => amount > 0)
        .map(paperDollars)
        .concat(grouped(invoice.lbp.total));
      expect(figures.map(printed)).toEqual(figures.map((figure) => ({ figure, copies })));
    }
    expect(words.filter((word) => word.text.includes('…')).map((word) => word.text)).toEqual([]);
    // Every dollar figure (a column's title, «($)», is none).
    const dollars = words.filter((word) => /\$.*\d/.test(word.text)).map((word) => word.text);
    expect(dollars.filter((text) => !/^-?\$\d{1,3}(,\d{3})*\.\d{2,4}$/.test(text))).toEqual([]);
  }

  it('prints a box of ampere customers (the box print) with every line of both copies', async () => {
    await page.goto(url('/ampere-printable-table?box=9'));
    const words = await expectEveryCopyEndsInItsBox('ampere-box');
    expectFiguresWhole(words, await stated('ampere', ampereBoxIds));
  });

  it('prints a metered group (the bulk and enhanced prints) with every line of both copies', async () => {
    await page.goto(url('/mahmoud-kwh-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await page.getByRole('button', { name: 'معاينة 3 فواتير' }).click();
    const words = await expectEveryCopyEndsInItsBox('kwh-bulk');
    expect(words.filter((word) => word.text === '999,999,999,999')).toHaveLength(6);
  });

  it('prints the widest metered bills whole: $99,9xx.xx, 9,999,500,000 ل.ل, readings grouped', async () => {
    await page.goto(url('/baydawi-kwh-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await page.getByRole('button', { name: 'معاينة 3 فواتير' }).click();
    const words = await expectEveryCopyEndsInItsBox('kwh-bulk-widest');
    // docs/official-tariff.md#on-the-invoice: the widest official tariff line, whole, on every copy.
    expect(words.filter((word) => word.text === '999,999,999,999')).toHaveLength(6);
    expectFiguresWhole(words, await stated('baydawi-kwh', widestMeteredIds));
    // docs/printing.md: every reading grouped the same way, on every line.
    expect(words.filter((word) => ['13,210', '13,110', '9,981,800'].includes(word.text)).length).toBe(
      2 + 2 + 4,
    );
    expect(words.filter((word) => /^\d{5,}$/.test(word.text)).map((word) => word.text)).toEqual([]);
  });

  it('prints a metered group through the enhanced print window with every line of both copies', async () => {
    await page.goto(url('/enhanced-bulk-print'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'نوع العملاء' }).selectOption('mahmoud-kwh');
    // docs/printing.md: the amount filter starts empty, so every customer is chosen, however much he owes.
    expect(await page.getByRole('textbox', { name: 'أعلى مبلغ ($)' }).inputValue()).toBe('');
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

  it('prints the widest single metered invoice whole on both copies', async () => {
    await page.goto(url(`/baydawi-kwh/invoice?id=${widestMeteredIds[1]}`));
    await page.locator('[data-print-ready="true"]').waitFor();
    const { words, clipped } = await printed('kwh-single-widest');
    expect(clipped).toEqual([]);
    expectFiguresWhole(words, await stated('baydawi-kwh', [widestMeteredIds[1]]));
  });

  it('prints the single invoice whole, paid in full written out', async () => {
    await page.goto(url(`/invoice?id=${ampereId}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const { words, clipped } = await printed('single');
    expect(clipped).toEqual([]);
    expect(words.some((word) => word.text === 'لتعاملكم')).toBe(true);
  });

  it('prints the widest single ampere invoice whole', async () => {
    await page.goto(url(`/invoice?id=${widestAmpereId}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const { words, clipped } = await printed('single-widest');
    expect(clipped).toEqual([]);
    expectFiguresWhole(words, await stated('ampere', [widestAmpereId]), 1);
  });

  it('prints the landscape kWh table whole: $99,9xx.xx, 9,999,500,000 ل.ل, every reading grouped', async () => {
    await page.goto(url('/kwh-printable-table?system=baydawi-kwh&box=4'));
    await page.getByRole('table', { name: /^كيلوواط البيضاوي — علبة 4/ }).waitFor();
    const { words, clipped } = await printed('kwh-printable-table');
    expect(clipped).toEqual([]);
    expectFiguresWhole(words, await stated('baydawi-kwh', widestMeteredIds), 1);
    expect(words.filter((word) => ['13,210', '13,110', '9,981,800'].includes(word.text)).length).toBe(
      1 + 1 + 2,
    );
    expect(words.filter((word) => /^\d{5,}$/.test(word.text)).map((word) => word.text)).toEqual([]);
  });

  it('prints the widest receipt whole: $99,999.99 and 9,999,999,000 ل.ل, dollars with their cents', async () => {
    const owing = await post('/api/ampere-records', {
      name: `${LONG_NAME} الرابع`,
      box: '77',
      address: LONG_ADDRESS,
      ampere: 1.5,
      amperePrice: 66666.66,
    });
    const paid = await post(`/api/ampere-records/${owing.id}/payments`, {
      amount: 99_999.99,
      currency: 'USD',
      method: 'cash',
      note: LONG_ADDRESS,
      clientId: 'paper-widest-receipt',
    });
    await page.goto(url(`/receipts/${paid.id}`));
    await page.getByRole('article', { name: 'إيصال دفع' }).waitFor();
    await page.waitForLoadState('networkidle');
    const { words, clipped } = await printed('receipt-widest');
    expect(clipped).toEqual([]);
    const figures = ['$99,999.99', '9,999,999,000', '$0.00', '100,000'];
    expect(figures.filter((figure) => !words.some((word) => word.text === figure))).toEqual([]);
    const dollars = words.filter((word) => word.text.includes('$')).map((word) => word.text);
    expect(dollars.filter((text) => !/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/.test(text))).toEqual([]);
  });
});
