import { InvalidInputError } from '../errors/invalid-input.error';
import { BackupDiskFullError, BackupFailedError } from './backup.errors';
import { arabicReasonOf, backupFailureOf } from './backup-failure';

const systemError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('a backup that fails says why in one Arabic line', () => {
  it('says a full disk is full, naming the folder', () => {
    const failure = backupFailureOf(
      systemError('ENOSPC', 'ENOSPC: no space left on device, write'),
      '/srv/backups',
    );
    expect(failure).toBeInstanceOf(BackupDiskFullError);
    expect(failure.message).toContain('لا توجد مساحة كافية على القرص');
    expect(failure.message).toContain('/srv/backups');
  });

  it('keeps our own refusals as they are', () => {
    const refusal = new InvalidInputError('ملف غير صالح', 'SAMPLE');
    expect(backupFailureOf(refusal, '/srv')).toBe(refusal);
    expect(arabicReasonOf(refusal)).toBe('ملف غير صالح');
  });

  it('names a system error in Arabic and keeps its technical text after it', () => {
    const failure = backupFailureOf(
      systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      '/srv',
    );
    expect(failure).toBeInstanceOf(BackupFailedError);
    expect(failure.message).toBe(
      'تعذّر أخذ النسخة الاحتياطية: قاعدة البيانات لا تستجيب (connect ECONNREFUSED 127.0.0.1:5432)',
    );
    expect(arabicReasonOf(new Error('boom'))).toBe('خطأ غير متوقع (boom)');
  });
});
