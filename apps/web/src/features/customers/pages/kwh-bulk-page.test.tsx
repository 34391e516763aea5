import { screen, within } from '@testing-library/react';
import type { KwhImportPreview, KwhImportRow } from '../api/preview-import';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator, type FakeRoute } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

function row(index: number): KwhImportRow {
  return {
    line: index,
    action: 'create',
    name: `عميل ${index}`,
    box: '5',
    address: null,
    ampere: 5,
    previousKwh: 100,
    currentKwh: 150,
    pricePerKwh: 1,
    insurance: 0,
    amountPaid: 0,
    consumption: 50,
    totalAmount: 50,
    phone: null,
  };
}

function preview(count: number, skipped: KwhImportPreview['skipped'] = []): KwhImportPreview {
  return { rows: Array.from({ length: count }, (_, i) => row(i + 1)), skipped, creates: count, updates: 0 };
}

function setup(system: string, routes: Record<string, FakeRoute>) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
    ...routes,
  });
  return { ...renderApp(`/${system}-bulk`), fetchMock };
}

describe('bulk entry of a metered group', () => {
  it('previews the pasted rows: the count and every row, then creates them in one call', async () => {
    const { user, fetchMock } = setup('baydawi-kwh', {
      'POST /api/baydawi-kwh-customers/import-preview': { status: 200, body: preview(8) },
      'POST /api/baydawi-kwh-customers/bulk': { status: 200, body: { created: 8, updated: 0 } },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'الإدخال المجمع: كيلوواط البيضاوي' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'البيانات الملصقة' }), 'a\tb\tc\td\te\tf');

    const table = await screen.findByRole('table', { name: 'معاينة السجلات' });
    expect(screen.getByText('عدد السجلات: 8')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'إنشاء 8 سجلات' }));

    expect(await screen.findByText('تم إنشاء 8 عملاء')).toBeInTheDocument();
    const bulk = fetchMock.mock.calls.filter(([url]) => url === '/api/baydawi-kwh-customers/bulk');
    expect(JSON.parse(String(bulk[0][1].body)).records).toHaveLength(8);
  });

  it('is the same bulk entry for the generic list, /kwh-bulk, back to its list (docs/metered-groups.md)', async () => {
    const { user, fetchMock } = setup('kwh', {
      'POST /api/kwh-customers/import-preview': { status: 200, body: preview(2) },
      'POST /api/kwh-customers/bulk': { status: 200, body: { created: 2, updated: 0 } },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'الإدخال المجمع: عدادات الكيلوواط' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى عدادات الكيلوواط' })).toHaveAttribute('href', '/kwh');
    await user.type(screen.getByRole('textbox', { name: 'البيانات الملصقة' }), 'a\tb\tc\td\te\tf');
    await user.click(await screen.findByRole('button', { name: 'إنشاء سجلين' }));

    expect(await screen.findByText('تم إنشاء عميلين')).toBeInTheDocument();
    const bulk = fetchMock.mock.calls.filter(([url]) => url === '/api/kwh-customers/bulk');
    expect(JSON.parse(String(bulk[0][1].body)).records).toHaveLength(2);
  });

  it('shows the lines left out with their reasons, and creates nothing when no row is valid', async () => {
    const { user, fetchMock } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers/import-preview': {
        status: 200,
        body: preview(0, [{ line: 1, reason: 'يلزم 6 أعمدة على الأقل', text: 'x' }]),
      },
    });

    await user.type(await screen.findByRole('textbox', { name: 'البيانات الملصقة' }), 'x');

    expect(await screen.findByText('عدد السجلات: 0')).toBeInTheDocument();
    expect(screen.getByText(/يلزم 6 أعمدة على الأقل/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إنشاء 0 سجل' }));

    expect(await screen.findByText('لا توجد بيانات صالحة للإنشاء')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/mahmoud-kwh-customers/bulk')).toHaveLength(0);
  });

  it('says why the bulk create failed', async () => {
    const { user } = setup('mahmoud-kwh', {
      'POST /api/mahmoud-kwh-customers/import-preview': { status: 200, body: preview(1) },
      'POST /api/mahmoud-kwh-customers/bulk': {
        status: 400,
        body: { message: 'لا توجد بيانات صالحة للإنشاء' },
      },
    });

    await user.type(await screen.findByRole('textbox', { name: 'البيانات الملصقة' }), 'x');
    await user.click(await screen.findByRole('button', { name: 'إنشاء سجل واحد' }));

    expect(await screen.findByText('فشل في الإنشاء المجمع')).toBeInTheDocument();
    expect(screen.getByText('لا توجد بيانات صالحة للإنشاء')).toBeInTheDocument();
  });
});

describe('the Excel import dialog of a group', () => {
  it('shows every row, and the create button is disabled at zero records', async () => {
    const { user } = setup('mahmoud-kwh', {
      'GET /api/mahmoud-kwh-customers': { status: 200, body: [] },
      'POST /api/mahmoud-kwh-customers/import-preview': (init) => ({
        status: 200,
        body: String(JSON.parse(String(init.body)).text).startsWith('bad') ? preview(0) : preview(7),
      }),
    });
    await user.click(await screen.findByRole('link', { name: 'العودة إلى كيلوواط محمود' }));
    await user.click(await screen.findByRole('button', { name: 'استيراد من Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد من Excel' });

    await user.type(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }), 'bad');
    expect(await within(dialog).findByText('عدد السجلات: 0')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إنشاء 0 سجل' })).toBeDisabled();

    await user.clear(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }), 'good');
    expect(await within(dialog).findByText('عدد السجلات: 7')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(8);
    expect(within(dialog).getByRole('button', { name: 'إنشاء 7 سجلات' })).toBeEnabled();
  });

  it('pages through a long sheet, the button naming what the import will write', async () => {
    const { user } = setup('baydawi-kwh', {
      'GET /api/baydawi-kwh-customers': { status: 200, body: [] },
      'POST /api/baydawi-kwh-customers/import-preview': {
        status: 200,
        body: { ...preview(25), creates: 24, updates: 1 },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'العودة إلى كيلوواط البيضاوي' }));
    await user.click(await screen.findByRole('button', { name: 'استيراد من Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد من Excel' });
    await user.type(within(dialog).getByRole('textbox', { name: 'البيانات الملصقة' }), 'x');

    const pages = await within(dialog).findByRole('navigation', { name: 'صفحات المعاينة' });
    expect(pages).toHaveTextContent('1 إلى 20 من 25 · الصفحة 1 من 2');
    await user.click(within(pages).getByRole('button', { name: 'التالي' }));
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'إنشاء 24 سجلاً وتحديث سجل واحد' })).toBeEnabled();
  });
});
