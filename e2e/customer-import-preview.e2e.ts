import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeFindings, smallTouchTargets } from './support/accessibility';
import { ADMIN, dayOfThisMonth, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser, newPhoneContext, screenshot } from './support/browser';
import { expectCount, expectText, seeToast } from './support/see';
import { signIn } from './support/sign-in';

const CUSTOMERS = 45;

/**
 * A sheet as LibreOffice copies it: a header naming the columns in its own order (a phone column
 * among them), 45 customers, then the 6th row's customer again spelt otherwise and a bad phone.
 */
function sheetOf(kind: 'flat' | 'metered', tag: string): string {
  const rows = Array.from({ length: CUSTOMERS }, (_, index) => {
    const n = index + 1;
    const phone = `03 ${200_000 + n}`;
    return kind === 'flat'
      ? `${phone}\t${tag} ${n}\t${1 + (n % 9)}\t3`
      : `${phone}\t${tag} ${n}\t${1 + (n % 9)}\t3\t100\t${100 + n}`;
  });
  const header =
    kind === 'flat' ? 'الهاتف\tالاسم\tالعلبة\tالأمبير' : 'Phone\tالاسم\tالعلبة\tالأمبير\tالسابقة\tالحالية';
  const repeated = kind === 'flat' ? `\t${tag}  5\t٦\t9` : `\t${tag}  5\t٦\t9\t0\t1`;
  const badPhone = kind === 'flat' ? `12345\tآخر ${tag}\t1\t3` : `12345\tآخر ${tag}\t1\t3\t0\t0`;
  return [header, ...rows, repeated, badPhone].join('\n');
}

/** docs/customer-imports.md, on a 390 px phone, in the ampere system and a metered group. */
describeInBrowser('a customer sheet previewed page by page and imported as counted, on a phone', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    app = await startApp({ today: dayOfThisMonth(10) });
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each([
    {
      path: '/ampere',
      api: '/api/ampere-records',
      kind: 'flat' as const,
      tag: 'زبون',
      button: 'إنشاء 45 عميلاً',
    },
    {
      path: '/mahmoud-kwh',
      api: '/api/mahmoud-kwh-customers',
      kind: 'metered' as const,
      tag: 'مشترك',
      button: 'إنشاء 45 سجلاً',
    },
  ])(
    '$path: every row can be seen, the refusals name their rows, and the import writes what the preview counted',
    async ({ path, api, kind, tag, button }) => {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('button', { name: 'الأدوات' }).click();
      await page
        .getByRole('dialog', { name: 'الأدوات' })
        .getByRole('button', { name: 'استيراد من Excel' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'استيراد من Excel' });
      await dialog.getByRole('textbox', { name: 'البيانات الملصقة' }).fill(sheetOf(kind, tag));

      await dialog.getByText('لن يُستورد: سطران').waitFor();
      await expectText(
        dialog.locator('.app-skipped-lines li').nth(0),
        /^السطر 47: يكرر السطر 6 \(الاسم والعلبة نفسهما\)/,
      );
      await expectText(dialog.locator('.app-skipped-lines li').nth(1), /^السطر 48: رقم الهاتف غير صالح/);

      const preview = dialog.getByRole('table', { name: /^معاينة/ });
      const pages = dialog.getByRole('navigation', { name: 'صفحات المعاينة' });
      await expectCount(preview.locator('tbody tr'), 20);
      await expectText(pages.locator('span'), '1 إلى 20 من 45 · الصفحة 1 من 3');
      await expectText(preview.locator('tbody tr').nth(0).getByRole('cell').nth(0), '2');
      await expectText(preview.locator('tbody tr').nth(0), /03 200 001/);

      // axe-core and the 44 px targets, with the dialog open at its longest.
      expect([...(await axeFindings(page)), ...(await smallTouchTargets(page))]).toEqual([]);
      await pages.scrollIntoViewIfNeeded();
      await screenshot(page, `phone-import-preview${path.replace('/', '-')}`);

      await pages.getByRole('button', { name: 'التالي' }).click();
      await pages.getByRole('button', { name: 'التالي' }).click();
      await expectText(pages.locator('span'), '41 إلى 45 من 45 · الصفحة 3 من 3');
      await expectCount(preview.locator('tbody tr'), 5);
      await expectText(preview.locator('tbody tr').nth(4), new RegExp(`^46\\s+جديد\\s+${tag} 45`));
      expect(await pages.getByRole('button', { name: 'التالي' }).isDisabled()).toBe(true);

      await dialog.getByRole('button', { name: button }).click();
      await seeToast(page, 'تم إنشاء 45 عميلاً');
      await dialog.waitFor({ state: 'detached' });

      const customers = (await (await page.request.get(`${app.baseUrl}${api}`)).json()) as {
        name: string;
        box: string;
        phone: string | null;
      }[];
      expect(customers).toHaveLength(CUSTOMERS);
      // The 6th row stands: its repeat (box 9) wrote nothing over it.
      expect(customers.find((customer) => customer.name === `${tag} 5`)).toMatchObject({
        box: '6',
        phone: '+9613200005',
      });
    },
  );

  it('raised no uncaught error in the browser along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
