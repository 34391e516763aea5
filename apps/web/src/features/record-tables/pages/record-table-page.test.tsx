import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { onAPhone, resizableScreen } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

const records = [
  ampereRecord({ id: 'r-5', customerNumber: 1000, name: 'أحمد الخطيب', box: '5', ampere: 3, amount: 45 }),
  ampereRecord({
    id: 'r-7',
    customerNumber: 1001,
    name: 'إحسان',
    box: '7',
    ampere: 2,
    amount: 50,
    address: 'الساحة',
  }),
  ampereRecord({ id: 'r-27', customerNumber: 1002, name: 'ريم', box: '27', ampere: 4, amount: 60 }),
];
const AHMAD = `GET /api/mahmoud-records?q=${encodeURIComponent('احمد')}`;

function setup(routes: Record<string, FakeRoute> = {}, path = '/mahmoud-table') {
  let verified = false;
  const locked = { status: 403, body: { message: 'يجب إدخال كلمة المرور أولاً' } };
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    'GET /api/table-config': {
      status: 200,
      body: { mahmoudBoxes: '5-7 13-33', baydawiBoxes: '1-4 8-12 27 32' },
    },
    'POST /api/passcodes/verify': (init) => {
      if (JSON.parse(String(init.body)).passcode !== '1234') {
        return { status: 403, body: { message: 'كلمة المرور غير صحيحة' } };
      }
      verified = true;
      return { status: 200, body: { verified: true } };
    },
    'GET /api/mahmoud-records': () => (verified ? { status: 200, body: records } : locked),
    'GET /api/baydawi-records': () => (verified ? { status: 200, body: [records[2]] } : locked),
    [AHMAD]: () => (verified ? { status: 200, body: [records[0]] } : locked),
    ...routes,
  });
  return { ...renderApp(path), fetchMock };
}

async function unlock(app: ReturnType<typeof setup>, passcode = '1234') {
  await app.user.type(await screen.findByLabelText('كلمة المرور'), passcode);
  await app.user.click(screen.getByRole('button', { name: 'فتح الجدول' }));
}

const recordCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('-records'));

