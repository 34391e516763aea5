import { screen } from '@testing-library/react';
import { billingSystems } from '../../../test/billing-systems-fixtures';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

function setup() {
  mockFetch({
    'GET /api/auth/user': { status: 200, body: operator },
    'GET /api/billing-systems': { status: 200, body: billingSystems },
  });
  return renderApp('/bulk-print');
}

const links = async () =>
  Object.fromEntries(
    (await screen.findAllByRole('link', { name: /الطباعة|فواتير|محرر/ }))
      .filter((link) => link.closest('article'))
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
  );

describe('/bulk-print, the entry to bulk printing for every type', () => {
  it('leads to the ampere box print, the bulk print of each metered group and of the generic list, the enhanced print and the layout editor', async () => {
    setup();
    await screen.findByRole('link', { name: 'الطباعة المجمعة: كيلوواط محمود' });
    expect(await links()).toEqual({
      'فواتير الأمبير حسب العلب': '/ampere-printable-table',
      'الطباعة المجمعة: كيلوواط محمود': '/mahmoud-kwh-bulk-print',
      'الطباعة المجمعة: كيلوواط البيضاوي': '/baydawi-kwh-bulk-print',
      'الطباعة المجمعة: مجموعة تجريبية': '/test-kwh-bulk-print',
      'الطباعة المجمعة: عدادات الكيلوواط': '/kwh-bulk-print',
      'الطباعة المحسّنة': '/enhanced-bulk-print',
      'محرر تخطيط الفاتورة': '/invoice-layout-editor',
    });
  });

  describe('on a 390 px phone', () => {
    onAPhone();

    it('shows the same cards', async () => {
      setup();
      expect(await screen.findByRole('link', { name: 'الطباعة المحسّنة' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'الطباعة المجمعة' })).toBeInTheDocument();
    });
  });
});
