/** The newest backup in the folder, as the problem rule reads it. */
export interface NewestBackup {
  name: string;
  /** When its snapshot was taken (ISO). */
  takenAt: string;
  /** null: never verified (`billing backup --no-verify`). */
  verification: { ok: boolean; error?: string } | null;
}

/** The last backup that could not be written at all, from the audit log. */
export interface FailedBackup {
  at: string;
  /** The failure's own Arabic sentence («تعذّر أخذ النسخة الاحتياطية: …», «لا توجد مساحة كافية…»). */
  reason: string;
}

export interface BackupProblem {
  /** When it went wrong (ISO). */
  at: string;
  /** One Arabic sentence for the dashboard and /backups. */
  message: string;
}

/**
 * What is wrong with the backups now, said loudly on the dashboard, /backups and the status API
 * (docs/backups.md): the last attempt failed (no newer backup since), or the newest backup failed its
 * verification. A backup that is merely old is the age line's concern, not a problem here.
 */
export function backupProblem(
  newest: NewestBackup | null,
  failed: FailedBackup | null,
): BackupProblem | null {
  if (failed && (!newest || Date.parse(failed.at) > Date.parse(newest.takenAt)))
    return { at: failed.at, message: failed.reason };
  if (newest?.verification && !newest.verification.ok)
    return {
      at: newest.takenAt,
      message: `آخر نسخة احتياطية (${newest.name}) لم تجتز التحقق ولا يُعتمد عليها${
        newest.verification.error ? `: ${newest.verification.error}` : ''
      }`,
    };
  return null;
}
