import { screen, within } from '@testing-library/react';
import { ampereRecord, archivedRecord } from '../../../test/ampere-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

const archived = archivedRecord({ customerNumber: 1004, name: 'نادين سلامة', amount: 150, amountPaid: 20 });

function setup(routes: Record<string, FakeRoute> = {}, records = [archived]) {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/archived-records': { status: 200, body: records },
    ...routes,
  });
  return renderApp('/archived');
}

const table = () => screen.findByRole('table', { name: 'السجلات المؤرشفة' });

describe('the ampere archive', () => {
  it('lists the archived records with their deletion date and a count', async () => {
    setup();

    const row = within(await table()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('#1004');
    expect(row).toHaveTextContent('نادين سلامة');
    expect(row).toHaveTextContent('$150');
    expect(row).toHaveTextContent('$20');
    expect(row).toHaveTextContent(/2026-11-20 \d\d:\d\d/);
    expect(screen.getByText('سجل مؤرشف واحد')).toBeInTheDocument();
  });

  it('says there are no archived records', async () => {
    setup({}, []);

    expect(await screen.findByText('لا توجد سجلات مؤرشفة')).toBeInTheDocument();
  });

  it('says there are no search results', async () => {
    const app = setup({ 'GET /api/archived-records/search?q=zzz': { status: 200, body: [] } });
    await table();

    await app.user.type(screen.getByRole('searchbox', { name: 'بحث في الأرشيف' }), 'zzz');

    expect(await screen.findByText('لا توجد نتائج للبحث')).toBeInTheDocument();
    expect(screen.getByText('0 نتيجة')).toBeInTheDocument();
  });

  it('restores a customer and tells the new customer number', async () => {
    let records = [archived];
    const app = setup({
      'GET /api/archived-records': () => ({ status: 200, body: records }),
      'POST /api/archived-records/arch-1004/restore': () => {
        records = [];
        return { status: 200, body: ampereRecord({ customerNumber: 1041, name: 'نادين سلامة' }) };
      },
    });
    await table();

    await app.user.click(screen.getByRole('button', { name: 'استعادة نادين سلامة' }));

    const toast = await screen.findByText('تمت الاستعادة بنجاح');
    expect(toast.parentElement).toHaveTextContent('قاعدة البيانات الرئيسية برقم عميل جديد');
    expect(toast.parentElement).toHaveTextContent('#1041');
    expect(await screen.findByText('لا توجد سجلات مؤرشفة')).toBeInTheDocument();
  });

  it('says the archived record does not exist on a 404', async () => {
    const app = setup({
      'POST /api/archived-records/arch-1004/restore': { status: 404, body: { message: 'غير موجود' } },
    });
    await table();

    await app.user.click(screen.getByRole('button', { name: 'استعادة نادين سلامة' }));

    const toast = await screen.findByText('فشل في الاستعادة');
    expect(toast.parentElement).toHaveTextContent('السجل المؤرشف غير موجود');
  });

  it('says an error occurred while restoring otherwise', async () => {
    const app = setup({ 'POST /api/archived-records/arch-1004/restore': { status: 500, body: 'boom' } });
    await table();

    await app.user.click(screen.getByRole('button', { name: 'استعادة نادين سلامة' }));

    const toast = await screen.findByText('فشل في الاستعادة');
    expect(toast.parentElement).toHaveTextContent('حدث خطأ أثناء استعادة العميل');
  });
});
