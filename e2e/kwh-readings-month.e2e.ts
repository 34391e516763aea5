import { Workbook } from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, downloadedBytes, launchBrowser, screenshot } from './support/browser';
import { eventually, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const VIEWPORTS = {
  desk: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Both metered groups, through the same pages (docs/metered-groups.md). Customer numbers are unique across the
 * business (docs/business-rules.md#invoice-numbers-and-the-month-billed): Mahmoud's customer is #1000 (restored as #1001), then Baydawi's #1002 (#1003).
 */
const GROUPS = [
  { id: 'mahmoud-kwh', name: 'كيلوواط محمود', customer: 'سامر الحلبي', box: '7', number: 1000 },
  { id: 'baydawi-kwh', name: 'كيلوواط البيضاوي', customer: 'ريم خوري', box: '12', number: 1002 },
] as const;

const HEADER =
  'id\tcustomerNumber\tname\tbox\taddress\tampere\tpreviousKwh\tpreviousEstimated\tcurrentKwh\tcurrentEstimated\tnewCurrentKwh';

/** The app runs on the 10th of this month: the live month has begun, so it can be closed once. */
const TODAY = dayOfThisMonth(10);

for (const [screenName, viewport] of Object.entries(VIEWPORTS)) {
  describeInBrowser(`a month of meter readings on both kWh groups (${screenName})`, () => {
    let app: RunningApp;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    const pageErrors: string[] = [];
    const url = (path: string) => `${app.baseUrl}${path}`;

    beforeAll(async () => {
      // One app per screen size: each closes the month of both groups once.
      app = await startApp({ today: TODAY });
      browser = await launchBrowser();
      context = await browser.newContext({ viewport, locale: 'ar-LB', acceptDownloads: true });
      context.setDefaultTimeout(15_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
      page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    });

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    afterEach(() => {
      expect(pageErrors).toEqual([]);
    });

    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const card = (title: string) => page.getByRole('region', { name: title });
    const openReadings = async (system: string) => {
      await page.goto(url(`/reading-export-import?system=${system}`));
      await page.getByRole('heading', { level: 1, name: 'تصدير واستيراد القراءات' }).waitFor();
    };
    /** The customer's line of the copied sheet, once the export shows `count` customers. */
    const copiedLine = async (name: string) => {
      await expectText(card('تصدير البيانات').getByRole('status'), 'عميل واحد جاهز للتصدير');
      await card('تصدير البيانات').getByRole('button', { name: 'نسخ للصق في Excel' }).click();
      await seeToast(page, 'تم النسخ إلى الحافظة');
      const lines = (await clipboard()).split('\n').filter(Boolean);
      expect(lines[0]).toBe(HEADER);
      expect(lines).toHaveLength(2);
      expect(lines[1].split('\t')[2]).toBe(name);
      return lines[1].split('\t');
    };
    const noSideways = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    for (const group of GROUPS) {
      it(`${group.id}: add → readings import → invoice → month close → previous reading carried → undo refused`, async () => {
        // 1. Add a customer on the group's page: previous 100, current 150.
        await page.goto(url(`/${group.id}`));
        await page.getByRole('heading', { level: 1, name: group.name }).waitFor();
        await page.getByRole('button', { name: 'إضافة عميل' }).first().click();
        const add = page.getByRole('dialog', { name: 'إضافة عميل' });
        await add.getByLabel('الاسم', { exact: true }).fill(group.customer);
        await add.getByLabel('العلبة', { exact: true }).fill(group.box);
        await add.getByLabel('الأمبير', { exact: true }).fill('5');
        await add.getByLabel('القراءة السابقة', { exact: true }).fill('100');
        await add.getByLabel('القراءة الحالية', { exact: true }).fill('150');
        await add.getByRole('button', { name: 'إضافة', exact: true }).click();
        await seeToast(page, 'تم إنشاء العميل بنجاح');

        // 2. Export the sheet for the meter readers: copied as TSV, and as CSV and xlsx files.
        await openReadings(group.id);
        await page.getByRole('tab', { name: group.name, selected: true }).waitFor();
        const exported = await copiedLine(group.customer);
        expect(exported.slice(1)).toEqual([
          String(group.number),
          group.customer,
          group.box,
          '',
          '5',
          '100',
          '',
          '150',
          '',
          '',
        ]);

        const [csv] = await Promise.all([
          page.waitForEvent('download'),
          card('تصدير البيانات').getByRole('button', { name: 'تنزيل CSV' }).click(),
        ]);
        expect(csv.suggestedFilename()).toBe(`${group.id}-readings.csv`);
        const csvText = (await downloadedBytes(csv)).toString('utf8');
        expect(csvText.startsWith('\uFEFF')).toBe(true);
        expect(csvText).toContain(`${group.number},${group.customer},${group.box},,5,100,,150,,`);

        const [xlsx] = await Promise.all([
          page.waitForEvent('download'),
          card('تصدير البيانات').getByRole('button', { name: 'تنزيل Excel ‏(xlsx)' }).click(),
        ]);
        expect(xlsx.suggestedFilename()).toBe(`${group.id}-readings.xlsx`);
        const workbook = new Workbook();
        await workbook.xlsx.load((await downloadedBytes(xlsx)) as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER.split('\t'));
        expect(sheet.getRow(2).getCell(2).value).toBe(group.number);
        expect(sheet.getRow(2).getCell(3).value).toBe(group.customer);
        expect(sheet.getRow(2).getCell(9).value).toBe(150);

        // 3. The new reading typed in Excel (180), pasted back: previewed, then updated. The 150 was
        // this month's reading: the sheet shifts it and says so, its 50 kWh carried into the
        // arrears (docs/readings-in-a-month.md).
        const filled = [...exported.slice(0, -1), '180'].join('\t');
        const importCard = card('استيراد القراءات');
        await importCard.getByLabel('البيانات الملصقة من Excel').fill(`${HEADER}\n${filled}\n`);
        await importCard.getByRole('button', { name: 'معاينة' }).click();
        await expectText(
          importCard.getByRole('status'),
          /سيتم تحديث عميل واحد مع تنبيه واحد\. لم يُكتب شيء بعد\.$/,
        );
        await importCard
          .getByText(
            `${group.customer} (#${group.number}): قُرئ هذا الشهر 150، فتصبح القراءة السابقة ويُرحَّل استهلاك 50 كيلوواط (من 100 إلى 150) إلى الرصيد السابق`,
          )
          .waitFor();
        const change =
          screenName === 'phone'
            ? importCard.getByRole('article', { name: group.customer })
            : importCard.getByRole('table', { name: 'الصفوف التي ستُحدَّث' }).getByRole('row').nth(1);
        await expectText(change, /100 ← 150.*150 ← 180.*30/);
        await noSideways();
        await screenshot(page, `kwh-readings-${screenName}-${group.id}-preview`);
        await importCard.getByRole('button', { name: 'تحديث القراءات' }).click();
        await seeToast(page, 'تم تحديث القراءات');
        await openReadings(group.id);
        expect((await copiedLine(group.customer)).slice(6)).toEqual(['150', '', '180', '', '']);

        // 4. The invoice of the customer: consumption 180 − 150 = 30 kWh at the default $1.
        await page.goto(url(`/${group.id}`));
        const invoiceLink = page.getByRole('link', { name: `طباعة فاتورة ${group.customer}` });
        const invoiceHref = await invoiceLink.getAttribute('href');
        expect(invoiceHref).toMatch(new RegExp(`^/${group.id}/invoice\\?id=`));
        await page.goto(url(invoiceHref ?? ''));
        const sheetText = await eventually(
          'the printed invoice',
          () => page.locator('main').innerText(),
          (text) => text.includes(group.customer) && text.includes(`INV-${group.number}-`),
        );
        // 30 kWh × $1 = $30, no subscription price for 5 A: the total the server computed is $30;
        // the 50 kWh shifted out of the month are the previous balance ($50): $80 due, as 80 kWh.
        expect(sheetText).toContain('ك.و.س');
        expect(sheetText).toMatch(/\b30\b/);
        expect(sheetText).toContain('$30');
        expect(sheetText).toContain('$50');
        expect(sheetText).toContain('$80');
        await screenshot(page, `kwh-readings-${screenName}-${group.id}-invoice`);

        // 5. Close the month from the readings screen (confirmed first).
        await openReadings(group.id);
        await card('بدء شهر جديد').getByRole('button', { name: 'بدء شهر جديد' }).click();
        const close = page.getByRole('dialog', { name: `بدء شهر جديد في ${group.name}؟` });
        await expectText(close.locator('.modal-body'), /لا يمكن التراجع عن هذه العملية/);
        await close.getByRole('button', { name: 'بدء الشهر الجديد' }).click();
        expect(await seeToast(page, 'تم بدء شهر جديد')).toContain(`بدأ شهر جديد في ${group.name}`);

        // 6. The reading carried: previous = last month's current (180), current back to 0.
        await openReadings(group.id);
        expect((await copiedLine(group.customer)).slice(6)).toEqual(['180', '', '0', '', '']);

        // 7. The close ended the undo history: nothing to undo, and no dialog asks.
        await card('التراجع عن آخر عملية').getByRole('button', { name: 'تراجع عن آخر عملية' }).click();
        expect(await seeToast(page, 'خطأ في التراجع')).toContain('لا توجد عملية للتراجع عنها');
        expect(await page.getByRole('dialog').count()).toBe(0);
        await noSideways();
        await screenshot(page, `kwh-readings-${screenName}-${group.id}-after-close`);

        // 8. Deleted from the group's page, the customer is in the group's archive and comes back with
        // a new number.
        await page.goto(url(`/${group.id}`));
        await page.getByRole('button', { name: `حذف ${group.customer}` }).click();
        await seeToast(page, 'تم حذف العميل بنجاح');
        await page.goto(url(`/kwh-archived?system=${group.id}`));
        await page.getByRole('tab', { name: group.name, selected: true }).waitFor();
        const archived =
          screenName === 'phone'
            ? page.getByRole('article', { name: group.customer })
            : page
                .getByRole('table', { name: `المحذوفون من ${group.name}` })
                .getByRole('row')
                .nth(1);
        await expectText(archived, new RegExp(`#${group.number}.*180.*حذف يدوي`));
        await noSideways();
        await screenshot(page, `kwh-readings-${screenName}-${group.id}-archived`);
        await archived.getByRole('button', { name: `استعادة ${group.customer}` }).click();
        expect(await seeToast(page, 'تمت الاستعادة بنجاح')).toContain(`برقم عميل جديد #${group.number + 1}`);
        await page.getByText('لا توجد سجلات محذوفة').waitFor();
      });
    }
  });
}
