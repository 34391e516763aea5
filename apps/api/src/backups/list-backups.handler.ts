import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
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
  constructor(private readonly folder: BackupFolder) {}

  async execute(): Promise<BackupStatus> {
    const verified = (await this.folder.list()).filter((backup) => backup.verification?.ok && backup.takenAt);
    return { lastVerifiedAt: verified[0]?.takenAt ?? null };
  }
}
