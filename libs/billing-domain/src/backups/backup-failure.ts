import { DomainError } from '../errors/domain-error';
import { BackupDiskFullError, BackupFailedError } from './backup.errors';

/** What the system said, for the errors a backup meets that are not ours (docs/backups.md: one Arabic line). */
const SYSTEM_REASONS: Record<string, string> = {
  ENOSPC: 'لا توجد مساحة كافية على القرص',
  EDQUOT: 'تجاوزت حصة القرص',
  EACCES: 'لا يُسمح بالكتابة في المجلد',
  EPERM: 'لا يُسمح بالكتابة في المجلد',
  EROFS: 'القرص للقراءة فقط',
  ENOENT: 'المجلد غير موجود',
  ENOTDIR: 'المسار ليس مجلداً',
  ECONNREFUSED: 'قاعدة البيانات لا تستجيب',
  ECONNRESET: 'انقطع الاتصال بقاعدة البيانات',
  ETIMEDOUT: 'قاعدة البيانات لا تستجيب',
  '57014': 'انتهت مهلة الاستعلام في قاعدة البيانات',
  '53100': 'لا توجد مساحة كافية على قرص قاعدة البيانات',
};

/**
 * Why something failed, in Arabic: our own refusals say it already; the system's errors are named
 * by their code, with the technical text kept after it for whoever fixes the server.
 */
export function arabicReasonOf(error: unknown): string {
  if (error instanceof DomainError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  const text = error instanceof Error ? error.message : String(error);
  const known = typeof code === 'string' ? SYSTEM_REASONS[code] : undefined;
  return known ? `${known} (${text})` : `خطأ غير متوقع (${text})`;
}

/** A backup that could not be written, as one domain error: a full disk is said as such. */
export function backupFailureOf(error: unknown, directory: string): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new BackupDiskFullError(directory);
  return new BackupFailedError(arabicReasonOf(error));
}
