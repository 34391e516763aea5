import { screen, waitFor, within } from '@testing-library/react';
import { ampereRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { resizableScreen } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

const records = [
  ampereRecord({ customerNumber: 1000, name: 'أحمد الخطيب', box: '5', ampere: 3 }),
  ampereRecord({
    customerNumber: 1001,
    name: 'فاطمة علي',
    box: '12',
    ampere: 2,
    isPaid: true,
    amountPaid: 45,
  }),
  ampereRecord({ customerNumber: 1002, name: 'John Haddad', box: '5', ampere: 10 }),
];
const view = {
  records,
  panels: [
    { key: 'mahmoud', boxes: '5-7 13-33', customers: 2, totalAmpere: 13, totalAmount: 195 },
    { key: 'baydawi', boxes: '1-4 8-12 27 32', customers: 1, totalAmpere: 2, totalAmount: 50 },
  ],
  // The server's choices, over every record and in its box order.
  boxOptions: ['5', '12', '40', ''],
  ampereOptions: [2, 3, 10],
};
const AHMAD = `GET /api/table-view?q=${encodeURIComponent('احمد')}`;
const searchCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/table-view?'));

function setup(routes: Record<string, FakeRoute> = {}) {
  let verified = false;
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'POST /api/passcodes/verify': (init) => {
      if (JSON.parse(String(init.body)).passcode !== '1234') {
        return { status: 403, body: { message: 'كلمة المرور غير صحيحة' } };
      }
      verified = true;
      return { status: 200, body: { verified: true } };
    },
    'GET /api/table-view': () =>
      verified
        ? { status: 200, body: view }
        : { status: 403, body: { message: 'يجب إدخال كلمة المرور أولاً' } },
    ...routes,
  });
  return { ...renderApp('/table-view'), fetchMock };
}

async function unlock(app: ReturnType<typeof setup>, passcode = '1234') {
  await app.user.type(await screen.findByLabelText('كلمة المرور'), passcode);
  await app.user.click(screen.getByRole('button', { name: 'فتح الجدول' }));
}

