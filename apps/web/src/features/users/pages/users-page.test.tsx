import { screen, within } from '@testing-library/react';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, id: 'u-1', role: 'admin' };
const accounts = [
  {
    id: 'u-1',
    email: 'ahmad@example.com',
    firstName: 'أحمد',
    lastName: 'الخطيب',
    role: 'admin',
    active: true,
    meterReader: false,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  {
    id: 'u-2',
    email: 'rania@example.com',
    firstName: 'رانيا',
    lastName: 'خوري',
    role: 'operator',
    active: true,
    meterReader: false,
    createdAt: '2026-11-02T08:00:00.000Z',
  },
  {
    id: 'u-3',
    email: 'sami@example.com',
    firstName: 'سامي',
    lastName: 'عون',
    role: 'collector',
    active: true,
    meterReader: false,
    createdAt: '2026-11-03T08:00:00.000Z',
  },
];

const bodyOf = (fetchMock: jest.Mock, method: string, url: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input) === url && init?.method === method);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

describe('the users screen', () => {
  it('lists every account with its role and status, the signed-in administrator marked', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
    });
    renderApp('/users');

    const table = await screen.findByRole('table', { name: 'قائمة المستخدمين' });
    const rania = within(table).getByRole('row', { name: /رانيا خوري/ });
    expect(within(rania).getByText('مشغّل', { selector: '.badge' })).toBeInTheDocument();
    expect(within(rania).getByRole('combobox', { name: 'دور رانيا خوري' })).toHaveValue('operator');
    expect(within(rania).getByText('نشط')).toBeInTheDocument();
    expect(within(rania).getByRole('button', { name: 'إيقاف الحساب' })).toBeInTheDocument();
    const me = within(table).getByRole('row', { name: /أحمد الخطيب/ });
    expect(within(me).getByText('(أنت)')).toBeInTheDocument();
    // No one deactivates their own account.
    expect(within(me).queryByRole('button', { name: 'إيقاف الحساب' })).not.toBeInTheDocument();
  });

  it('creates an operator, refusing a short password in Arabic before sending', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'POST /api/users': (init) => {
        const sent = JSON.parse(String(init.body));
        return {
          status: 201,
          body: { ...sent, id: 'u-3', active: true, createdAt: '2026-11-24T00:00:00.000Z' },
        };
      },
    });
    const app = renderApp('/users');
    await app.user.click(await screen.findByRole('button', { name: 'إضافة مستخدم' }));
    const form = await screen.findByRole('form', { name: 'إضافة مستخدم' });
    await app.user.type(within(form).getByLabelText('الاسم الأول'), 'سمير');
    await app.user.type(within(form).getByLabelText('اسم العائلة'), 'حداد');
    await app.user.type(within(form).getByLabelText('البريد الإلكتروني'), 'samir@example.com');
    await app.user.type(within(form).getByLabelText('كلمة المرور'), 'short');
    await app.user.click(within(form).getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await within(form).findByText('كلمة المرور يجب أن تتكون من 8 أحرف على الأقل')).toBeVisible();
    expect(bodyOf(fetchMock, 'POST', '/api/users')).toBeUndefined();

    await app.user.type(within(form).getByLabelText('كلمة المرور'), ' and longer');
    await app.user.click(within(form).getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('تم إنشاء حساب samir@example.com')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/users')).toEqual({
      firstName: 'سمير',
      lastName: 'حداد',
      email: 'samir@example.com',
      role: 'operator',
      password: 'short and longer',
    });
  });

  it('makes an operator a collector after a confirmation naming the role', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'PATCH /api/users/u-2': { status: 200, body: { ...accounts[1], role: 'collector' } },
    });
    const app = renderApp('/users');
    const rania = within(await screen.findByRole('table')).getByRole('row', { name: /رانيا/ });
    const role = within(rania).getByRole('combobox', { name: 'دور رانيا خوري' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['مدير', 'مشغّل', 'محصّل']);
    await app.user.selectOptions(role, 'محصّل');
    const dialog = await screen.findByRole('dialog', { name: 'تغيير دور رانيا خوري إلى محصّل؟' });
    await app.user.click(within(dialog).getByRole('button', { name: 'تأكيد' }));
    expect(await screen.findByText('تم تحديث الحساب')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/users/u-2')).toEqual({ role: 'collector' });
  });

  it('lets a collector read meters with a switch on their row; the office has none (docs/meter-reader.md)', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'PATCH /api/users/u-3': { status: 200, body: { ...accounts[2], meterReader: true } },
    });
    const app = renderApp('/users');
    const table = await screen.findByRole('table');
    const rania = within(table).getByRole('row', { name: /رانيا/ });
    expect(within(rania).queryByRole('switch', { name: 'يقرأ العدادات' })).not.toBeInTheDocument();
    const sami = within(table).getByRole('row', { name: /سامي عون/ });
    const meterReader = within(sami).getByRole('switch', { name: 'يقرأ العدادات' });
    expect(meterReader).not.toBeChecked();
    await app.user.click(meterReader);
    expect(await screen.findByText('تم تحديث الحساب')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/users/u-3')).toEqual({ meterReader: true });
  });

  it('marks a collector who reads meters, and takes the permission back', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: [accounts[0], { ...accounts[2], meterReader: true }] },
      'PATCH /api/users/u-3': { status: 200, body: accounts[2] },
    });
    const app = renderApp('/users');
    const sami = within(await screen.findByRole('table')).getByRole('row', { name: /سامي عون/ });
    expect(within(sami).getByText('قارئ عدادات', { selector: '.badge' })).toBeInTheDocument();
    const meterReader = within(sami).getByRole('switch', { name: 'يقرأ العدادات' });
    expect(meterReader).toBeChecked();
    await app.user.click(meterReader);
    expect(await screen.findByText('تم تحديث الحساب')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/users/u-3')).toEqual({ meterReader: false });
  });

  it('creates a collector who reads meters; the switch is offered for a collector only', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'POST /api/users': (init) => ({
        status: 201,
        body: {
          ...JSON.parse(String(init.body)),
          id: 'u-4',
          active: true,
          createdAt: '2026-11-24T00:00:00.000Z',
        },
      }),
    });
    const app = renderApp('/users');
    await app.user.click(await screen.findByRole('button', { name: 'إضافة مستخدم' }));
    const form = await screen.findByRole('form', { name: 'إضافة مستخدم' });
    expect(within(form).queryByRole('switch', { name: 'يقرأ العدادات' })).not.toBeInTheDocument();
    await app.user.selectOptions(within(form).getByLabelText('الدور'), 'محصّل');
    const meterReader = within(form).getByRole('switch', { name: 'يقرأ العدادات' });
    expect(meterReader).toHaveAccessibleDescription('يفتح جولة القراءات على هاتفه، دون شاشات المكتب');
    await app.user.click(meterReader);
    await app.user.type(within(form).getByLabelText('الاسم الأول'), 'وسيم');
    await app.user.type(within(form).getByLabelText('اسم العائلة'), 'حداد');
    await app.user.type(within(form).getByLabelText('البريد الإلكتروني'), 'wassim@example.com');
    await app.user.type(within(form).getByLabelText('كلمة المرور'), 'walks the round');
    await app.user.click(within(form).getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('تم إنشاء حساب wassim@example.com')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/users')).toEqual({
      firstName: 'وسيم',
      lastName: 'حداد',
      email: 'wassim@example.com',
      role: 'collector',
      meterReader: true,
      password: 'walks the round',
    });
  });

  it('deactivates an account after a confirmation that says their sessions end', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'PATCH /api/users/u-2': { status: 200, body: { ...accounts[1], active: false } },
    });
    const app = renderApp('/users');
    const rania = within(await screen.findByRole('table')).getByRole('row', { name: /رانيا/ });
    await app.user.click(within(rania).getByRole('button', { name: 'إيقاف الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف حساب رانيا خوري؟' });
    expect(within(dialog).getByText(/تنتهي جلساته المفتوحة فوراً/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'إيقاف الحساب' }));
    expect(await screen.findByText('تم تحديث الحساب')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PATCH', '/api/users/u-2')).toEqual({ active: false });
  });

  it("shows the server's Arabic refusal when no administrator would be left", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'PATCH /api/users/u-1': {
        status: 409,
        body: { message: 'يجب أن يبقى مدير نشط واحد على الأقل', code: 'LAST_ACTIVE_ADMIN' },
      },
    });
    const app = renderApp('/users');
    const me = within(await screen.findByRole('table')).getByRole('row', { name: /أحمد/ });
    await app.user.selectOptions(within(me).getByRole('combobox', { name: 'دور أحمد الخطيب' }), 'مشغّل');
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تأكيد' }));
    expect(await screen.findByText('يجب أن يبقى مدير نشط واحد على الأقل')).toBeInTheDocument();
  });

  it('shows a generated password once after a reset', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/users': { status: 200, body: accounts },
      'POST /api/users/u-2/reset-password': {
        status: 200,
        body: { message: 'تم تغيير كلمة المرور', generated: true, password: 'Strong-Generated-1' },
      },
    });
    const app = renderApp('/users');
    const rania = within(await screen.findByRole('table')).getByRole('row', { name: /رانيا/ });
    await app.user.click(within(rania).getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    const form = await screen.findByRole('form', { name: 'كلمة مرور جديدة لـ رانيا خوري' });
    await app.user.click(within(form).getByRole('button', { name: 'تعيين كلمة المرور' }));
    const shown = await screen.findByRole('dialog', { name: 'كلمة المرور الجديدة' });
    expect(within(shown).getByText('Strong-Generated-1')).toBeInTheDocument();
    expect(within(shown).getByText(/لن تظهر مرة أخرى/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/users/u-2/reset-password')).toEqual({});
  });

  it('tells an operator the page is for administrators, without asking the server for users', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } },
    });
    renderApp('/users');
    expect(await screen.findByText('هذه الصفحة متاحة للمدير فقط.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/users')).toBe(false);
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows one card per account with its actions', async () => {
      mockFetch({
        'GET /api/auth/user': { status: 200, body: admin },
        'GET /api/users': { status: 200, body: accounts },
      });
      renderApp('/users');
      const card = await screen.findByRole('article', { name: 'رانيا خوري' });
      expect(within(card).getByText('rania@example.com')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
      const collector = screen.getByRole('article', { name: 'سامي عون' });
      expect(within(collector).getByRole('switch', { name: 'يقرأ العدادات' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
