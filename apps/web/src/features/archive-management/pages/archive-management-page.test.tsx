import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, role: 'admin' };
const plainOperator = { ...operator, role: 'operator' };
const counts = {
  'ampere-records': 12,
  'mahmoud-kwh-customers': 3,
  'baydawi-kwh-customers': 0,
  'kwh-customers': 5,
};

const unlock = async () => {
  await userEvent.type(await screen.findByLabelText('كلمة المرور'), 'secret-1');
  await userEvent.click(screen.getByRole('button', { name: 'فتح إدارة الأرشيف' }));
};

describe('the archive management screen', () => {
  it('is locked until the tables passcode is verified, then shows one card per dataset with its live count', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'POST /api/passcodes/verify': { status: 200, body: { verified: true } },
      'GET /api/table-counts': { status: 200, body: counts },
    });
    renderApp('/archive-management');
    expect(await screen.findByText('إدارة الأرشيف محمية')).toBeInTheDocument();
    await unlock();
    const verify = fetchMock.mock.calls.find(([url]) => String(url) === '/api/passcodes/verify');
    expect(JSON.parse(String(verify![1].body))).toEqual({ scope: 'tables', passcode: 'secret-1' });

    const ampere = await screen.findByRole('region', { name: 'سجلات الأمبير' });
    expect(within(ampere).getByText('12')).toBeInTheDocument();
    const baydawi = screen.getByRole('region', { name: 'زبائن البيضاوي (كيلوواط)' });
    // Nothing live to archive; an empty table can take its last archive back.
    expect(within(baydawi).getByRole('button', { name: 'أرشفة البيانات' })).toBeDisabled();
    expect(within(baydawi).getByRole('button', { name: 'استعادة آخر أرشيف' })).toBeEnabled();
    expect(within(ampere).getByRole('button', { name: 'استعادة آخر أرشيف' })).toBeDisabled();
  });

  it('archives after a confirmation naming the count, and says in Arabic when archiving failed', async () => {
    let archived = 0;
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'POST /api/passcodes/verify': { status: 200, body: { verified: true } },
      'GET /api/table-counts': { status: 200, body: counts },
      'POST /api/mahmoud-kwh-customers/archive': () => {
        archived += 1;
        return { status: 200, body: { message: 'تمت أرشفة 3 سجلات', archived: 3 } };
      },
      'POST /api/kwh-customers/archive': { status: 500, body: { message: 'boom' } },
    });
    renderApp('/archive-management');
    await unlock();
    const mahmoud = await screen.findByRole('region', { name: 'زبائن محمود (كيلوواط)' });
    await userEvent.click(within(mahmoud).getByRole('button', { name: 'أرشفة البيانات' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('أرشفة 3 سجلات من زبائن محمود (كيلوواط)؟')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'أرشفة' }));
    expect(await screen.findByText('تمت أرشفة 3 سجلات')).toBeInTheDocument();
    expect(archived).toBe(1);

    const generic = screen.getByRole('region', { name: 'قائمة الكيلوواط العامة' });
    await userEvent.click(within(generic).getByRole('button', { name: 'أرشفة البيانات' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'أرشفة' }));
    expect(await screen.findByText('خطأ في الأرشفة')).toBeInTheDocument();
    expect(screen.getByText('فشل في أرشفة البيانات')).toBeInTheDocument();
  });

  it('tells an operator the page is the administrator’s', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: plainOperator } });
    renderApp('/archive-management');
    expect(await screen.findByText('هذه الصفحة متاحة للمدير فقط.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'فتح إدارة الأرشيف' })).not.toBeInTheDocument();
  });
});