describe('the main table lock', () => {
  it('refuses a wrong passcode and shows nothing of the table', async () => {
    const app = setup();

    await unlock(app, '9999');

    expect(await screen.findByText('كلمة المرور غير صحيحة')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(app.fetchMock.mock.calls.some(([url]) => url === '/api/table-view')).toBe(false);
  });

  it('cannot be sent without a passcode (no browser bubble: the button waits for one)', async () => {
    setup();

    expect(await screen.findByRole('button', { name: 'فتح الجدول' })).toBeDisabled();
  });

  it('opens on the right passcode, with both statistics panels', async () => {
    const app = setup();

    await unlock(app);

    const table = await screen.findByRole('table', { name: 'جدول المشتركين' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const mahmoud = screen.getByRole('region', { name: 'جدول محمود' });
    expect(mahmoud).toHaveTextContent('5-7 13-33');
    expect(mahmoud).toHaveTextContent('2');
    expect(mahmoud).toHaveTextContent('13');
    expect(mahmoud).toHaveTextContent('$195');
    expect(screen.getByRole('region', { name: 'جدول البيضاوي' })).toHaveTextContent('$50');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('مدفوع');
  });

  it('locks again when the server no longer accepts the passcode, and opens on it again', async () => {
    const app = setup({ [AHMAD]: { status: 403, body: { message: 'يجب إدخال كلمة المرور أولاً' } } });
    await unlock(app);
    await screen.findByRole('table', { name: 'جدول المشتركين' });

    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الجدول' }), 'احمد');

    expect(
      await screen.findByText('انتهت صلاحية فتح الجدول، يرجى إدخال كلمة المرور مجدداً.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await unlock(app);
    expect(await screen.findByRole('table', { name: 'جدول المشتركين' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'بحث في الجدول' })).toHaveValue('');
  });
});

describe('the unlocked main table', () => {
  it('searches on the server, once typing pauses, and clears the search', async () => {
    const app = setup({ [AHMAD]: { status: 200, body: { ...view, records: [records[0]] } } });
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'جدول المشتركين' });
    expect(screen.getByText('3 عملاء')).toBeInTheDocument();

    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الجدول' }), 'احمد');

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('أحمد الخطيب');
    expect(screen.getByText('عميل واحد')).toBeInTheDocument();
    expect(searchCalls(app.fetchMock)).toEqual([AHMAD.slice(4)]);
    expect(screen.getByRole('region', { name: 'جدول محمود' })).toHaveTextContent('$195');

    await app.user.click(screen.getByRole('button', { name: 'مسح الفلاتر' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('searchbox', { name: 'بحث في الجدول' })).toHaveValue('');
  });

  it("filters by box through a popover offering the server's boxes, and clears the filters", async () => {
    const app = setup();
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'جدول المشتركين' });

    await app.user.click(screen.getByRole('button', { name: 'تصفية حسب العلبة' }));
    const choices = await screen.findAllByRole('checkbox');
    expect(choices.map((choice) => choice.getAttribute('id'))).toEqual([
      'filter-box-5',
      'filter-box-12',
      'filter-box-40',
      'filter-box-none',
    ]);
    expect(screen.getByRole('checkbox', { name: 'بدون علبة' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('checkbox', { name: '12' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('فاطمة علي');
    expect(screen.getByText('1 من 3 عملاء')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'مسح الفلاتر' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('applies the chosen box to what the search found', async () => {
    const app = setup({ [AHMAD]: { status: 200, body: { ...view, records: [records[0]] } } });
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'جدول المشتركين' });
    await app.user.click(screen.getByRole('button', { name: 'تصفية حسب العلبة' }));
    await app.user.click(await screen.findByRole('checkbox', { name: '12' }));

    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الجدول' }), 'احمد');

    expect(await within(table).findByText('لا توجد نتائج مطابقة')).toBeInTheDocument();
    expect(screen.getByText('0 من عميل واحد')).toBeInTheDocument();
  });

  it('keeps the search box when a search is refused, so that it can be corrected', async () => {
    const app = setup({ [AHMAD]: { status: 400, body: { message: 'نص البحث طويل جداً' } } });
    await unlock(app);
    await screen.findByRole('table', { name: 'جدول المشتركين' });

    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الجدول' }), 'احمد');

    expect(await screen.findByText(/نص البحث طويل جداً/)).toBeInTheDocument();
    await app.user.clear(screen.getByRole('searchbox', { name: 'بحث في الجدول' }));
    expect(await screen.findByRole('table', { name: 'جدول المشتركين' })).toBeInTheDocument();
  });

  it('filters by ampere', async () => {
    const app = setup();
    await unlock(app);
    const table = await screen.findByRole('table', { name: 'جدول المشتركين' });

    await app.user.click(screen.getByRole('button', { name: 'تصفية حسب الأمبير' }));
    await app.user.click(await screen.findByRole('checkbox', { name: '10 أمبير' }));

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('John Haddad');
  });

  it('saves an edited name with a PATCH of that field only', async () => {
    const app = setup({
      'PATCH /api/ampere-records/rec-1000': { status: 200, body: { ...records[0], name: 'أحمد خطيب' } },
    });
    await unlock(app);
    await screen.findByRole('table', { name: 'جدول المشتركين' });

    await app.user.click(screen.getByRole('button', { name: 'تعديل الاسم: أحمد الخطيب' }));
    const editor = screen.getByRole('textbox', { name: 'تعديل الاسم' });
    await app.user.clear(editor);
    await app.user.type(editor, 'أحمد خطيب{Enter}');

    const toast = await screen.findByText('تم التحديث بنجاح');
    // The title says it all: no second line repeating it.
    expect(toast.parentElement).toHaveTextContent(/^تم التحديث بنجاح$/);
    const patch = app.fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(patch[1].body)).toEqual({ name: 'أحمد خطيب' });
  });
});

describe('changing the passcode', () => {
  async function openDialog() {
    const app = setup({
      'PUT /api/passcodes': { status: 403, body: { message: 'كلمة المرور القديمة غير صحيحة' } },
    });
    await unlock(app);
    await app.user.click(await screen.findByRole('button', { name: 'تغيير كلمة المرور' }));
    const dialog = await screen.findByRole('dialog', { name: 'تغيير كلمة المرور' });
    const fill = async (old: string, next: string, confirmation: string) => {
      for (const [label, value] of [
        ['كلمة المرور الحالية', old],
        ['كلمة المرور الجديدة', next],
        ['تأكيد كلمة المرور الجديدة', confirmation],
      ]) {
        const field = within(dialog).getByLabelText(label);
        await app.user.clear(field);
        if (value) await app.user.type(field, value);
      }
      await app.user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    };
    return { app, dialog, fill };
  }

  const putCalls = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

  it('needs every field', async () => {
    const { app, dialog, fill } = await openDialog();

    await fill('1234', '', '');

    expect(within(dialog).getByRole('alert')).toHaveTextContent('يرجى ملء جميع الحقول');
    expect(putCalls(app.fetchMock)).toHaveLength(0);
  });

  it('needs the new passcode twice the same', async () => {
    const { app, dialog, fill } = await openDialog();

    await fill('1234', '5678', '5679');

    expect(within(dialog).getByRole('alert')).toHaveTextContent('كلمتا المرور الجديدتان غير متطابقتين');
    expect(putCalls(app.fetchMock)).toHaveLength(0);
  });

  it('needs at least 4 characters', async () => {
    const { app, dialog, fill } = await openDialog();

    await fill('1234', '567', '567');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'كلمة المرور يجب أن تحتوي على 4 أحرف على الأقل',
    );
    expect(putCalls(app.fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal of the old passcode", async () => {
    const { app, dialog, fill } = await openDialog();

    await fill('0000', '5678', '5678');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('كلمة المرور القديمة غير صحيحة');
    expect(JSON.parse(putCalls(app.fetchMock)[0][1].body)).toEqual({
      scope: 'tables',
      oldPasscode: '0000',
      newPasscode: '5678',
      confirmation: '5678',
    });
  });

  it('reads a confirmation in Arabic digits as the same passcode', async () => {
    const { app, fill } = await openDialog();

    await fill('1234', '٥٦٧٨', '5678');

    await waitFor(() => expect(putCalls(app.fetchMock)).toHaveLength(1));
  });

  it('is offered to administrators only', async () => {
    const app = setup({ 'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } } });
    await unlock(app);

    expect(await screen.findByText('فاطمة علي')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تغيير كلمة المرور' })).not.toBeInTheDocument();
  });
});

describe('a name being edited when the screen crosses 768 px', () => {
  const screenSize = resizableScreen();

  it('keeps what was typed when the table turns into cards, and back', async () => {
    const app = setup();
    await unlock(app);
    await screen.findByRole('table', { name: 'جدول المشتركين' });
    await app.user.click(screen.getByRole('button', { name: 'تعديل الاسم: أحمد الخطيب' }));
    await app.user.clear(screen.getByRole('textbox', { name: 'تعديل الاسم' }));
    await app.user.type(screen.getByRole('textbox', { name: 'تعديل الاسم' }), 'أحمد خ');

    screenSize.toPhone();
    await screen.findByRole('list', { name: 'جدول المشتركين' });
    expect(screen.getByRole('textbox', { name: 'تعديل الاسم' })).toHaveValue('أحمد خ');

    screenSize.toDesk();
    await screen.findByRole('table', { name: 'جدول المشتركين' });
    expect(screen.getByRole('textbox', { name: 'تعديل الاسم' })).toHaveValue('أحمد خ');
  });
});
