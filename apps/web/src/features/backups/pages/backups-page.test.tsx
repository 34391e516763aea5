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

  it('says at the top, in red, what is wrong with the backups and when (docs/backups.md)', async () => {
    const message =
      'آخر نسخة احتياطية (kahraba-2026-11-25T0300.backup) لم تجتز التحقق ولا يُعتمد عليها: ملف النسخة الاحتياطية تالف';
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/backups': list([broken]),
      'GET /api/backups/status': {
        status: 200,
        body: { lastVerifiedAt: null, problem: { at: '2026-11-25T01:00:30.000Z', message } },
      },
    });
    renderApp('/backups');

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveClass('alert-danger');
    expect(problem).toHaveTextContent(message);
    expect(problem).toHaveTextContent('2026-11-25 03:00');
  });

  it('shows a backup that failed its verification in red, with why', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: admin }, 'GET /api/backups': list([broken]) });
    renderApp('/backups');
    const row = await screen.findByRole('row', { name: /kahraba-2026-11-25T0300/ });
    expect(row).toHaveClass('table-danger');
    expect(within(row).getByText('فشل التحقق')).toHaveClass('bg-danger');
    expect(within(row).getByText('ملف النسخة الاحتياطية تالف')).toHaveClass('text-danger');
  });

  it('says in red that a backup just taken failed its verification, and no success', async () => {
    let taken = false;
    const verifyError = 'لم تتطابق أعداد الصفوف بعد الاستعادة في قاعدة مؤقتة: ampere_records';
    const problem = {
      at: '2026-11-28T10:00:05.000Z',
      message: `آخر نسخة احتياطية (kahraba-2026-11-28T1200.backup) لم تجتز التحقق ولا يُعتمد عليها: ${verifyError}`,
    };
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/backups': () => list(taken ? [{ ...broken, name: 'kahraba-2026-11-28T1200.backup' }] : []),
      'GET /api/backups/status': () => ({
        status: 200,
        body: { lastVerifiedAt: null, problem: taken ? problem : null },
      }),
      'POST /api/backups': () => {
        taken = true;
        return {
          status: 201,
          body: {
            name: 'kahraba-2026-11-28T1200.backup',
            bytes: 20_480,
            takenAt: '2026-11-28T10:00:02.000Z',
            verified: false,
            verifyError,
            copiedTo: null,
            copyError: null,
          },
        };
      },
    });
    renderApp('/backups');
    expect(await screen.findByText('لا توجد نسخ احتياطية بعد')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'نسخة احتياطية الآن' }));

    const result = await screen.findByRole('alert', {
      name: 'أُخذت النسخة kahraba-2026-11-28T1200.backup لكن التحقق منها فشل',
    });
    expect(result).toHaveClass('alert-danger');
    expect(result).toHaveTextContent(verifyError);
    expect(screen.queryByText(/والتحقق منها$/)).not.toBeInTheDocument();
    // The status and the list are asked again: the problem shows at the top, the backup in the list.
    expect(await screen.findByRole('alert', { name: 'النسخ الاحتياطية بحاجة إلى انتباه' })).toHaveTextContent(
      problem.message,
    );
    expect(await screen.findByRole('row', { name: /kahraba-2026-11-28T1200/ })).toBeInTheDocument();
  });

  it('warns when a backup was taken but its second copy failed', async () => {
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/backups': list([]),
      'POST /api/backups': {
        status: 201,
        body: {
          name: nightly.name,
          bytes: nightly.bytes,
          takenAt: nightly.takenAt,
          verified: true,
          verifyError: null,
          copiedTo: null,
          copyError: 'تعذّر نسخ النسخة الاحتياطية إلى /mnt/usb: المجلد غير موجود',
        },
      },
    });
    renderApp('/backups');
    await screen.findByText('لا توجد نسخ احتياطية بعد');

    await userEvent.click(screen.getByRole('button', { name: 'نسخة احتياطية الآن' }));

    const warning = await screen.findByRole('alert', { name: 'أُخذت النسخة لكن نسختها الثانية لم تُحفظ' });
    expect(warning).toHaveClass('alert-warning');
    expect(warning).toHaveTextContent('تعذّر نسخ النسخة الاحتياطية إلى /mnt/usb: المجلد غير موجود');
  });

  it("says in red, in the server's words, that the disk is full and no backup was written", async () => {
    const message = 'لا توجد مساحة كافية على القرص لحفظ النسخة الاحتياطية في /srv/kahraba/backups';
    mockFetch({
      'GET /api/auth/user': { status: 200, body: admin },
      'GET /api/backups': list([]),
      'POST /api/backups': { status: 409, body: { code: 'BACKUP_DISK_FULL', message } },
    });
    renderApp('/backups');
    await screen.findByText('لا توجد نسخ احتياطية بعد');

    await userEvent.click(screen.getByRole('button', { name: 'نسخة احتياطية الآن' }));

    const failure = await screen.findByRole('alert', { name: 'تعذّر أخذ النسخة الاحتياطية' });
    expect(failure).toHaveClass('alert-danger');
    expect(failure).toHaveTextContent(message);
  });

  it('tells an operator the page is for administrators', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 200, body: { ...operator, role: 'operator' } } });
    renderApp('/backups');
    expect(await screen.findByText('هذه الصفحة متاحة للمدير فقط')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('shows one card per backup, a failed one with a red border', async () => {
      mockFetch({
        'GET /api/auth/user': { status: 200, body: admin },
        'GET /api/backups': list([nightly, broken]),
      });
      renderApp('/backups');
      const cards = await screen.findByRole('list', { name: 'النسخ الاحتياطية، الأحدث أولاً' });
      expect(within(cards).getByText('تم التحقق')).toBeInTheDocument();
      expect(
        within(cards).getByRole('link', { name: 'تنزيل kahraba-2026-11-26T0300.backup' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const failed = within(cards).getByRole('article', { name: '2026-11-25 03:00' });
      expect(failed).toHaveClass('border-danger');
      expect(within(failed).getByText('ملف النسخة الاحتياطية تالف')).toHaveClass('text-danger');
    });
  });
});
