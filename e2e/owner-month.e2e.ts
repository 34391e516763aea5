import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Month } from '@kahraba/billing-domain';
import { axeFindings, smallTouchTargets, type Finding } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import {
  describeInBrowser,
  launchBrowser,
  newPhoneContext,
  PHONE,
  newPrintingContext,
  screenshot,
  SCREENSHOTS,
} from './support/browser';
import { pdfWords, renderPdfPage } from './support/pdf';
import { eventually, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

/** After the 25th the invoice is for the next month (docs/business-rules.md#invoice-numbers-and-the-month-billed): the day a payment's month can disagree. */
const TODAY = dayOfThisMonth(26);
/** The month the live records bill, and the month their invoices and receipts name. */
const BILLED = Month.ofDay(TODAY);
const INVOICED = BILLED.next();
const PUBLIC_ADDRESS = 'https://kahraba.example.com';
const GROUP = { id: 'mahmoud-kwh', name: 'كيلوواط محمود' };
const GROUP_PRICE = '0.42';
const COLLECTOR = { email: 'nadim@example.com', password: 'collector-secret-9' };
/** The customer whose 13,110 kWh at $0.42 were cut on paper (docs/printing.md). */
const BIG_BILL = {
  name: 'يوسف الخطيب',
  box: '17',
  previousKwh: 100,
  currentKwh: 13_210,
  // $5,506.20 of energy and the customer's own subscription fee.
  ampereSubscriptionFee: 11.71,
};
const BIG_BILL_DUE = '$5,517.91';

interface Stated {
  id: string;
  invoiceNumber: string;
  customerNumber: number;
  total: number;
  totalDue: number;
}

const paperDollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The month as an owner lives it (docs/business-demo.md, docs/customer-imports.md,
 * docs/metered-group-price.md, docs/printing.md, docs/meter-reader.md, docs/metered-groups.md,
 * docs/payment-month.md, docs/public-address.md), on a realistic business made by `billing demo`:
 * a desk for the office, a 390×844 phone for the collector, axe and 44 px targets on every page.
 */
describeInBrowser('the month as the owner lives it, on a business with history', () => {
  let app: RunningApp;
  let browser: Browser;
  let desk: BrowserContext;
  let page: Page;
  let bigBill: Stated;
  let receiptNumber = '';
  const pageErrors: string[] = [];
  const findings: string[] = [];
  const url = (path: string) => `${app.baseUrl}${path}`;

  async function api<T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
    const response =
      method === 'GET' ? await page.request.get(url(path)) : await page.request.post(url(path), { data });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /**
   * axe's serious and critical findings on the page as it stands, and every target under 44 px when the
   * same page is held on a 390 px phone (the thumb's rule: a desk's mouse has no such need).
   */
  async function checkAccessible(on: Page, where: string): Promise<void> {
    // A dialog fading in or a toast sliding in is measured once it stands still.
    await on.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const found: Finding[] = await axeFindings(on);
    const size = on.viewportSize();
    if (size && size.width !== PHONE.width) {
      await on.setViewportSize(PHONE);
      await on.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      found.push(...(await smallTouchTargets(on)));
      await on.setViewportSize(size);
    } else found.push(...(await smallTouchTargets(on)));
    findings.push(...found.map((finding) => `${where}: ${finding.rule} ${finding.target} ${finding.detail}`));
  }

  async function printToPdf(on: Page, name: string): Promise<string[]> {
    await on.locator('[data-print-ready="true"]').waitFor();
    const pdf = join(SCREENSHOTS, `owner-month-${name}.pdf`);
    await on.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
    renderPdfPage(pdf, 1, join(SCREENSHOTS, `owner-month-${name}-page-1`));
    return pdfWords(pdf, 1).map((word) => word.text);
  }

  /** The collection screen, the group chosen, the customer found by name as a collector types it. */
  async function findAtCollection(name: string): Promise<void> {
    await page.goto(url('/collect'));
    await page.getByRole('combobox', { name: 'النظام' }).selectOption(GROUP.id);
    await page.getByRole('searchbox', { name: 'ابحث بالاسم أو الرقم أو العلبة' }).fill(name);
    await page.getByRole('list', { name: 'نتائج البحث' }).getByRole('button', { name: name }).click();
  }

  const countOf = (words: string[], text: string) => words.filter((word) => word === text).length;

  beforeAll(async () => {
    app = await startApp({ today: TODAY, demo: { customers: 40, months: 2 } });
    browser = await launchBrowser();
    desk = await newPrintingContext(browser);
    page = await desk.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
    expect(findings.splice(0)).toEqual([]);
  });

  it('sets the address customers reach on the settings card, as the home page asks', async () => {
    await page.goto(url('/'));
    const banner = page.getByRole('alert', { name: 'عنوان الموقع للعملاء غير محدد' });
    await banner.getByRole('link', { name: 'حدد العنوان' }).click();
    const card = page.getByRole('form', { name: 'عنوان الموقع للعملاء' });
    await card.getByRole('textbox', { name: 'عنوان الموقع' }).fill(PUBLIC_ADDRESS);
    await checkAccessible(page, '/settings/company');
    await card.getByRole('button', { name: 'حفظ العنوان' }).click();
    await seeToast(page, 'تم حفظ عنوان الموقع');
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
  });

  it("gives the group its price, then refuses an import's repeated row naming both rows", async () => {
    await page.goto(url(`/${GROUP.id}`));
    await page.getByRole('button', { name: 'تحديث سعر الكيلوواط' }).click();
    const prices = page.getByRole('dialog', { name: 'تحديث سعر الكيلوواط لجميع العملاء' });
    await prices.getByLabel('السعر الجديد للكيلوواط ($)').fill(GROUP_PRICE);
    await prices.getByRole('button', { name: 'تحديث الأسعار' }).click();
    await seeToast(page, 'تم تحديث الأسعار بنجاح');
    await expectText(page.getByRole('region', { name: 'سعر الكيلوواط في المجموعة' }), /\$0\.42/);

    // As LibreOffice copies it: a header, three new customers, then the first one again.
    const sheet = [
      'الاسم\tالعلبة\tالأمبير\tالسابقة\tالحالية',
      'سمير الحلبي\t30\t5\t1200\t1290',
      'ريما حمدان\t30\t3\t800\t850',
      'جورج نصار\t31\t10\t4000\t4310',
      'سمير  الحلبي\t٣٠\t5\t100\t100',
    ].join('\n');
    await page.getByRole('button', { name: 'استيراد من Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'استيراد من Excel' });
    await dialog.getByRole('textbox', { name: 'البيانات الملصقة' }).fill(sheet);
    await expectText(
      dialog.locator('.app-skipped-lines li').first(),
      /^السطر 5: يكرر السطر 2 \(الاسم والعلبة نفسهما\)/,
    );
    await checkAccessible(page, `/${GROUP.id} import preview`);
    await screenshot(page, 'owner-month-import-repeated-row');
    await dialog.getByRole('button', { name: 'إنشاء 3 سجلات' }).click();
    await seeToast(page, 'تم إنشاء 3 عملاء');

    // The first row stands, at the group's price.
    const customers = await api<{ name: string; previousKwh: number; pricePerKwh: number }[]>(
      'GET',
      `/api/${GROUP.id}-customers`,
    );
    expect(customers.filter((customer) => customer.name === 'سمير الحلبي')).toEqual([
      expect.objectContaining({ previousKwh: 1200, pricePerKwh: 0.42 }),
    ]);
  });

  it("approves a visitor's registration into the group at the group's price", async () => {
    const visitorContext = await browser.newContext({ locale: 'ar-LB' });
    try {
      const visitor = await visitorContext.newPage();
      visitor.on('pageerror', (error) => pageErrors.push(error.message));
      await visitor.goto(url('/register'));
      const form = visitor.getByRole('form', { name: 'نموذج طلب الاشتراك' });
      await form.getByRole('textbox', { name: 'الاسم الكامل' }).fill('رامي الخطيب');
      await form.getByRole('textbox', { name: 'رقم الهاتف' }).fill('03 123 456');
      await form.getByRole('textbox', { name: 'العنوان' }).fill('صيدا، الشارع العام');
      await form.getByLabel('عدد الأمبيرات المطلوبة').fill('5');
      // A toggle button: its input is hidden, the label is what a finger presses.
      await form.getByText('عداد', { exact: true }).click();
      await checkAccessible(visitor, '/register');
      await form.getByRole('button', { name: 'إرسال الطلب' }).click();
      await visitor.getByText('تم إرسال طلبك بنجاح').waitFor();
      await expectText(visitor.getByText(/^رقم طلبك:/), /REG-\d+/);
    } finally {
      await visitorContext.close();
    }

    await page.goto(url('/pending-customers'));
    await page.getByRole('button', { name: 'الموافقة على طلب رامي الخطيب' }).click();
    const dialog = page.getByRole('dialog', { name: 'الموافقة على طلب الاشتراك' });
    await dialog.getByRole('radio', { name: new RegExp(GROUP.name) }).check();
    await checkAccessible(page, '/pending-customers approve');
    await dialog.getByRole('button', { name: 'موافقة وإضافة العميل' }).click();
    expect(await seeToast(page, 'تمت الموافقة')).toContain(GROUP.name);

    await page.goto(url(`/${GROUP.id}`));
    await page.getByRole('button', { name: 'تعديل رامي الخطيب' }).first().click();
    const edit = page.getByRole('dialog', { name: 'تعديل العميل' });
    expect(await edit.getByRole('textbox', { name: 'سعر الكيلوواط ($)' }).inputValue()).toBe(GROUP_PRICE);
    await checkAccessible(page, `/${GROUP.id} edit`);
    await edit.getByRole('button', { name: 'إلغاء' }).click();
  });

  it(`prints a ${BIG_BILL_DUE} invoice whole on both copies`, async () => {
    const { id } = await api<{ id: string }>('POST', `/api/${GROUP.id}-customers`, {
      ...BIG_BILL,
      address: 'الحي الشرقي',
      ampere: 5,
      phone: '71 654 321',
    });
    [{ statement: bigBill }] = await api<{ statement: Stated }[]>('POST', '/api/print-invoices', {
      type: GROUP.id,
      ids: [id],
    });
    expect(paperDollars(bigBill.totalDue)).toBe(BIG_BILL_DUE);

    await page.goto(url(`/${GROUP.id}/invoice?id=${id}`));
    const words = await printToPdf(page, 'big-bill');
    await checkAccessible(page, `/${GROUP.id}/invoice`);
    expect(countOf(words, BIG_BILL_DUE)).toBeGreaterThanOrEqual(2);
    for (const copy of [/^نسخة العميل/, /^نسخة المحاسبة/])
      expect(await page.getByRole('region', { name: copy }).innerText()).toContain(BIG_BILL_DUE);
    expect(countOf(words, '13,210')).toBe(2);
    expect(countOf(words, '13,110')).toBe(2);
    expect(words.filter((word) => word.includes('…'))).toEqual([]);
  });

  it('selects every customer of the group with «تحديد الكل»: the amount range starts empty', async () => {
    const customers = await api<unknown[]>('GET', `/api/${GROUP.id}-customers`);
    await page.goto(url('/enhanced-bulk-print'));
    await page.getByRole('combobox', { name: 'نوع العملاء' }).selectOption(GROUP.id);
    expect(await page.getByRole('textbox', { name: 'أقل مبلغ ($)' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'أعلى مبلغ ($)' }).inputValue()).toBe('');
    const summary = page.getByText(/^يطابق التصفية/);
    await expectText(summary, new RegExp(`^يطابق التصفية: ${customers.length} `));
    await page.getByRole('button', { name: 'تحديد الكل', exact: true }).click();
    await expectText(summary, new RegExp(`المحدد: ${customers.length} `));
    expect(await page.getByText(/^خارج التصفية/).count()).toBe(0);
    await checkAccessible(page, '/enhanced-bulk-print');
    await screenshot(page, 'owner-month-enhanced-print');
  });

  it('imports the generic list by pasting a sheet, and prints it in bulk', async () => {
    await page.goto(url('/kwh'));
    const sheet = [
      'الاسم\tالعلبة\tالأمبير\tالسابقة\tالحالية',
      'هدى قاسم\t40\t5\t300\t360',
      'وليد عيسى\t40\t3\t50\t95',
    ].join('\n');
    await page.getByRole('button', { name: 'استيراد من Excel' }).click();
    const importing = page.getByRole('dialog', { name: 'استيراد من Excel' });
    await importing.getByRole('textbox', { name: 'البيانات الملصقة' }).fill(sheet);
    await importing.getByRole('button', { name: 'إنشاء سجلين' }).click();
    await seeToast(page, 'تم إنشاء عميلين');
    await checkAccessible(page, '/kwh');

    await page.goto(url('/kwh-bulk-print'));
    const list = page.getByRole('list', { name: 'العملاء' });
    await page.getByRole('searchbox', { name: 'بحث في العملاء' }).fill('هدى قاسم');
    await list.locator('label').filter({ hasText: 'هدى قاسم' }).getByRole('checkbox').check();
    await checkAccessible(page, '/kwh-bulk-print');
    await page.getByRole('button', { name: 'معاينة فاتورة واحدة' }).click();
    const words = await printToPdf(page, 'generic-bulk');
    expect(countOf(words, 'قاسم')).toBe(2);
  });

  it("takes a payment at the collection screen: the receipt and the portal name the invoice's month, WhatsApp the public address", async () => {
    await findAtCollection(BIG_BILL.name);
    await page.getByRole('textbox', { name: 'المبلغ' }).fill('100');
    await checkAccessible(page, '/collect');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await page.getByRole('button', { name: 'تأكيد الاستلام' }).click();
    await page.waitForURL(/\/receipts\//);
    receiptNumber =
      /R-\d{4}-\d{6}/.exec(await page.getByRole('article', { name: 'إيصال دفع' }).innerText())?.[0] ?? '';
    expect(receiptNumber).not.toBe('');

    const receipt = page.getByRole('article', { name: 'إيصال دفع' });
    await expectText(receipt, new RegExp(`عن شهر\\s*${INVOICED.label()}`));
    const whatsApp = decodeURIComponent(
      (await page.getByRole('link', { name: 'إرسال عبر واتساب' }).getAttribute('href')) ?? '',
    );
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/9617165432\d\?text=/);
    expect(whatsApp).toContain(`${PUBLIC_ADDRESS}/customer-portal`);
    expect(whatsApp).not.toMatch(/127\.0\.0\.1|localhost/);
    await checkAccessible(page, '/receipts');

    // The portal's payment list, to a visitor who holds the printed invoice.
    const visitorContext = await browser.newContext({ locale: 'ar-LB' });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(url('/customer-portal'));
      const form = visitor.getByRole('form', { name: 'البحث عن فاتورة' });
      await form.getByRole('textbox', { name: 'رقم العميل' }).fill(bigBill.invoiceNumber);
      await form.getByRole('textbox', { name: 'الاسم' }).fill('يوسف');
      await form.getByRole('button', { name: /بحث/ }).click();
      await visitor.getByText('دفعات آخر 12 شهراً').waitFor();
      await visitor.getByText(`عن شهر ${INVOICED.label()}`).waitFor();
      expect(await visitor.getByText(`عن شهر ${BILLED.label()}`).count()).toBe(0);
      await checkAccessible(visitor, '/customer-portal');
    } finally {
      await visitorContext.close();
    }
  });

  it("names the payment's month in the customer's payment history, as the receipt does", async () => {
    await page.goto(url(`/${GROUP.id}`));
    await page
      .getByRole('button', { name: `سجل دفعات ${BIG_BILL.name}` })
      .first()
      .click();
    const history = page.getByRole('dialog', { name: `سجل دفعات ${BIG_BILL.name}` });
    await expectText(history.getByRole('listitem', { name: receiptNumber }), new RegExp(INVOICED.label()));
    await checkAccessible(page, `/${GROUP.id} payment history`);
    await history.getByRole('button', { name: 'إغلاق', exact: true }).last().click();
  });

  it("titles the group's printable table with the month its invoices name", async () => {
    await page.goto(url('/kwh-printable-table'));
    await page.getByRole('combobox', { name: 'المجموعة' }).selectOption(GROUP.id);
    await page.getByRole('cell', { name: BIG_BILL.name }).first().waitFor();
    await screenshot(page, 'owner-month-printable-table');
    await expectText(page.getByText(/^شهر /).first(), `شهر ${INVOICED.label()}`);
    await checkAccessible(page, '/kwh-printable-table');
  });

  it("names the receipt's month for the payment on the collection screen", async () => {
    await findAtCollection(BIG_BILL.name);
    await page.getByRole('group', { name: 'الرصيد المستحق' }).waitFor();
    const recorded = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: receiptNumber }) });
    await screenshot(page, 'owner-month-collect-after-payment');
    await expectText(recorded, new RegExp(INVOICED.label()));
  });

  it('counts the payment on the payments report on the day its receipt is dated', async () => {
    await page.goto(url('/payments'));
    const day = page
      .getByRole('table', { name: 'الدفعات المجمّعة' })
      .getByRole('row', { name: new RegExp(`^\\S+ ${Number(TODAY.slice(8))} ${BILLED.label()}`) });
    // The report sums money by day, method and collector; a payment's month is the receipt's.
    await expectText(day, /\$100/);
    await checkAccessible(page, '/payments');
  });

  it("closes the group's month from its page, then prints the closed month as it was", async () => {
    await page.goto(url(`/${GROUP.id}`));
    await page.getByRole('button', { name: new RegExp(`^إغلاق ${BILLED.label()} وبدء `) }).click();
    const confirm = page.getByRole('dialog', { name: 'بدء شهر جديد؟' });
    await checkAccessible(page, `/${GROUP.id} close`);
    await confirm.getByRole('button', { name: 'بدء الشهر الجديد' }).click();
    await seeToast(page, 'تم بدء شهر جديد');

    await page.goto(url(`/${GROUP.id}/invoice?id=${bigBill.id}`));
    await page.getByRole('combobox', { name: 'الشهر المطبوع' }).selectOption(BILLED.toString());
    await page
      .getByRole('region', { name: /^فاتورة/ })
      .getByText(`فاتورة شهر ${BILLED.label()}`)
      .first()
      .waitFor();
    const words = await printToPdf(page, 'closed-month');
    await checkAccessible(page, `/${GROUP.id}/invoice closed month`);
    expect(countOf(words, '13,210')).toBe(2);
    expect(countOf(words, '13,110')).toBe(2);
    expect(countOf(words, paperDollars(bigBill.total))).toBeGreaterThanOrEqual(2);
    // What was left after the $100 paid before the close.
    expect(countOf(words, paperDollars(bigBill.totalDue - 100))).toBeGreaterThanOrEqual(2);
  });

  it('lets a collector read meters on /users, who then reads one on a phone', async () => {
    const created = await page.request.post(url('/api/users'), {
      data: { ...COLLECTOR, firstName: 'نديم', lastName: 'سعد', role: 'collector' },
    });
    expect(created.status()).toBe(201);
    await page.goto(url('/users'));
    const row = page.getByRole('row', { name: /نديم سعد/ });
    await row.getByRole('switch', { name: 'يقرأ العدادات' }).click();
    await seeToast(page, 'تم تحديث الحساب');
    await row.getByText('قارئ عدادات').waitFor();
    await checkAccessible(page, '/users');

    const phone = await newPhoneContext(browser);
    try {
      const reader = await phone.newPage();
      reader.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(reader, app.baseUrl, COLLECTOR.email, COLLECTOR.password);
      await checkAccessible(reader, 'collector home');
      await reader.getByRole('link', { name: /^جولة القراءات / }).click();
      await reader.waitForURL(url('/read'));
      await reader.getByRole('combobox', { name: 'المجموعة' }).selectOption(GROUP.id);
      await reader.getByRole('checkbox', { name: new RegExp(`^علبة ${BIG_BILL.box} `) }).check();
      await checkAccessible(reader, '/read');
      await reader.getByRole('button', { name: 'ابدأ الجولة' }).click();
      const form = reader.getByRole('form', { name: BIG_BILL.name });
      await form.getByRole('textbox', { name: 'القراءة' }).fill('13300');
      await checkAccessible(reader, '/read round');
      await form.getByRole('button', { name: 'حفظ القراءة' }).click();
      await screenshot(reader, 'owner-month-collector-round');
    } finally {
      await phone.close();
    }
    const round = await eventually(
      'the reading applied',
      async () =>
        (
          await api<{ customers: { id: string; status: string; reading: number | null }[] }>(
            'GET',
            `/api/${GROUP.id}-customers/reading-round?boxes=${BIG_BILL.box}`,
          )
        ).customers.find((customer) => customer.id === bigBill.id),
      (customer) => customer?.status === 'read',
    );
    expect(round).toMatchObject({ reading: 13_300 });
  });
});
