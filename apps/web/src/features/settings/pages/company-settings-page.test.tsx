import { screen, within } from '@testing-library/react';
import { companyInfo } from '../../../test/ampere-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

describe('the company profile', () => {
  it('lets an administrator change and save it', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'admin' } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
      'PUT /api/company-profile': (init) => ({ status: 200, body: JSON.parse(String(init.body)) }),
    });
    const app = renderApp('/settings/company');

    const form = await screen.findByRole('form', { name: 'بيانات الشركة' });
    const phone = within(form).getByLabelText('رقم الهاتف الثاني');
    expect(phone).toHaveValue('03 456 789');
    await app.user.clear(phone);
    await app.user.type(phone, '70 111 222');
    await app.user.click(within(form).getByRole('button', { name: 'حفظ البيانات' }));

    expect(await screen.findByText('تم حفظ بيانات الشركة')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put[1].body)).toEqual({ ...companyInfo, phone2: '70 111 222' });
  });

  it('refuses an email without @ in Arabic under the field, not in a browser bubble, and sends nothing', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'admin' } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
    });
    const app = renderApp('/settings/company');

    const form = await screen.findByRole('form', { name: 'بيانات الشركة' });
    expect(form).toHaveAttribute('novalidate');
    const email = within(form).getByLabelText('البريد الإلكتروني');
    await app.user.clear(email);
    await app.user.type(email, 'info.example.com');
    await app.user.click(within(form).getByRole('button', { name: 'حفظ البيانات' }));

    expect(await within(form).findByText('البريد الإلكتروني غير صالح، مثال: info@example.com')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows it read-only to an operator', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
    });
    renderApp('/settings/company');

    expect(await screen.findByText('يمكن لمسؤول النظام فقط تعديل بيانات الشركة.')).toBeInTheDocument();
    expect(screen.getByLabelText('اسم الشركة')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'حفظ البيانات' })).not.toBeInTheDocument();
  });
});