describe('a record table', () => {
  it('stays locked on a wrong passcode, with the Arabic alert, and asks for no record', async () => {
    const app = setup();
    expect(await screen.findByRole('heading', { name: 'جدول محمود محمي' })).toBeInTheDocument();

    await unlock(app, '9999');

    expect(await screen.findByRole('alert')).toHaveTextContent('كلمة المرور غير صحيحة');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(recordCalls(app.fetchMock)).toEqual([]);
  });

  it("opens on the right passcode: the group's customers with the spec's columns and a copy button each", async () => {
    const app = setup();
    await unlock(app);

    const table = await screen.findByRole('table', { name: 'سجلات جدول محمود' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.map((text) => text?.replace(/نسخ.*$/, '').trim())).toEqual([
      'رقم العميل',
      'الاسم',
      'العلبة',
      'الأمبير',
      'العنوان',
      'المبلغ',
      'المدفوع',
      'الرصيد',
    ]);
    expect(within(table).getAllByRole('button', { name: /نسخ/ })).toHaveLength(8);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('الساحة');
    expect(screen.getByText(/العلب 5-7 13-33/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('searches on the server, Arabic-aware', async () => {
    const app = setup();
    await unlock(app);
    await screen.findByRole('table', { name: 'سجلات جدول محمود' });

    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الجدول' }), 'احمد');

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveTextContent('أحمد الخطيب');
    expect(screen.getByText('1 من 3 عملاء')).toBeInTheDocument();
  });

  it('saves a paid amount typed in place (save button), then refetches', async () => {
    const patches: unknown[] = [];
    const app = setup({
      'PATCH /api/mahmoud-records/r-5/paid-amount': (init) => {
        patches.push(JSON.parse(String(init.body)));
        return { status: 200, body: { ...records[0], amountPaid: 20.5, outstandingBalance: 24.5 } };
      },
    });
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'سجلات جدول محمود' });

    await app.user.click(within(table).getAllByRole('button', { name: /تعديل المدفوع/ })[0]);
    const input = screen.getByRole('textbox', { name: 'تعديل المدفوع' });
    await app.user.clear(input);
    await app.user.type(input, '20,5');
    await app.user.click(screen.getByRole('button', { name: 'حفظ المدفوع' }));

    await waitFor(() => expect(patches).toEqual([{ amountPaid: 20.5 }]));
    expect(await screen.findByText('تم تحديث المبلغ المدفوع')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'تعديل المدفوع' })).not.toBeInTheDocument(),
    );
  });

  it('cancels an edit (cancel button) without sending anything, and refuses text that is not a number', async () => {
    const app = setup();
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'سجلات جدول محمود' });

    await app.user.click(within(table).getAllByRole('button', { name: /تعديل المدفوع/ })[0]);
    const input = screen.getByRole('textbox', { name: 'تعديل المدفوع' });
    await app.user.clear(input);
    await app.user.type(input, 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('المدفوع');
    await app.user.click(screen.getByRole('button', { name: 'إلغاء تعديل المدفوع' }));

    expect(screen.queryByRole('textbox', { name: 'تعديل المدفوع' })).not.toBeInTheDocument();
    expect(app.fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('asks before saving a payment above the amount, and sends nothing when declined', async () => {
    const app = setup();
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'سجلات جدول محمود' });

    await app.user.click(within(table).getAllByRole('button', { name: /تعديل المدفوع/ })[0]);
    const input = screen.getByRole('textbox', { name: 'تعديل المدفوع' });
    await app.user.clear(input);
    await app.user.type(input, '100{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'المبلغ المدفوع أكبر من الفاتورة' });
    expect(dialog).toHaveTextContent('$55');
    await app.user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it("prints every invoice of the group's boxes in a new window, whatever the search", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const app = setup();
    await unlock(app);
    await screen.findByRole('table', { name: 'سجلات جدول محمود' });
    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الجدول' }), 'احمد');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));

    await app.user.click(screen.getByRole('button', { name: 'طباعة جميع فواتير الجدول' }));

    expect(open).toHaveBeenCalledWith('/ampere-printable-table?box=5&box=7&box=27&autoprint=1', '_blank');
    expect(await screen.findByText('تم إعداد الطباعة')).toBeInTheDocument();
    open.mockRestore();
  });

  it('offers to print in this page when the browser blocks the window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const app = setup();
    await unlock(app);
    await screen.findByRole('table', { name: 'سجلات جدول محمود' });

    await app.user.click(screen.getByRole('button', { name: 'طباعة جميع فواتير الجدول' }));

    expect(await screen.findByText('منع المتصفح فتح نافذة الطباعة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الطباعة في هذه الصفحة' })).toHaveAttribute(
      'href',
      '/ampere-printable-table?box=5&box=7&box=27&autoprint=1',
    );
    open.mockRestore();
  });

  it('is the same page for the Baydawi group, on its own path', async () => {
    const app = setup({}, '/baydawi-table');
    await unlock(app);

    const table = await screen.findByRole('table', { name: 'سجلات جدول البيضاوي' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(recordCalls(app.fetchMock)).toContain('/api/baydawi-records');
  });
});

describe('a record table on a phone', () => {
  onAPhone();

  it('shows one card per customer with the paid amount editable', async () => {
    const app = setup();
    await unlock(app);

    const card = await screen.findByRole('article', { name: 'إحسان' });
    expect(card).toHaveTextContent('$50');
    expect(within(card).getByRole('button', { name: /تعديل المدفوع/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('a paid amount being edited when the screen crosses 768 px', () => {
  const screenSize = resizableScreen();

  it('keeps what was typed when the table turns into cards, and back', async () => {
    const app = setup();
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'سجلات جدول محمود' });
    await app.user.click(within(table).getAllByRole('button', { name: /تعديل المدفوع/ })[0]);
    await app.user.clear(screen.getByRole('textbox', { name: 'تعديل المدفوع' }));
    await app.user.type(screen.getByRole('textbox', { name: 'تعديل المدفوع' }), '٢٠');

    screenSize.toPhone();
    await screen.findByRole('article', { name: 'أحمد الخطيب' });
    expect(screen.getByRole('textbox', { name: 'تعديل المدفوع' })).toHaveValue('٢٠');

    screenSize.toDesk();
    await screen.findByRole('table', { name: 'سجلات جدول محمود' });
    expect(screen.getByRole('textbox', { name: 'تعديل المدفوع' })).toHaveValue('٢٠');
  });
});
