import { screen, within } from '@testing-library/react';
import { companyInfo } from '../../../test/ampere-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

/** The owner sets or resets the screen passcodes from the settings page. */
describe('the passcodes card of the settings', () => {
  const signedInAs = (role: 'admin' | 'operator', routes: Parameters<typeof mockFetch>[0] = {}) =>
    mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
      ...routes,
    });
  const card = () => screen.findByRole('form', { name: 'كلمات مرور الشاشات المحمية' });

  it('lets an administrator set the danger passcode without the old one, Arabic digits and all', async () => {
    const fetchMock = signedInAs('admin', {
      'POST /api/passcodes/set': { status: 200, body: { message: 'تم تعيين كلمة المرور بنجاح' } },
    });
    const app = renderApp('/settings');

    const form = await card();
    expect(within(form).queryByLabelText(/الحالية/)).not.toBeInTheDocument();
    await app.user.selectOptions(within(form).getByLabelText('الشاشة'), 'danger');
    await app.user.type(within(form).getByLabelText('كلمة المرور الجديدة'), '٧٣٩١');
    await app.user.type(within(form).getByLabelText('تأكيد كلمة المرور الجديدة'), '7391');
    await app.user.click(within(form).getByRole('button', { name: 'تعيين كلمة المرور' }));

    expect(await screen.findByText('تم تعيين كلمة المرور بنجاح')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/passcodes/set'));
    expect(JSON.parse(post[1].body)).toEqual({ scope: 'danger', newPasscode: '٧٣٩١', confirmation: '7391' });
    expect(within(form).getByLabelText('كلمة المرور الجديدة')).toHaveValue('');
  });

  it('says in Arabic what is wrong before sending anything', async () => {
    const fetchMock = signedInAs('admin');
    const app = renderApp('/settings/company');

    const form = await card();
    await app.user.type(within(form).getByLabelText('كلمة المرور الجديدة'), 'abcd');
    await app.user.type(within(form).getByLabelText('تأكيد كلمة المرور الجديدة'), 'abce');
    await app.user.click(within(form).getByRole('button', { name: 'تعيين كلمة المرور' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('كلمتا المرور الجديدتان غير متطابقتين');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/passcodes/set'))).toBe(false);
  });

  it("shows the server's refusal in Arabic", async () => {
    signedInAs('admin', {
      'POST /api/passcodes/set': { status: 403, body: { message: 'هذا الإجراء متاح للمدير فقط' } },
    });
    const app = renderApp('/settings/company');

    const form = await card();
    await app.user.type(within(form).getByLabelText('كلمة المرور الجديدة'), 'open-up');
    await app.user.type(within(form).getByLabelText('تأكيد كلمة المرور الجديدة'), 'open-up');
    await app.user.click(within(form).getByRole('button', { name: 'تعيين كلمة المرور' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('هذا الإجراء متاح للمدير فقط');
  });

  it('is not offered to an operator', async () => {
    signedInAs('operator');
    renderApp('/settings/company');

    await screen.findByText('يمكن لمسؤول النظام فقط تعديل بيانات الشركة.');
    expect(screen.queryByRole('form', { name: 'كلمات مرور الشاشات المحمية' })).not.toBeInTheDocument();
  });
});
