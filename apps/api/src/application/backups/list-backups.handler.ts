import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { backupProblem, type FailedBackup } from '@kahraba/billing-domain';
import { Database } from '../database/sql-database.provider';
import { BackupFolder, type BackupListing } from './backup-folder';
import { GetBackupStatusQuery, ListBackupsQuery, type BackupStatus } from './list-backups.query';

export interface BackupList {
  directory: string;
  copyDirectory: string | null;
  /** HH:MM on the business clock; null when nightly backups are off. */
  nightlyAt: string | null;
  backups: BackupListing[];
}

@QueryHandler(ListBackupsQuery)
export class ListBackupsHandler implements IQueryHandler<ListBackupsQuery> {
  constructor(private readonly folder: BackupFolder) {}

  async execute(): Promise<BackupList> {
    const { directory, copyDirectory, time } = this.folder.settings;
    return { directory, copyDirectory, nightlyAt: time, backups: await this.folder.list() };
  }
}

@QueryHandler(GetBackupStatusQuery)
export class GetBackupStatusHandler implements IQueryHandler<GetBackupStatusQuery> {
  constructor(
    private readonly folder: BackupFolder,
    private readonly db: Database,
  ) {}

  async execute(): Promise<BackupStatus> {
    const backups = await this.folder.list();
    const verified = backups.filter((backup) => backup.verification?.ok && backup.takenAt);
    const newest = backups.find((backup) => backup.takenAt !== null);
    const [failed] = await this.db.query<FailedBackup>(
      `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, details->>'reason' AS reason
       FROM audit_log WHERE action = 'backup-failed' ORDER BY id DESC LIMIT 1`,
    );
    return {
      lastVerifiedAt: verified[0]?.takenAt ?? null,
      problem: backupProblem(
        newest ? { name: newest.name, takenAt: newest.takenAt!, verification: newest.verification } : null,
        this.folder.lastFailureSince(failed ?? null),
      ),
    };
  }
}
