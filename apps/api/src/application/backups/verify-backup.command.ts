/** Restore a backup file into a scratch database and check it against its manifest (docs/backups.md). */
export class VerifyBackupCommand {
  constructor(readonly file: string) {}
}

export interface VerifiedBackup {
  file: string;
  takenAt: string;
  schemaVersion: string;
  tables: { name: string; rows: number; sums: Record<string, string> }[];
}
