import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, startApp, type RunningApp } from './support/app-server';
import { describeInBrowser, launchBrowser } from './support/browser';
import { seeToast } from './support/see';
import { signIn } from './support/sign-in';

/** An .xlsx of the header and one reading, its sheet XML then changed as a hostile or odd writer would. */
function workbookWithSheetXml(change: (xml: string) => string): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([
      ['customerNumber', 'newCurrentKwh'],
      ['1000', '150'],
    ]),
    'a',
  );
  const parts = unzipSync(new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx' })));
  parts['xl/worksheets/sheet1.xml'] = strToU8(change(strFromU8(parts['xl/worksheets/sheet1.xml'])));
  return Buffer.from(zipSync(parts, { level: 6 }));
}

const ROW_LIMIT = 'الملف أطول من الحد: الحد الأقصى 50000 صف بعد سطر العناوين، قسّمه إلى أكثر من ملف';

describeInBrowser('sheets read safely on /reading-export-import (docs/sheet-files.md)', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let folder: string;
  const pageErrors: string[] = [];
  /** A file on disk: chosen by path, Chromium hands it to the page without copying it through page script. */
  const onDisk = (name: string, content: Buffer) => {
    const file = join(folder, name);
    writeFileSync(file, content);
    return file;
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sheets-read-safely-'));
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ar-LB' });
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, app.baseUrl, ADMIN.email, ADMIN.password);
    await page.goto(`${app.baseUrl}/reading-export-import?system=mahmoud-kwh`);
    await page.getByRole('heading', { level: 1, name: 'تصدير واستيراد القراءات' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  afterEach(() => expect(pageErrors).toEqual([]));

  const picker = () =>
    page
      .getByRole('region', { name: 'استيراد القراءات' })
      .getByLabel('أو اختر ملفاً: xlsx أو ods أو csv أو tsv');

  it('refuses a 1.4-million-row CSV read in a worker, off the thread of the page', async () => {
    const line = '1234567,100,name\n';
    const csv = Buffer.from(
      `customerNumber,newCurrentKwh,name\n${line.repeat(Math.floor((24 * 1024 * 1024) / line.length))}`,
    );
    // The page stays responsive because the file is parsed in a Web Worker (measured here: the page's
    // longest stall 25 ms in the worker, 290 ms on its own thread; a figure, not a test's bound).
    const workers: string[] = [];
    const seeWorker = (worker: { url(): string }) => workers.push(worker.url());
    page.on('worker', seeWorker);
    try {
      await picker().setInputFiles(onDisk('long.csv', csv));
      expect(await seeToast(page, 'تعذّرت قراءة الملف')).toContain(ROW_LIMIT);
    } finally {
      page.off('worker', seeWorker);
    }
    expect(workers).toEqual([expect.stringMatching(/sheet-file\.worker/)]);
  });

  it('refuses a 30 MB CSV by its size, naming the limit', async () => {
    const csv = Buffer.alloc(30 * 1024 * 1024, ',');
    await picker().setInputFiles(onDisk('big.csv', csv));
    expect(await seeToast(page, 'تعذّرت قراءة الملف')).toContain(
      'الملف أكبر من الحد: حجمه 30 ميغابايت والحد الأقصى 25 ميغابايت',
    );
  });

  it('refuses a tiny xlsx claiming A1:XFD1048576 with a cell there, and reads every row under a stale A1:K10', async () => {
    const corner = workbookWithSheetXml((xml) =>
      xml
        .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>')
        .replace(
          '</sheetData>',
          '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
        ),
    );
    await picker().setInputFiles(onDisk('corner.xlsx', corner));
    expect(await seeToast(page, 'تعذّرت قراءة الملف')).toContain(ROW_LIMIT);

    const rows = Array.from(
      { length: 1509 },
      (_, i) =>
        `<row r="${i + 3}"><c r="A${i + 3}"><v>${i + 1001}</v></c><c r="B${i + 3}"><v>7</v></c></row>`,
    ).join('');
    const stale = workbookWithSheetXml((xml) =>
      xml
        .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:K10"/>')
        .replace('</sheetData>', `${rows}</sheetData>`),
    );
    await picker().setInputFiles(onDisk('stale.xlsx', stale));
    const pasted = page.getByLabel('البيانات الملصقة من Excel');
    await page.getByText('قُرئ الملف «stale.xlsx»', { exact: false }).waitFor();
    const text = await pasted.inputValue();
    expect(text.trim().split('\n')).toHaveLength(1511);
    expect(text.trim().split('\n').at(-1)).toBe('2509\t7');
  });
});
