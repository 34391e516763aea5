import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, role: 'admin' };

describe('the column-data manager screen', () => {
  it('unlocks with the danger passcode; the delete button shows only after table, column, phrase and checkbox', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/billing-systems': { status: 200, body: billingSystems },
      'POST /api/passcodes/verify': { status: 200, body: { verified: true } },
      'POST /api/admin/delete-column-data': {
        status: 200,
        body: { message: 'تم مسح بيانات العمود من 4 سجلات', cleared: 4 },
      },
    });
    renderApp('/column-data-manager');
    await userEvent.type(await screen.findByLabelText('كلمة المرور'), 'danger-1');
    await userEvent.click(screen.getByRole('button', { name: 'فتح الأداة' }));
    const verify = fetchMock.mock.calls.find(([url]) => String(url) === '/api/passcodes/verify');
    expect(JSON.parse(String(verify![1].body))).toEqual({ scope: 'danger', passcode: 'danger-1' });

    expect(await screen.findByText('يرجى اختيار الجدول والعمود')).toBeInTheDocument();
    // Every system of billing_systems, by the name its row gives it (a group added as a row included).
    expect(
      within(screen.getByLabelText('الجدول'))
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'اختر...'],
      ['ampere-records', 'اشتراكات الأمبير'],
      ['mahmoud-kwh-customers', 'كيلوواط محمود'],
      ['baydawi-kwh-customers', 'كيلوواط البيضاوي'],
      ['test-kwh-customers', 'مجموعة تجريبية'],
      ['kwh-customers', 'عدادات الكيلوواط'],
    ]);
    await userEvent.selectOptions(screen.getByLabelText('الجدول'), 'mahmoud-kwh-customers');
    await userEvent.selectOptions(screen.getByLabelText('العمود'), 'previousKwh');
    await userEvent.type(screen.getByLabelText(/اكتب العبارة/), 'خطأ');
    expect(screen.getByText('نص التأكيد غير صحيح')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'مسح بيانات العمود' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/اكتب العبارة/));
    await userEvent.type(screen.getByLabelText(/اكتب العبارة/), 'أؤكد مسح البيانات');
    await userEvent.click(screen.getByRole('button', { name: 'مسح بيانات العمود' }));
    expect(await screen.findByText('تم مسح بيانات العمود من 4 سجلات')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/admin/delete-column-data');
    expect(JSON.parse(String(sent![1].body))).toEqual({
      table: 'mahmoud-kwh-customers',
      column: 'previousKwh',
    });
  });
});
