import { resolve } from 'node:path';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verifyBackup } from '@kahraba/persistence';
import { Clock } from '../clock/clock';
import { DATABASE_URL } from '../database/database.constants';
import { BackupFolder } from './backup-folder';
import { VerifyBackupCommand, type VerifiedBackup } from './verify-backup.command';

/** A refused file throws (BackupUnreadableError, BackupMismatchError); either way it is recorded. */
@CommandHandler(VerifyBackupCommand)
export class VerifyBackupHandler implements ICommandHandler<VerifyBackupCommand> {
  constructor(
    @Inject(DATABASE_URL) private readonly url: string,
    private readonly folder: BackupFolder,
    private readonly clock: Clock,
  ) {}

  async execute(command: VerifyBackupCommand): Promise<VerifiedBackup> {
    const file = resolve(command.file);
    try {
      const { manifest } = await verifyBackup(file, this.url);
      await this.folder.recordVerification(file, { verifiedAt: this.clock.now().toISOString(), ok: true });
      return {
        file,
        takenAt: manifest.takenAt,
        schemaVersion: manifest.schemaVersion,
        tables: manifest.tables.map(({ name, rows, sums }) => ({ name, rows, sums })),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.folder.recordVerification(file, {
        verifiedAt: this.clock.now().toISOString(),
        ok: false,
        error: message,
      });
      throw error;
    }
  }
}
