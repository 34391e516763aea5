import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { SCREENSHOTS, describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { countPdfPages, pdfPageText, renderPdfPage } from './support/pdf';
import { eventually, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
const MM_IN_POINTS = 72 / 25.4;

interface PaymentAnswer {
  id: string;
  receiptNumber: string;
  amount: number;
  amountLbp: number;
  exchangeRate: number;
}

/** The page size of a PDF in millimetres (`pdfinfo`), or null without poppler-utils. */
function pdfPageSizeMm(file: string): { width: number; height: number } | null {
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  if (info.error || info.status !== 0) return null;
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info.stdout);
  if (!size) return null;
  return { width: Number(size[1]) / MM_IN_POINTS, height: Number(size[2]) / MM_IN_POINTS };
}

const grouped = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);

describeInBrowser('receipts: printed on an 80 mm roll and on A6, and payments taken on a phone', () => {
  let app: RunningApp;
  let browser: Browser;
  let desk: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let recordId = '';
  let paid: PaymentAnswer;

  const url = (path: string) => `${app.baseUrl}${path}`;
  async function api<T>(target: Page, method: string, path: string, body?: unknown): Promise<T> {
    return target.evaluate(
      async ([method, path, body]) => {
        const response = await fetch(path as string, {
          method: method as string,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        return response.json();
      },
      [method, path, body] as const,
    ) as Promise<T>;
  }

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    desk = await browser.newContext({ locale: 'ar-LB' });
    desk.setDefaultTimeout(15_000);
    page = await desk.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('records a payment in pounds through the API: the server converts it and numbers the receipt', async () => {
    const record = await api<{ id: string }>(page, 'POST', '/api/ampere-records', {
      name: 'سامر حداد',
      box: '7',
      ampere: 1,
      phone: '71 123 456',
    });
    recordId = record.id;
    // a bare number: pounds per dollar
    const exchangeRate = await api<number>(page, 'GET', '/api/exchange-rate');
    paid = await api<PaymentAnswer>(page, 'POST', `/api/ampere-records/${recordId}/payments`, {
      amount: 20 * exchangeRate,
      currency: 'LBP',
      method: 'cash',
      note: 'دفعة من الحساب',
      clientId: 'e2e-receipt-1',
    });
    expect(paid.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(paid.amount).toBe(20);
    expect(paid.amountLbp).toBe(20 * exchangeRate);
  });

  for (const paper of [
    { choice: '80 مم', file: 'receipt-80mm', width: 80, height: null as number | null },
    { choice: 'A6', file: 'receipt-a6', width: 105, height: 148 },
  ]) {
    it(`prints the receipt on ${paper.choice}: one page of that size with the number and both amounts`, async () => {
      await page.goto(url(`/receipts/${paid.id}`));
      const receipt = page.getByRole('article', { name: 'إيصال دفع' });
      await receipt.waitFor();
      await page
        .getByText('مولد', { exact: false })
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => undefined);
      await page.getByText(paper.choice, { exact: true }).click();
      await eventually(
        'the chosen paper',
        () => page.getByRole('radio', { name: paper.choice }).isChecked(),
        (checked) => checked,
      );
      await expectText(receipt.locator('.rcpt-lines').first(), new RegExp(paid.receiptNumber));
      await screenshot(page, `${paper.file}-screen`);
      // the customer has a phone: the receipt goes out on WhatsApp too
      const whatsApp = await page.getByRole('link', { name: 'إرسال عبر واتساب' }).getAttribute('href');
      expect(whatsApp).toMatch(/^https:\/\/wa\.me\/96171123456\?text=/);
      expect(decodeURIComponent(whatsApp ?? '')).toContain(paid.receiptNumber);

      const pdf = join(SCREENSHOTS, `${paper.file}.pdf`);
      rmSync(pdf, { force: true });
      await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
      expect(existsSync(pdf)).toBe(true);
      expect(countPdfPages(pdf)).toBe(1);

      const size = pdfPageSizeMm(pdf);
      if (size) {
        expect(Math.abs(size.width - paper.width)).toBeLessThan(0.5);
        if (paper.height) expect(Math.abs(size.height - paper.height)).toBeLessThan(0.5);
        // a roll is cut after the receipt: far shorter than a sheet of A4
        else expect(size.height).toBeLessThan(200);
      }
      const text = pdfPageText(pdf, 1);
      if (text !== null) {
        expect(text).toContain(paid.receiptNumber);
        expect(text).toContain(`$${paid.amount}`);
        expect(text).toContain(grouped(paid.amountLbp));
        // docs/screens.md#payments-receipts-and-collection: the collector by name (the administrator's), and what remained after the payment
        expect(text).toContain('مدير النظام');
        expect(text).toContain('$5');
        // no screen chrome on paper
        expect(text).not.toContain('طباعة الإيصال');
      }
      renderPdfPage(pdf, 1, join(SCREENSHOTS, paper.file));
    });
  }

  it('takes a payment through the dialog on a phone and voids it from the history', async () => {
    const phone = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: 'ar-LB',
    });
    phone.setDefaultTimeout(15_000);
    const onPhone = await phone.newPage();
    onPhone.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(onPhone, app.baseUrl, ADMIN.email, ADMIN.password);
    await onPhone.goto(url('/ampere'));
    const card = onPhone
      .getByRole('list', { name: 'سجلات المشتركين' })
      .getByRole('article', { name: 'سامر حداد' });
    await card.waitFor();

    await card.getByRole('button', { name: 'دفع من سامر حداد' }).click();
    const dialog = onPhone.getByRole('dialog', { name: 'دفع من سامر حداد' });
    const amount = dialog.getByRole('textbox', { name: 'المبلغ (USD)' });
    await amount.fill('٥');
    await screenshot(onPhone, 'phone-take-payment');
    await dialog.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    const toast = await seeToast(onPhone, 'تم تسجيل الدفعة');
    const receiptNumber = /R-\d{4}-\d{6}/.exec(toast)?.[0];
    expect(receiptNumber).toBeDefined();
    expect(toast).toContain('$5');
    await dialog.getByRole('link', { name: 'عرض الإيصال وطباعته' }).waitFor();
    await screenshot(onPhone, 'phone-payment-recorded');
    expect(
      await onPhone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'إغلاق', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    // $25 (1 A at the low price) − 20 − 5: nothing left to pay
    await expectText(card.locator('dl'), /المدفوع \$25 الرصيد \$0$/);

    await card.getByRole('button', { name: 'سجل دفعات سامر حداد' }).click();
    const history = onPhone.getByRole('dialog', { name: 'سجل دفعات سامر حداد' });
    const item = history.getByRole('listitem', { name: receiptNumber });
    await item.waitFor();
    await item.getByRole('button', { name: `إلغاء الدفعة ${receiptNumber}` }).click();
    const form = onPhone.getByRole('dialog', { name: `إلغاء الدفعة ${receiptNumber}` });
    await form.getByRole('textbox', { name: 'سبب الإلغاء' }).fill('سُجّلت بالخطأ');
    await form.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
    await seeToast(onPhone, 'تم إلغاء الدفعة');
    await expectText(item, /ملغاة/);
    await expectText(item, /سبب الإلغاء: سُجّلت بالخطأ/);
    await screenshot(onPhone, 'phone-payment-history-void');
    await history.getByRole('button', { name: 'إغلاق', exact: true }).last().click();
    await expectText(card.locator('dl'), /المدفوع \$20 الرصيد \$5$/);

    // The void receipt says so.
    const voided = await api<PaymentAnswer[]>(onPhone, 'GET', `/api/ampere-records/${recordId}/payments`);
    const voidedOne = voided.find((one) => one.receiptNumber === receiptNumber);
    await onPhone.goto(url(`/receipts/${voidedOne?.id}`));
    await onPhone.getByRole('region', { name: 'ملغى' }).waitFor();
    expect(
      await onPhone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(onPhone, 'phone-receipt-void');
    await phone.close();
    expect(pageErrors).toEqual([]);
  });
});
