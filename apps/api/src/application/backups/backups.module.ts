import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BackupFolder } from './backup-folder';
import { BACKUP_SETTINGS, backupSettingsFrom } from './backup-settings';
import { GetBackupStatusHandler, ListBackupsHandler } from './list-backups.handler';
import { RecordRestoreHandler } from './record-restore.handler';
import { TakeBackupHandler } from './take-backup.handler';
import { VerifyBackupHandler } from './verify-backup.handler';

/** Application layer of backups (docs/backups.md): shared by the API and `billing backup`. No HTTP here. */
@Module({
  imports: [CqrsModule],
  providers: [
    { provide: BACKUP_SETTINGS, useFactory: () => backupSettingsFrom(process.env) },
    BackupFolder,
    TakeBackupHandler,
    VerifyBackupHandler,
    ListBackupsHandler,
    GetBackupStatusHandler,
    RecordRestoreHandler,
  ],
  exports: [BackupFolder],
})
export class BackupsModule {}
