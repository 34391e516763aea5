import type { BackupProblem } from '@kahraba/billing-domain';

/** The backups in BACKUP_DIR, newest first (/backups). */
export class ListBackupsQuery {}

/** The age of the newest verified backup, for the dashboard. */
export class GetBackupStatusQuery {}

export interface BackupStatus {
  /** When the newest backup that passed verification was taken (ISO); null when there is none. */
  lastVerifiedAt: string | null;
  /** What is wrong now (the last backup failed, or failed its verification); null when nothing. */
  problem: BackupProblem | null;
}
