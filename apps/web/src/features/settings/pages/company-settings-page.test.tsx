import { screen, within } from '@testing-library/react';
import { companyInfo } from '../../../test/ampere-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

describe('the company profile', () => {
  it('lets an administrator change and save it, the official tariff line off until turned on', async () => {
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
    // docs/official-tariff.md#on-the-invoice
    const line = within(form).getByRole('checkbox', { name: 'طباعة التسعيرة الرسمية على فواتير العدادات' });
    expect(line).not.toBeChecked();
    await app.user.click(line);
    await app.user.click(within(form).getByRole('button', { name: 'حفظ البيانات' }));

    expect(await screen.findByText('تم حفظ بيانات الشركة')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put[1].body)).toEqual({
      ...companyInfo,
      phone2: '70 111 222',
      printOfficialTariffLine: true,
    });
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

describe('the address customers reach (docs/public-address.md)', () => {
  const config = (publicUrl: string | null) => ({
    status: 200,
    body: { businessTimeZone: 'Asia/Beirut', publicUrl, publicUrlSource: publicUrl ? 'settings' : null },
  });

  it('is asked of an administrator on every screen until set, and saved from the settings', async () => {
    let saved: string | null = null;
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'admin' } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
      'GET /api/app-config': () => config(saved),
      'PUT /api/public-address': (init) => {
        saved = (JSON.parse(String(init.body)) as { publicUrl: string }).publicUrl.trim();
        return { status: 200, body: { publicUrl: saved, source: 'settings' } };
      },
    });
    const app = renderApp('/');
    const banner = await screen.findByRole('alert', { name: 'عنوان الموقع للعملاء غير محدد' });
    await app.user.click(within(banner).getByRole('link', { name: 'حدد العنوان' }));
    expect(app.currentPath()).toBe('/settings/company');

    const form = await screen.findByRole('form', { name: 'عنوان الموقع للعملاء' });
    await app.user.type(within(form).getByLabelText('عنوان الموقع'), 'https://kahraba.example.com');
    await app.user.click(within(form).getByRole('button', { name: 'حفظ العنوان' }));

    expect(await screen.findByText('تم حفظ عنوان الموقع')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).includes('public'),
    );
    expect(JSON.parse(put[1].body)).toEqual({ publicUrl: 'https://kahraba.example.com' });
    await app.user.click(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }));
    expect(screen.queryByRole('alert', { name: 'عنوان الموقع للعملاء غير محدد' })).not.toBeInTheDocument();
  });

  it("shows the server's Arabic refusal under the field", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'admin' } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
      'GET /api/app-config': config(null),
      'PUT /api/public-address': {
        status: 400,
        body: {
          message:
            '«http://127.0.0.1:3101» عنوان هذا الجهاز نفسه ولا يصل إليه العملاء؛ اكتب العنوان الذي يفتحونه من هواتفهم',
        },
      },
    });
    const app = renderApp('/settings/company');
    const form = await screen.findByRole('form', { name: 'عنوان الموقع للعملاء' });
    const field = within(form).getByLabelText('عنوان الموقع');
    await app.user.type(field, 'http://127.0.0.1:3101');
    await app.user.click(within(form).getByRole('button', { name: 'حفظ العنوان' }));
    expect(await within(form).findByText(/عنوان هذا الجهاز نفسه/)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not asked of an operator', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } },
      'GET /api/company-profile': { status: 200, body: companyInfo },
      'GET /api/app-config': config(null),
    });
    renderApp('/settings/company');
    await screen.findByText('يمكن لمسؤول النظام فقط تعديل بيانات الشركة.');
    expect(screen.queryByRole('form', { name: 'عنوان الموقع للعملاء' })).not.toBeInTheDocument();
  });
});
