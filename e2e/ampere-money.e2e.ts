import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, screenshot } from './support/browser';
import { eventually, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

/** What GET /api/ampere-records answers, as far as these tests read it. */
interface ApiRecord {
  id: string;
  name: string;
  ampere: number;
  amperePrice: number;
  amount: number;
  amountPaid: number;
}

const SCREENS = [
  { label: 'desk', viewport: { width: 1280, height: 800 }, phone: false },
  { label: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

const OVERPAYMENT = 'المبلغ المدفوع أكبر من الفاتورة';

// docs/screens.md#typing-numbers-phones-and-forms: money-safe input, tried in the browser on a desk and on a phone.
for (const screen of SCREENS) {
  describeInBrowser(`money and numbers on the ampere screen (${screen.label})`, () => {
    let app: RunningApp;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    const creates: string[] = [];
    const patches: string[] = [];
    const pageErrors: string[] = [];

    /** A screenshot once the dialogs have finished fading in. */
    async function shot(name: string): Promise<void> {
      // An animation cancelled on the way rejects its `finished`: that one is over too.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      );
      await screenshot(page, `money-${screen.label}-${name}`);
    }
    const records = () =>
      page.evaluate(() => fetch('/api/ampere-records').then((r) => r.json() as Promise<ApiRecord[]>));
    const recordNamed = async (name: string) => (await records()).filter((record) => record.name === name);
    /** The add form: on the desk above the records, on a phone in a dialog opened from its button. */
    async function openAddForm(): Promise<Locator> {
      if (!screen.phone) return page.getByRole('form', { name: 'إضافة عميل' });
      await page.getByRole('button', { name: 'إضافة عميل' }).click();
      const dialog = page.getByRole('dialog', { name: 'إضافة عميل' });
      await dialog.waitFor();
      return dialog;
    }
    /** Where one customer is shown: a row on the desk, a card on a phone. */
    const customer = (name: string) =>
      screen.phone
        ? page.getByRole('list', { name: 'سجلات المشتركين' }).getByRole('article', { name })
        : page.getByRole('table', { name: 'سجلات المشتركين' }).getByRole('row').filter({ hasText: name });
    /** A tool: on the desk in the tools bar, on a phone in the tools menu. */
    async function openTool(name: string): Promise<void> {
      if (screen.phone) {
        await page.getByRole('button', { name: 'الأدوات' }).click();
        await page.getByRole('dialog', { name: 'الأدوات' }).getByRole('button', { name }).click();
      } else {
        await page.getByRole('button', { name }).click();
      }
    }
    async function addByApi(body: Record<string, unknown>): Promise<void> {
      const status = await page.evaluate(
        (json) =>
          fetch('/api/ampere-records', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: json,
          }).then((response) => response.status),
        JSON.stringify(body),
      );
      expect(status).toBe(201);
      await page.reload();
      await customer(String(body.name)).waitFor();
    }

    beforeAll(async () => {
      app = await startApp({ today: dayOfThisMonth(10) });
      browser = await launchBrowser();
      context = await browser.newContext({
        viewport: screen.viewport,
        locale: 'ar-LB',
        ...(screen.phone && { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
      });
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
      page.on('request', (request) => {
        if (!request.url().includes('/api/ampere-records')) return;
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ampere-records')
          creates.push(request.url());
        if (request.method() === 'PATCH') patches.push(request.url());
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
      await page.goto(`${app.baseUrl}/ampere`);
      await page.getByText('لا توجد سجلات').waitFor();
    });
    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    it('refuses amperes that are not a number under the field, naming it, and sends nothing', async () => {
      const form = await openAddForm();
      await form.getByLabel('الاسم', { exact: true }).fill('سامي');
      const ampere = form.getByLabel('الأمبير', { exact: true });
      expect(await ampere.getAttribute('type')).toBe('text');
      expect(await ampere.getAttribute('inputmode')).toBe('decimal');
      await ampere.fill('ثلاثة');
      await form.getByRole('button', { name: 'إضافة', exact: true }).click();

      await form.getByText('الأمبير: «ثلاثة» ليس رقماً صالحاً').waitFor();
      // Our own Arabic message, no browser validation bubble.
      expect(await ampere.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
      await shot('ampere-refused');
      expect(creates).toHaveLength(0);
    });

    it('saves ٣ amperes as 3 and a price typed ١٢,٥ as 12.5', async () => {
      const form = screen.phone
        ? page.getByRole('dialog', { name: 'إضافة عميل' })
        : page.getByRole('form', { name: 'إضافة عميل' });
      await form.getByLabel('الأمبير', { exact: true }).fill('٣');
      await form.getByLabel('سعر الأمبير', { exact: true }).fill('١٢,٥');
      await form.getByRole('button', { name: 'إضافة', exact: true }).click();

      await seeToast(page, 'تم إنشاء السجل بنجاح');
      const [saved] = await eventually(
        'the new customer',
        () => recordNamed('سامي'),
        (found) => found.length === 1,
      );
      expect(saved).toEqual(expect.objectContaining({ ampere: 3, amperePrice: 12.5, amount: 37.5 }));
      await customer('سامي').waitFor();
      await shot('added-arabic-digits');
    });

    it('creates one customer on a double click of "add"', async () => {
      const before = creates.length;
      const form = await openAddForm();
      await form.getByLabel('الاسم', { exact: true }).fill('رامي');
      await form.getByLabel('الأمبير', { exact: true }).fill('4');
      await form.getByRole('button', { name: 'إضافة', exact: true }).dblclick();

      await seeToast(page, 'تم إنشاء السجل بنجاح');
      await customer('رامي').waitFor();
      expect(await recordNamed('رامي')).toHaveLength(1);
      expect(creates.length - before).toBe(1);
    });

    it('re-prices in the edit dialog when only the amperes change (2 A at the low price → 5 A at the global price)', async () => {
      await addByApi({ name: 'ليلى خوري', box: '2', ampere: 2 });
      const [atTwo] = await recordNamed('ليلى خوري');
      expect(atTwo).toEqual(expect.objectContaining({ ampere: 2, amperePrice: 25, amount: 50 }));

      await customer('ليلى خوري').getByRole('button', { name: 'تعديل ليلى خوري' }).click();
      const dialog = page.getByRole('dialog', { name: /تعديل السجل/ });
      await dialog.getByLabel('الأمبير', { exact: true }).fill('٥');
      await shot('edit-dialog');
      await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();

      await seeToast(page, 'تم تحديث السجل بنجاح');
      await dialog.waitFor({ state: 'detached' });
      const [atFive] = await eventually(
        'the re-priced customer',
        () => recordNamed('ليلى خوري'),
        ([found]) => found?.ampere === 5,
      );
      expect(atFive).toEqual(expect.objectContaining({ ampere: 5, amperePrice: 15, amount: 75 }));
    });

    it('asks before a payment above the bill, naming the amount, the bill and the credit; cancel sends nothing', async () => {
      const patchesBefore = patches.length;
      const row = customer('ليلى خوري');
      await row
        .getByRole('button', { name: screen.phone ? 'تعديل المدفوع: ليلى خوري' : /^تعديل المدفوع: / })
        .click();
      const editor = row.getByRole('textbox', { name: 'تعديل المدفوع' });
      await editor.fill('ألف');
      await editor.press('Enter');
      await expectText(row.getByRole('alert'), 'المدفوع: «ألف» ليس رقماً صالحاً');
      await shot('paid-cell-refused');
      await editor.fill('1000');
      await editor.press('Enter');

      const ask = page.getByRole('dialog', { name: OVERPAYMENT });
      await expectText(ask.locator('.modal-body'), /\$1,000.*\$75.*\$925/);
      await shot('overpayment-asks');
      await ask.getByRole('button', { name: 'إلغاء', exact: true }).click();
      await ask.waitFor({ state: 'detached' });
      expect(patches.length).toBe(patchesBefore);
      expect((await recordNamed('ليلى خوري'))[0].amountPaid).toBe(0);

      await row
        .getByRole('button', { name: screen.phone ? 'تعديل المدفوع: ليلى خوري' : /^تعديل المدفوع: / })
        .click();
      await row.getByRole('textbox', { name: 'تعديل المدفوع' }).fill('1000');
      await row.getByRole('textbox', { name: 'تعديل المدفوع' }).press('Enter');
      await page
        .getByRole('dialog', { name: OVERPAYMENT })
        .getByRole('button', { name: 'حفظ المبلغ' })
        .click();
      await seeToast(page, 'تم تحديث السجل بنجاح');
      expect((await recordNamed('ليلى خوري'))[0].amountPaid).toBe(1000);
    });

    it('asks in the edit dialog too, over the dialog, and keeps the dialog when cancelled', async () => {
      const patchesBefore = patches.length;
      await customer('رامي').getByRole('button', { name: 'تعديل رامي' }).click();
      const dialog = page.getByRole('dialog', { name: /تعديل السجل/ });
      await dialog.getByLabel('المبلغ المدفوع', { exact: true }).fill('٢٠٠');
      await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();

      const ask = page.getByRole('dialog', { name: OVERPAYMENT });
      await expectText(ask.locator('.modal-body'), /\$200.*\$60.*\$140/);
      // Right to left: the sentence starts on the right, each amount reads "$200".
      const layout = await ask.locator('.modal-body').evaluate((body) => {
        const text = body.firstChild as Text;
        const at = (word: string) => {
          const range = document.createRange();
          const start = text.data.indexOf(word);
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          return range.getBoundingClientRect().x;
        };
        return {
          direction: getComputedStyle(body).direction,
          sentenceStartsRight: at('المبلغ') > at('أكبر'),
          dollarBeforeDigits: at('$') < at('200'),
        };
      });
      expect(layout).toEqual({ direction: 'rtl', sentenceStartsRight: true, dollarBeforeDigits: true });
      await shot('overpayment-in-edit-dialog');
      await ask.getByRole('button', { name: 'إلغاء', exact: true }).click();
      await ask.waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'إلغاء', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(patches.length).toBe(patchesBefore);
    });

    it('previews an import per row as a new customer or an update, the button naming both counts, and keeps the payment on file', async () => {
      await openTool('استيراد من Excel');
      const dialog = page.getByRole('dialog', { name: 'استيراد من Excel' });
      await dialog.getByLabel('البيانات الملصقة').fill('ليلى خوري\t2\t5\nوليد نصر\t9\t3');

      const preview = dialog.getByRole('table', { name: 'معاينة الصفوف' });
      await expectText(preview.locator('tbody tr').nth(0), /^1\s+تحديث #1002\s+ليلى خوري/);
      await expectText(preview.locator('tbody tr').nth(1), /^2\s+جديد\s+وليد نصر/);
      await shot('import-preview');
      await dialog.getByRole('button', { name: 'إنشاء عميل واحد وتحديث عميل واحد' }).click();
      await seeToast(page, 'تم إنشاء عميل واحد وتحديث عميل واحد');
      await dialog.waitFor({ state: 'detached' });
      expect((await recordNamed('ليلى خوري'))[0].amountPaid).toBe(1000);
      expect(await recordNamed('وليد نصر')).toHaveLength(1);
    });

    it('shows a duplicate name and box with the existing number, and adds it only when asked', async () => {
      const form = await openAddForm();
      await form.getByLabel('الاسم', { exact: true }).fill('ليلى خوري');
      await form.getByLabel('رقم العلبة', { exact: true }).fill('٢');
      await form.getByRole('button', { name: 'إضافة', exact: true }).click();

      const alert = form.getByRole('alert');
      await expectText(alert, /يوجد عميل بالاسم نفسه في العلبة نفسها \(رقم #1002\)/);
      await shot('duplicate');
      expect(await recordNamed('ليلى خوري')).toHaveLength(1);
      await alert.getByRole('button', { name: 'إضافة على أي حال' }).click();
      await seeToast(page, 'تم إنشاء السجل بنجاح');
      await eventually(
        'two customers of that name',
        () => recordNamed('ليلى خوري'),
        (found) => found.length === 2,
      );
    });

    it('changes prices keeping the one negotiated price unless asked, and says how many kept theirs', async () => {
      await openTool('تغيير الأسعار');
      const dialog = page.getByRole('dialog', { name: 'تغيير الأسعار' });
      await dialog.getByText('العملاء الذين لهم سعر خاص: عميل واحد').waitFor();
      expect(
        await dialog.getByRole('checkbox', { name: 'إعادة تسعيرهم أيضاً بالأسعار الجديدة' }).isChecked(),
      ).toBe(false);
      await dialog.getByLabel('السعر العام (أكثر من 2 أمبير)').fill('١٦');
      await shot('change-prices');
      await dialog.getByRole('button', { name: 'تحديث الأسعار' }).click();

      const told = await seeToast(page, 'تم تحديث الأسعار بنجاح');
      expect(told).toMatch(/تغيّر السعر: .+، وبقي على سعره الخاص: عميل واحد$/);
      expect((await recordNamed('سامي'))[0].amperePrice).toBe(12.5);
      expect((await recordNamed('رامي'))[0]).toEqual(
        expect.objectContaining({ amperePrice: 16, amount: 64 }),
      );
    });

    it('pastes a column only after showing which customer receives which value; a blank line leaves its customer', async () => {
      await openTool('لصق عمود');
      const dialog = page.getByRole('dialog', { name: 'لصق عمود' });
      await dialog.getByRole('combobox', { name: 'العمود' }).selectOption('amountPaid');
      const values = dialog.getByRole('textbox', { name: 'القيم' });

      // A start row past the end of the list (5 customers) is refused.
      await dialog.getByRole('textbox', { name: 'صف البداية' }).fill('٩');
      await values.fill('5');
      await dialog.getByRole('button', { name: 'معاينة التغييرات' }).click();
      await expectText(dialog.getByRole('alert'), /^صف البداية بعد آخر سجل/);

      // A bad value is refused with its line.
      await dialog.getByRole('textbox', { name: 'صف البداية' }).fill('0');
      await values.fill('5\nخمسة');
      await dialog.getByRole('button', { name: 'معاينة التغييرات' }).click();
      await expectText(dialog.getByRole('alert'), /^السطر 2: /);

      await values.fill('٥\n\n7');
      await dialog.getByRole('button', { name: 'معاينة التغييرات' }).click();
      const changes = dialog.getByRole('table', { name: 'التغييرات قبل الكتابة' });
      await expectText(changes.locator('tbody tr').nth(0), /^1\s+سامي\s+#1000\s+\$0\s+\$5$/);
      await expectText(changes.locator('tbody tr').nth(1), /^3\s+ليلى خوري\s+#1002\s+\$1,000\s+\$7$/);
      await shot('column-paste-preview');
      expect((await recordNamed('سامي'))[0].amountPaid).toBe(0);

      await dialog.getByRole('button', { name: 'تحديث العمود' }).click();
      await seeToast(page, 'تم تحديث سجلين');
      expect((await recordNamed('سامي'))[0].amountPaid).toBe(5);
      expect((await recordNamed('رامي'))[0].amountPaid).toBe(0);
    });

    it('raised no uncaught error in the browser along the way', () => {
      expect(pageErrors).toEqual([]);
    });
  });
}
