import { ConflictError } from '../errors/conflict.error';
import { InvalidInputError } from '../errors/invalid-input.error';
import { NotFoundError } from '../errors/not-found.error';
import { countOf, type ArabicNoun } from '../text/arabic-count';

const DIFFERENCES: ArabicNoun = {
  one: 'اختلاف واحد',
  two: 'اختلافان',
  few: 'اختلافات',
  many: 'اختلافاً',
  other: 'اختلاف',
};

/** The file is not a whole, unchanged Kahraba backup (truncated, a byte changed, another file). */
export class BackupUnreadableError extends InvalidInputError {
  constructor(readonly reason: string) {
    super('ملف النسخة الاحتياطية تالف أو ناقص ولا يمكن استعادته', 'BACKUP_UNREADABLE');
  }
}

/** The restored copy does not hold what the backup's manifest says it holds. */
export class BackupMismatchError extends ConflictError {
  constructor(readonly differences: readonly string[]) {
    super(
      `النسخة الاحتياطية لا تطابق بيانها: ${countOf(differences.length, DIFFERENCES)} (${differences[0] ?? ''})`,
      'BACKUP_MISMATCH',
    );
  }
}

/** The backup was taken by a newer version of the program (a migration this one does not know). */
export class BackupNewerThanAppError extends ConflictError {
  constructor(schemaVersion: string) {
    super(
      `النسخة الاحتياطية من إصدار أحدث من هذا البرنامج (${schemaVersion}): حدّث البرنامج أولاً`,
      'BACKUP_NEWER_THAN_APP',
    );
  }
}

/** Restore would replace data that is there; only --force does that (after backing it up). */
export class DatabaseNotEmptyError extends ConflictError {
  constructor() {
    super(
      'قاعدة البيانات تحتوي على بيانات: استخدم --force لاستبدالها (تُؤخذ نسخة احتياطية منها أولاً)',
      'DATABASE_NOT_EMPTY',
    );
  }
}

/** Restore needs the application stopped: something else is connected to the database. */
export class DatabaseInUseError extends ConflictError {
  constructor(connections: number) {
    super(
      `التطبيق ما زال يعمل (${connections} اتصال بقاعدة البيانات): أوقفه ثم أعد الاستعادة`,
      'DATABASE_IN_USE',
    );
  }
}

/** Another instance is taking a backup right now (the advisory lock is held). */
export class BackupInProgressError extends ConflictError {
  constructor() {
    super('نسخة احتياطية أخرى قيد الإنشاء الآن، حاول بعد قليل', 'BACKUP_IN_PROGRESS');
  }
}

/** No backup of that name in the backup folder, or no such file. */
export class BackupNotFoundError extends NotFoundError {
  constructor(file?: string) {
    super(
      file ? `ملف النسخة الاحتياطية غير موجود: ${file}` : 'النسخة الاحتياطية غير موجودة',
      'BACKUP_NOT_FOUND',
    );
  }
}

/** `restore --force` backs up what it would replace; that copy must verify before anything is replaced. */
export class ReplacedDataNotVerifiedError extends ConflictError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(
      `لم تتم الاستعادة ولم يتغير شيء: تعذّر التحقق من نسخة البيانات الحالية (${file}): ${reason}`,
      'REPLACED_DATA_NOT_VERIFIED',
    );
  }
}

/** The backup was written but did not pass verification: it cannot be trusted to restore. */
export class BackupNotVerifiedError extends ConflictError {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(
      `أُخذت النسخة الاحتياطية لكنها لم تجتز التحقق ولا يُعتمد عليها (${file}): ${reason}`,
      'BACKUP_NOT_VERIFIED',
    );
  }
}

/** The disk of the backup folder is full: nothing was kept of the backup. */
export class BackupDiskFullError extends ConflictError {
  constructor(readonly directory: string) {
    super(
      `لا توجد مساحة كافية على القرص لحفظ النسخة الاحتياطية في ${directory}: لم يُحفظ شيء، أفرغ مساحة ثم أعد المحاولة`,
      'BACKUP_DISK_FULL',
    );
  }
}

/** The backup could not be written (the database did not answer, a folder cannot be written...). */
export class BackupFailedError extends ConflictError {
  constructor(readonly reason: string) {
    super(`تعذّر أخذ النسخة الاحتياطية: ${reason}`, 'BACKUP_FAILED');
  }
}
