import { screen, within } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser-location', () => ({ redirectBrowser: jest.fn(), reloadPage: jest.fn() }));

/** The four seeded systems; the fixtures' fourth metered group is added by the test about it. */
const seeded = billingSystems.filter((system) => system.id !== 'test-kwh');

function setup(systems = seeded) {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: systems },
  });
  return renderApp('/kwh-home');
}

describe('the kWh system chooser', () => {
  it('shows a card per metered group, the generic list last, with links to manage its customers, to bulk entry and to bulk print', async () => {
    setup();

    const first = await screen.findByRole('article', { name: 'كيلوواط محمود' });
    const second = screen.getByRole('article', { name: 'كيلوواط البيضاوي' });
    expect(within(first).getByRole('link', { name: 'إدارة العملاء: كيلوواط محمود' })).toHaveAttribute(
      'href',
      '/mahmoud-kwh',
    );
    expect(within(first).getByRole('link', { name: 'الإدخال المجمع لـ كيلوواط محمود' })).toHaveAttribute(
      'href',
      '/mahmoud-kwh-bulk',
    );
    expect(within(second).getByRole('link', { name: 'إدارة العملاء: كيلوواط البيضاوي' })).toHaveAttribute(
      'href',
      '/baydawi-kwh',
    );
    // bulk printing of each group from its card.
    expect(within(first).getByRole('link', { name: 'طباعة الفواتير: كيلوواط محمود' })).toHaveAttribute(
      'href',
      '/mahmoud-kwh-bulk-print',
    );
    expect(within(second).getByRole('link', { name: 'طباعة الفواتير: كيلوواط البيضاوي' })).toHaveAttribute(
      'href',
      '/baydawi-kwh-bulk-print',
    );
    // The flat ampere system is no metered card; the generic list is, last, with the same links.
    const generic = screen.getByRole('article', { name: 'عدادات الكيلوواط' });
    expect(within(generic).getByRole('link', { name: 'إدارة العملاء: عدادات الكيلوواط' })).toHaveAttribute(
      'href',
      '/kwh',
    );
    expect(within(generic).getByRole('link', { name: 'الإدخال المجمع لـ عدادات الكيلوواط' })).toHaveAttribute(
      'href',
      '/kwh-bulk',
    );
    expect(within(generic).getByRole('link', { name: 'طباعة الفواتير: عدادات الكيلوواط' })).toHaveAttribute(
      'href',
      '/kwh-bulk-print',
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows a fourth metered group added as data, in display order', async () => {
    setup(billingSystems);

    await screen.findByRole('article', { name: 'مجموعة تجريبية' });
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
    expect(names).toEqual(['group-mahmoud-kwh', 'group-baydawi-kwh', 'group-test-kwh', 'group-kwh']);
    expect(screen.getByRole('link', { name: 'إدارة العملاء: مجموعة تجريبية' })).toHaveAttribute(
      'href',
      '/test-kwh',
    );
  });

  it('links the pricing tools and the printable table', async () => {
    setup();
    await screen.findByRole('article', { name: 'كيلوواط محمود' });

    expect(screen.getByRole('link', { name: 'أسعار رسوم الاشتراك حسب الأمبير' })).toHaveAttribute(
      'href',
      '/subscription-pricing',
    );
    expect(screen.getByRole('link', { name: 'تحويل الأسعار إلى الليرة اللبنانية' })).toHaveAttribute(
      'href',
      '/admin-migrate',
    );
    expect(screen.getByRole('link', { name: 'جدول الكيلوواط للطباعة' })).toHaveAttribute(
      'href',
      '/kwh-printable-table',
    );
    expect(screen.getByRole('link', { name: 'إدارة الأرشيف' })).toHaveAttribute(
      'href',
      '/archive-management',
    );
    expect(screen.getByRole('heading', { name: 'ميزات النظام' })).toBeInTheDocument();
  });

  it('is reached from the home menu', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 200, body: seeded },
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: /نظام الكيلوواط ساعي/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'نظام الكيلوواط ساعي' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'كيلوواط محمود' })).toBeInTheDocument();
  });

  it('offers to try again when the groups cannot be loaded', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: operator },
      'GET /api/billing-systems': { status: 500, body: 'boom' },
    });
    renderApp('/kwh-home');

    expect(await screen.findByText('تعذّر تحميل مجموعات العدادات', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
