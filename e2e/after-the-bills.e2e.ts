import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, PHONE, screenshot } from './support/browser';
import { eventually, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const TODAY = dayOfThisMonth(12);

interface Debtor {
  system: string;
  customerId: string;
  customerNumber: number;
  name: string;
  phone: string | null;
  months: number;
}

interface Statement {
  month: string;
  monthLabel: string;
  total: number;
  amountPaid: number;
  previousBalance: number;
  totalDue: number;
  lbp: { totalDue: number };
  lines: { kind: string; amount: number }[];
}

interface ArchivedRecord {
  name: string;
  month: string;
  statement: Statement;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Dollars as the screens show them: grouped, at most two decimals ($12.5). */
const screenDollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/**
 * After the bills go out, one customer's way through it, on a business with four months of history
 * (three closed by `billing demo`): three months in debt, they are in the 3+ group of the debtors
 * (docs/debtors.md) and reminded; cut off (docs/cut-off.md), marked on the portal and not billed at the
 * next close; reconnected with a fee that is a line of the next statement; the money taken that day is
 * handed over with a difference the handover page shows (docs/handover.md); and their history
 * (docs/customer-history.md) shows the months as the monthly archive and the ledger keep them.
 */
describeInBrowser('after the bills go out', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  async function call<T>(method: 'get' | 'post', path: string, data?: object): Promise<T> {
    const response = await page.request[method](url(path), data ? { data } : undefined);
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    app = await startApp({ today: TODAY, demo: { customers: 24, months: 4 } });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ar-LB' });
    context.setDefaultTimeout(20_000);
    // The reminder opens WhatsApp: answered here, never the real site.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'wa.me' }));
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('ages, reminds, cuts off, closes, reconnects with a fee, hands over the cash, and shows the history', async () => {
    // A flat-rate subscriber with a mobile, owing since three closed months or more.
    const { rows } = await call<{ rows: Debtor[] }>('get', '/api/debtors?system=ampere&minMonths=3');
    const debtor = rows.find((row) => row.phone !== null);
    expect(debtor).toBeDefined();
    const { name, customerId: id, customerNumber } = debtor!;

    // The debtors: in the 3+ group, reminded in one pass.
    await page.goto(url('/debtors?minMonths=3'));
    await page.getByRole('article', { name: '3 أشهر أو أكثر' }).waitFor();
    const debtorRow = page.getByRole('row').filter({ hasText: name });
    await debtorRow.getByRole('checkbox', { name: `اختيار ${name}` }).check();
    await page.getByRole('button', { name: 'بدء جولة تذكير' }).click();
    const run = page.getByRole('region', { name: 'جولة التذكير' });
    await run.getByRole('heading', { name: new RegExp(name) }).waitFor();
    const whatsApp = context.waitForEvent('page');
    await run.getByRole('button', { name: 'فتح واتساب' }).click();
    await (await whatsApp).close();
    await run.getByText('تم التذكير').waitFor();

    // Cut off from the table: «مقطوع» there and on the portal card.
    await page.goto(url('/ampere'));
    await page.getByRole('searchbox', { name: 'بحث في السجلات' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `قطع ${name}` }).click();
    await page.getByRole('dialog').getByLabel('سبب القطع').fill('ثلاثة أشهر دون دفع');
    await page.getByRole('dialog').getByRole('button', { name: 'قطع المشترك' }).click();
    await seeToast(page, 'تم قطع المشترك');
    await row.getByText('مقطوع', { exact: true }).waitFor();

    const visitorContext = await browser.newContext({ viewport: PHONE, isMobile: true, locale: 'ar-LB' });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(url('/customer-portal'));
      await visitor.getByRole('textbox', { name: 'رقم العميل' }).fill(String(customerNumber));
      await visitor.getByRole('textbox', { name: 'الاسم' }).fill(name);
      await visitor.getByRole('button', { name: 'بحث' }).click();
      await visitor.getByRole('article').getByText('مقطوع', { exact: true }).waitFor();
    } finally {
      await visitorContext.close();
    }

    // The month closes: cut off, they are billed nothing new; what they owed carries over.
    const invoice = () => call<{ statement: Statement }>('get', `/api/ampere-records/${id}/invoice`);
    const owedBefore = (await invoice()).statement.totalDue;
    await call('post', '/api/ampere-records/new-month', {});
    const afterClose = (await invoice()).statement;
    expect(afterClose.total).toBe(0);
    expect(afterClose.previousBalance).toBe(owedBefore);
    expect(afterClose.totalDue).toBe(owedBefore);

    // Reconnected with a fee of $10: one line of the next statement.
    await page.reload();
    await page.getByRole('searchbox', { name: 'بحث في السجلات' }).fill(name);
    await row.getByRole('button', { name: `إعادة الوصل — ${name}` }).click();
    await page.getByRole('dialog').getByLabel('رسم إعادة الوصل (اختياري)').fill('10');
    await page.getByRole('dialog').getByRole('button', { name: 'إعادة الوصل', exact: true }).click();
    await seeToast(page, 'تمت إعادة الوصل');
    const href = await row.getByRole('link', { name: `طباعة فاتورة ${name}` }).getAttribute('href');
    const sheet = await context.newPage();
    await sheet.goto(url(href!));
    await sheet.getByRole('row').filter({ hasText: 'رسم إعادة الوصل' }).getByText('$10.00').waitFor();
    await sheet.close();
    const reconnected = (await invoice()).statement;
    // One fee line of $10; reconnected, the month's subscription is billed again (docs/cut-off.md).
    expect(reconnected.lines.filter((line) => line.kind === 'reconnection-fee')).toEqual([
      expect.objectContaining({ amount: 10 }),
    ]);
    expect(cents(reconnected.totalDue)).toBe(cents(owedBefore) + cents(reconnected.total));

    // They pay $5 at the office; that evening the cash counted is $1 short: the handover page says so.
    const me = await call<{ id: string }>('get', '/api/auth/user');
    type Handover = { collectorId: string; collectorName: string; takenUsd: number; takenLbp: number };
    const myDay = async () =>
      (await call<Handover[]>('get', `/api/handovers?day=${TODAY}`)).find(
        (handover) => handover.collectorId === me.id,
      );
    const takenBefore = (await myDay())?.takenUsd ?? 0;
    await call('post', `/api/ampere-records/${id}/payments`, { amount: 5 });
    const day = (await myDay())!;
    expect(day.takenUsd).toBe(takenBefore + 5);
    await page.goto(url(`/handover?day=${TODAY}`));
    const card = page.getByRole('article', { name: day.collectorName });
    await card.getByRole('button', { name: `تسجيل المعدود: ${day.collectorName}` }).click();
    const count = page.getByRole('dialog', { name: `ما سلّمه ${day.collectorName}` });
    await count.getByRole('textbox', { name: 'المعدود بالدولار' }).fill(String(day.takenUsd - 1));
    await count.getByRole('textbox', { name: 'المعدود بالليرة' }).fill(String(day.takenLbp));
    await count.getByRole('button', { name: 'حفظ' }).click();
    await count.waitFor({ state: 'hidden' });
    await expectText(card, /الفرق بالدولار\s*-\$1\s*ناقص/);

    // Their history: the live month with its payment, then each closed month as the archive keeps it.
    const { records } = await call<{ records: ArchivedRecord[] }>(
      'get',
      '/api/monthly-archives?system=ampere&pageSize=500',
    );
    const closed = records
      .filter((record) => record.name === name)
      .sort((a, b) => b.month.localeCompare(a.month));
    expect(closed.length).toBeGreaterThanOrEqual(3);
    await page.goto(url('/ampere'));
    await page.getByRole('searchbox', { name: 'بحث في السجلات' }).fill(name);
    await page
      .getByRole('link', { name: `السجل: ${name}` })
      .first()
      .click();
    const months = page.getByRole('table', { name: `سجل ${name}، الأحدث أولاً` }).locator('tbody tr');
    await eventually(
      'the live month and every closed month',
      () => months.count(),
      (shown) => shown === closed.length + 1,
    );
    const texts = await months.allTextContents();
    expect(texts[0]).toContain('الشهر الحالي');
    expect(texts[0]).toContain(screenDollars(5));
    expect(texts[0]).toContain(screenDollars((cents(reconnected.totalDue) - 500) / 100));
    for (const [index, record] of closed.entries()) {
      expect(texts[index + 1]).toContain(record.statement.monthLabel);
      expect(texts[index + 1]).toContain(screenDollars(record.statement.total));
      expect(texts[index + 1]).toContain(screenDollars(record.statement.totalDue));
    }
    // The month closed while cut off billed nothing new.
    expect(closed[0].statement.totalDue).toBe(owedBefore);
    await screenshot(page, 'after-the-bills-history');
    expect(pageErrors).toEqual([]);
  });
});
