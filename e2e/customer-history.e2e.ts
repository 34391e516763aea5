import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, newPrintingContext, PHONE, screenshot } from './support/browser';
import { eventually } from './support/see';
import { signIn } from './support/sign-in';

/** The figures of a statement this test reads (the monthly archive's and the history's). */
interface Statement {
  month: string;
  monthLabel: string;
  invoiceNumber: string;
  total: number;
  amountPaid: number;
  totalDue: number;
  lbp: { total: number; totalDue: number };
}

interface ArchivedRecord {
  name: string;
  month: string;
  statement: Statement;
}

/** Dollars as the screens show them: grouped, at most two decimals ($12.5). */
const screenDollars = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const pounds = (amount: number) => amount.toLocaleString('en-US');

/**
 * docs/customer-history.md on a business with history (`billing demo`, 3 months: two closed, one
 * live): a customer's history opened from the ampere table shows the three months, the closed ones as
 * the monthly archive shows them; a closed month's invoice prints again as it was; the page on a
 * 390×844 phone, axe and 44 px targets.
 */
describeInBrowser("a customer's history", () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: { id: string; name: string };
  let archived: ArchivedRecord[];
  const url = (path: string) => `${app.baseUrl}${path}`;

  async function get<T>(path: string): Promise<T> {
    const response = await page.request.get(url(path));
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10), demo: { customers: 20, months: 3 } });
    browser = await launchBrowser();
    context = await newPrintingContext(browser);
    page = await context.newPage();
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    // A subscriber both closed months billed, one who paid something in one of them when there is one.
    const { records } = await get<{ records: ArchivedRecord[] }>(
      '/api/monthly-archives?system=ampere&pageSize=500',
    );
    const live = await get<{ id: string; name: string }[]>('/api/ampere-records');
    const months = [...new Set(records.map((record) => record.month))];
    expect(months).toHaveLength(2);
    const candidates = live.filter(
      (entry) => records.filter((record) => record.name === entry.name).length === 2,
    );
    customer =
      candidates.find((entry) =>
        records.some((record) => record.name === entry.name && record.statement.amountPaid > 0),
      ) ?? candidates[0];
    archived = records
      .filter((record) => record.name === customer.name)
      .sort((a, b) => b.month.localeCompare(a.month));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens from the customer row, shows three months that agree with the archive, and reprints a closed month', async () => {
    await page.goto(url('/ampere'));
    await page.getByRole('searchbox', { name: 'بحث في السجلات' }).fill(customer.name);
    await page
      .getByRole('link', { name: `السجل: ${customer.name}` })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'سجل العميل' }).waitFor();
    const table = page.getByRole('table', { name: `سجل ${customer.name}، الأحدث أولاً` });
    const rows = table.locator('tbody tr');
    await eventually(
      'three months',
      () => rows.count(),
      (count) => count === 3,
    );

    // Newest first: the live month, then the two closed months as the monthly archive shows them.
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain('الشهر الحالي');
    for (const [index, record] of archived.entries()) {
      const text = texts[index + 1];
      expect(text).toContain(record.statement.monthLabel);
      expect(text).toContain('شهر مغلق');
      expect(text).toContain(screenDollars(record.statement.total));
      expect(text).toContain(screenDollars(record.statement.amountPaid));
      expect(text).toContain(screenDollars(record.statement.totalDue));
      expect(text).toContain(pounds(record.statement.lbp.totalDue));
    }
    await screenshot(page, 'customer-history-desk');

    // The older closed month's invoice, printed again as it was at its close.
    const older = archived[1].statement;
    await table.getByRole('link', { name: `طباعة الفاتورة: ${older.monthLabel}` }).click();
    await page.waitForURL((address) => address.searchParams.get('month') === older.month);
    const sheet = page.getByRole('region', { name: /^فاتورة/ });
    await sheet.getByText(`فاتورة شهر ${older.monthLabel}`).first().waitFor();
    const printed = (await sheet.textContent()) ?? '';
    expect(printed).toContain(older.invoiceNumber.replace(/-\d{4}$/, ''));
    expect(printed).toContain(pounds(older.lbp.total));
    expect(printed).toContain(pounds(older.lbp.totalDue));
  });

  it('shows the months as cards on a 390 px phone, without serious axe findings or small targets', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url(`/customer-history?system=ampere&id=${customer.id}`));
    const cards = page.getByRole('list', { name: 'الأشهر' }).getByRole('article');
    await eventually(
      'three month cards',
      () => cards.count(),
      (count) => count === 3,
    );
    expect(await cards.nth(1).textContent()).toContain(archived[0].statement.monthLabel);
    await screenshot(page, 'customer-history-phone');
    const findings = [...(await axeFindings(page)), ...(await smallTouchTargets(page))];
    expect(findings).toEqual([]);
  });
});
