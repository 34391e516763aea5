import { backupProblem, type NewestBackup } from './backup-problem';

const verified: NewestBackup = {
  name: 'kahraba-2026-11-27T0300.backup',
  takenAt: '2026-11-27T01:00:00.000Z',
  verification: { ok: true },
};

describe('what is wrong with the backups now', () => {
  it('is nothing when the newest backup passed its verification', () => {
    expect(backupProblem(verified, null)).toBeNull();
  });

  it('is the last failure when no backup was written after it', () => {
    const reason = 'تعذّر أخذ النسخة الاحتياطية: قاعدة البيانات لا تستجيب';
    expect(backupProblem(verified, { at: '2026-11-28T01:00:00.000Z', reason })).toEqual({
      at: '2026-11-28T01:00:00.000Z',
      message: reason,
    });
    expect(backupProblem(null, { at: '2026-11-28T01:00:00.000Z', reason: 'القرص ممتلئ' })).not.toBeNull();
  });

  it('forgets a failure once a newer backup was written', () => {
    expect(backupProblem(verified, { at: '2026-11-26T01:00:00.000Z', reason: 'القرص ممتلئ' })).toBeNull();
  });

  it('is the newest backup when it failed its verification', () => {
    const failed = { ...verified, verification: { ok: false, error: 'batch_entries: 3 rows, expected 4' } };
    expect(backupProblem(failed, null)).toEqual({
      at: verified.takenAt,
      message:
        'آخر نسخة احتياطية (kahraba-2026-11-27T0300.backup) لم تجتز التحقق ولا يُعتمد عليها: batch_entries: 3 rows, expected 4',
    });
  });

  it('is nothing for a backup taken without verification on purpose (billing backup --no-verify)', () => {
    expect(backupProblem({ ...verified, verification: null }, null)).toBeNull();
  });
});
