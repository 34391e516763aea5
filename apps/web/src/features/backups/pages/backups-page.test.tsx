import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, operator } from '../../../test/mock-fetch';
import { onAPhone } from '../../../test/phone-screen';
import { renderApp } from '../../../test/render-app';

const admin = { ...operator, role: 'admin' };
const nightly = {
  name: 'kahraba-2026-11-26T0300.backup',
  bytes: 3_250_000,
  takenAt: '2026-11-26T01:00:02.000Z',
  schemaVersion: 'Migration20261129KwhCustomersFillfactor',
  verification: { verifiedAt: '2026-11-26T01:00:40.000Z', ok: true },
};
const broken = {
  name: 'kahraba-2026-11-25T0300.backup',
  bytes: 20_480,
  takenAt: '2026-11-25T01:00:02.000Z',
  schemaVersion: 'Migration20261129KwhCustomersFillfactor',
  verification: { verifiedAt: '2026-11-25T01:00:30.000Z', ok: false, error: 'ملف النسخة الاحتياطية تالف' },
};
const list = (backups: unknown[]) => ({
  status: 200,
  body: { directory: '/srv/kahraba/backups', copyDirectory: null, nightlyAt: '03:00', backups },
});

describe('the backups screen', () => {
  it('lists the backups with their size, time and verification, and a download of each', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/backups': list([nightly, broken]),
    });
    renderApp('/backups');

    const table = await screen.findByRole('table', { name: 'النسخ الاحتياطية، الأحدث أولاً' });
    const good = within(table).getByRole('row', { name: /kahraba-2026-11-26T0300/ });
    expect(within(good).getByText('3.1 ميغابايت')).toBeInTheDocument();
    expect(within(good).getByText('تم التحقق')).toBeInTheDocument();
    expect(within(good).getByRole('link', { name: 'تنزيل kahraba-2026-11-26T0300.backup' })).toHaveAttribute(
      'href',
      '/api/backups/kahraba-2026-11-26T0300.backup',
    );
    const bad = within(table).getByRole('row', { name: /kahraba-2026-11-25T0300/ });
    expect(within(bad).getByText('فشل التحقق')).toBeInTheDocument();
    expect(within(bad).getByText('20.0 كيلوبايت')).toBeInTheDocument();
    expect(screen.getByText(/كل ليلة الساعة .*03:00/)).toBeInTheDocument();
    // Restore stays on the command line, and the page says how.
    expect(screen.getByRole('heading', { name: 'الاستعادة (من سطر الأوامر)' })).toBeInTheDocument();
    expect(screen.getByText(/restore .* --dry-run/)).toBeInTheDocument();
  });

  it('backs up now, then shows the new backup', async () => {
    let taken = false;
    const fetchMock = mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/backups': () => list(taken ? [nightly] : []),
      'POST /api/backups': () => {
        taken = true;
        return {
          status: 201,
          body: {
            name: nightly.name,
            bytes: nightly.bytes,
            takenAt: nightly.takenAt,
            verified: true,
            verifyError: null,
            copiedTo: null,
          },
        };
      },
    });
    renderApp('/backups');
    expect(await screen.findByText('لا توجد نسخ احتياطية بعد')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'نسخة احتياطية الآن' }));

    expect(
      await screen.findByText('تم أخذ النسخة kahraba-2026-11-26T0300.backup والتحقق منها'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'النسخ الاحتياطية، الأحدث أولاً' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('tells an operator the page is for administrators', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } } });
    renderApp('/backups');
    expect(await screen.findByText('هذه الصفحة متاحة للمدير فقط')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows one card per backup', async () => {
      mockFetch({ 'GET /api/auth/user': { status: 200, body: admin }, 'GET /api/backups': list([nightly]) });
      renderApp('/backups');
      const cards = await screen.findByRole('list', { name: 'النسخ الاحتياطية، الأحدث أولاً' });
      expect(within(cards).getByText('تم التحقق')).toBeInTheDocument();
      expect(
        within(cards).getByRole('link', { name: 'تنزيل kahraba-2026-11-26T0300.backup' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
