/** Who asked for the backup: the nightly timer, an administrator on /backups, or `billing backup`. */
export type BackupTrigger = 'nightly' | 'web' | 'terminal';

/** Take a backup now (docs/backups.md); `directory` (the CLI's --out) defaults to BACKUP_DIR. */
export class TakeBackupCommand {
  constructor(
    readonly trigger: BackupTrigger,
    readonly options: { directory?: string; verify: boolean },
  ) {}
}

export interface TakenBackup {
  name: string;
  file: string;
  bytes: number;
  takenAt: string;
  schemaVersion: string;
  tables: { name: string; rows: number; sums: Record<string, string> }[];
  /** null when not verified (`billing backup --no-verify`). */
  verified: boolean | null;
  verifyError: string | null;
  copiedTo: string | null;
  /** Why the copy to BACKUP_COPY_DIR failed (the backup itself is kept), in Arabic. */
  copyError: string | null;
  /** Older backups that retention removed from BACKUP_DIR. */
  removed: string[];
}

/** The nightly run found tonight's backup already taken (by another instance): nothing was done. */
export interface SkippedBackup {
  skipped: true;
  reason: 'taken-already' | 'in-progress';
}
