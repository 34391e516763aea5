import { screen, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, role: 'admin' };

describe('the LBP migration screen', () => {
  it('asks first, then re-computes and shows the counts per group and in all', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'POST /api/kwh-customers/migrate-lbp': {
        status: 200,
        body: {
          total: 23,
          mahmoudUpdated: 12,
          baydawiUpdated: 11,
          bySystem: { kwh: 0, 'baydawi-kwh': 11, 'mahmoud-kwh': 12 },
        },
      },
    });
    const app = renderApp('/admin-migrate');

    await app.user.click(await screen.findByRole('button', { name: 'إعادة حساب المبالغ بالليرة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إعادة حساب المبالغ بالليرة اللبنانية؟' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'إعادة الحساب' }));

    expect(await screen.findByText('اكتمل التحويل')).toBeInTheDocument();
    expect(screen.getByText('أُعيد حساب 23 سجلاً')).toBeInTheDocument();
    const result = screen.getByRole('table', { name: 'نتيجة آخر تحويل' });
    await within(result).findByRole('row', { name: 'كيلوواط محمود 12' });
    expect(
      within(result)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['كيلوواط محمود12', 'كيلوواط البيضاوي11', 'عدادات الكيلوواط0', 'المجموع23']);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/user': { status: 200, body: admin } });
    const app = renderApp('/admin-migrate');

    await app.user.click(await screen.findByRole('button', { name: 'إعادة حساب المبالغ بالليرة' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));

    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's message when it fails", async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'POST /api/kwh-customers/migrate-lbp': {
        status: 403,
        body: { message: 'هذه العملية لمسؤول النظام فقط' },
      },
    });
    const app = renderApp('/admin-migrate');

    await app.user.click(await screen.findByRole('button', { name: 'إعادة حساب المبالغ بالليرة' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'إعادة الحساب' }),
    );

    expect(await screen.findByText('فشل التحويل')).toBeInTheDocument();
    expect(screen.getByText('هذه العملية لمسؤول النظام فقط')).toBeInTheDocument();
  });

  it('tells an operator the tool is for administrators, with no button', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } } });
    renderApp('/admin-migrate');

    expect(await screen.findByRole('alert')).toHaveTextContent('هذه الصفحة لمسؤولي النظام فقط');
    expect(screen.queryByRole('button', { name: 'إعادة حساب المبالغ بالليرة' })).not.toBeInTheDocument();
  });
});
