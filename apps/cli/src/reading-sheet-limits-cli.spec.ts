import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { readReadingSheet } from './reading-sheet-file';
import { heardOn } from './testing/run-billing';

const BILLING = join(__dirname, '..', 'dist', 'main.js');

/** An .xlsx of the header and one reading, its sheet XML then changed as a hostile or odd writer would. */
function workbookWithSheetXml(change: (xml: string) => string): Uint8Array {
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
  return zipSync(parts, { level: 6 });
}

interface MeasuredRun {
  code: number;
  stderr: string;
  /** The process's peak resident memory, in megabytes. */
  peakMb: number;
  seconds: number;
}

/** Runs the real `billing` binary and measures its peak memory as the process itself saw it. */
function measuredBilling(args: string[], env: NodeJS.ProcessEnv, folder: string): Promise<MeasuredRun> {
  const preload = join(folder, 'peak-memory.cjs');
  const report = join(folder, 'peak-memory.txt');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, String(process.resourceUsage().maxRSS)));`,
  );
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', preload, BILLING, ...args], {
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) =>
      resolve({
        code: code ?? -1,
        stderr: heardOn(stderr).stderr,
        peakMb: Number(readFileSync(report, 'utf8')) / 1024,
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

describe('billing readings import reads sheets safely (docs/sheet-files.md)', () => {
  let env: NodeJS.ProcessEnv;
  let folder: string;

  beforeAll(async () => {
    env = { DATABASE_URL: await createTestDatabase(), DATA_DIR: '' };
    folder = mkdtempSync(join(tmpdir(), 'sheet-limits-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const importing = (file: string) =>
    measuredBilling(
      ['readings', 'import', '--system', 'mahmoud-kwh', '--file', file, '--dry-run'],
      env,
      folder,
    );

  it('refuses a 30 MB CSV by its size on disk, quickly and without reading it into memory', async () => {
    const file = join(folder, 'big.csv');
    const line = '1234567,100,زبون رقم\n';
    const text = `customerNumber,newCurrentKwh,name\n${line.repeat(Math.ceil((30 * 1024 * 1024) / Buffer.byteLength(line)))}`;
    writeFileSync(file, Buffer.from(text).subarray(0, 30 * 1024 * 1024));
    const run = await importing(file);
    expect(run).toMatchObject({
      code: 1,
      stderr: 'خطأ: الملف أكبر من الحد: حجمه 30 ميغابايت والحد الأقصى 25 ميغابايت\n',
    });
    expect(run.peakMb).toBeLessThan(500);
  });

  it('refuses a 24 MB CSV of 1.2 million rows at the row limit, memory bounded', async () => {
    const file = join(folder, 'long.csv');
    const line = '1234567,100,name\n';
    writeFileSync(
      file,
      `customerNumber,newCurrentKwh,name\n${line.repeat(Math.floor((24 * 1024 * 1024) / line.length))}`,
    );
    const run = await importing(file);
    expect(run).toMatchObject({
      code: 1,
      stderr: 'خطأ: الملف أطول من الحد: الحد الأقصى 50000 صف بعد سطر العناوين، قسّمه إلى أكثر من ملف\n',
    });
    expect(run.peakMb).toBeLessThan(500);
  });

  it('refuses a tiny xlsx whose dimension and one cell claim A1:XFD1048576, memory bounded', async () => {
    const file = join(folder, 'huge-dimension.xlsx');
    writeFileSync(
      file,
      workbookWithSheetXml((xml) =>
        xml
          .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>')
          .replace(
            '</sheetData>',
            '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>',
          ),
      ),
    );
    const run = await importing(file);
    expect(run).toMatchObject({
      code: 1,
      stderr: 'خطأ: الملف أطول من الحد: الحد الأقصى 50000 صف بعد سطر العناوين، قسّمه إلى أكثر من ملف\n',
    });
    expect(run.peakMb).toBeLessThan(500);
  });

  it('refuses an xlsx of 900,000 rows (49 MB of XML in a 6 MB file) from its XML, before a cell is built', async () => {
    const file = join(folder, 'long.xlsx');
    const row = (r: number) => `<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`;
    const rows = Array.from({ length: 900_000 }, (_, i) => row(i + 3)).join('');
    writeFileSync(
      file,
      workbookWithSheetXml((xml) => xml.replace('</sheetData>', `${rows}</sheetData>`)),
    );
    const run = await importing(file);
    expect(run).toMatchObject({
      code: 1,
      stderr: 'خطأ: الملف أطول من الحد: الحد الأقصى 50000 صف بعد سطر العناوين، قسّمه إلى أكثر من ملف\n',
    });
    // Read whole by SheetJS before the limit was checked, it took 650 MB.
    expect(run.peakMb).toBeLessThan(500);
  });

  it.each([
    ['wide-repeat.ods', 'ods'],
    ['wide-repeat-renamed.xlsx', 'ods renamed xlsx'],
  ])(
    'refuses a 1 KB %s whose row of 100 filled columns repeats 50,000 times (5 million cells), memory bounded',
    async (name) => {
      const file = join(folder, name);
      const cell =
        '<table:table-cell table:number-columns-repeated="100" office:value-type="float" office:value="7"><text:p>7</text:p></table:table-cell>';
      const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content><office:body><office:spreadsheet><table:table table:name="a">
<table:table-row><table:table-cell office:value-type="string"><text:p>customerNumber</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="50000">${cell}</table:table-row>
</table:table></office:spreadsheet></office:body></office:document-content>`;
      writeFileSync(
        file,
        zipSync({
          mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
          'META-INF/manifest.xml': strToU8('<manifest:manifest/>'),
          'content.xml': strToU8(content),
        }),
      );
      const run = await importing(file);
      expect(run).toMatchObject({
        code: 1,
        stderr:
          'خطأ: الملف أكبر من الحد: فيه أكثر من 1250025 خلية فيها بيانات، احذف الأعمدة الزائدة أو قسّمه إلى أكثر من ملف\n',
      });
      expect(run.peakMb).toBeLessThan(500);
    },
  );

  it('refuses the worst .ods it must unpack (99 MB of content.xml, one Arabic letter, the bomb at its end), memory bounded', async () => {
    // One Arabic letter makes the whole text two bytes a character: the most a content.xml under the
    // unzipped limit costs to walk.
    const file = join(folder, 'worst.ods');
    const cell = '<table:table-cell office:value-type="string"><text:p>م</text:p></table:table-cell>';
    const content = `<office:document-content><office:body><office:spreadsheet><table:table table:name="a"><table:table-row>${cell}</table:table-row>${' '.repeat(99 * 1024 * 1024)}<table:table-row table:number-rows-repeated="1048575">${cell}</table:table-row></table:table></office:spreadsheet></office:body></office:document-content>`;
    writeFileSync(file, zipSync({ 'content.xml': strToU8(content) }, { level: 9 }));
    const run = await importing(file);
    expect(run).toMatchObject({
      code: 1,
      stderr: 'خطأ: الملف أطول من الحد: الحد الأقصى 50000 صف بعد سطر العناوين، قسّمه إلى أكثر من ملف\n',
    });
    expect(run.peakMb).toBeLessThan(500);
  });

  it('reads all 1,510 readings of an xlsx whose stale dimension says A1:K10', () => {
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
    const sheet = readReadingSheet(stale, 'stale.xlsx');
    expect(sheet.readings).toHaveLength(1510);
    expect(sheet.rowNumbers.at(-1)).toBe(1511);
  });
});
