import { join, resolve } from 'node:path';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BackupInProgressError,
  arabicReasonOf,
  backupFailureOf,
  backupFileName,
  businessWallClock,
  parseBackupFileName,
} from '@kahraba/billing-domain';
import { backupClient, verifyBackup, writeBackup } from '@kahraba/persistence';
import { auditActor } from '../oversight/audit-actor';
import { Clock } from '../clock/clock';
import { DATABASE_URL } from '../database/database.constants';
import { BackupFailed } from '../events/backup-failed.event';
import { BackupTaken } from '../events/backup-taken.event';
import { UnitOfWork } from '../events/unit-of-work';
import { BackupFolder } from './backup-folder';
import { appVersion } from './backup-settings';
import { TakeBackupCommand, type SkippedBackup, type TakenBackup } from './take-backup.command';

/** One backup at a time across every instance of the app on this database. */
const BACKUP_LOCK = "hashtext('kahraba-backup')";

@CommandHandler(TakeBackupCommand)
export class TakeBackupHandler implements ICommandHandler<TakeBackupCommand> {
  constructor(
    @Inject(DATABASE_URL) private readonly url: string,
    private readonly unitOfWork: UnitOfWork,
    private readonly folder: BackupFolder,
    private readonly clock: Clock,
  ) {}

  /**
   * docs/backups.md: whatever fails (the database down at 03:00, a full disk, retention, the audit itself)
   * is said loudly: one Arabic domain error, a 'backup-failed' audit entry when the database takes
   * it, and the backup folder's record of the last failure, which the status reads either way.
   */
  async execute(command: TakeBackupCommand): Promise<TakenBackup | SkippedBackup> {
    try {
      return await this.takeUnderLock(command);
    } catch (error) {
      if (error instanceof BackupInProgressError) throw error;
      const directory = resolve(command.options.directory ?? this.folder.directory);
      const failure = backupFailureOf(error, directory);
      const at = this.clock.now().toISOString();
      this.folder.recordFailure({ at, reason: failure.message });
      await this.unitOfWork
        .record(
          new BackupFailed({
            actor: command.trigger === 'nightly' ? 'system' : auditActor(),
            details: { trigger: command.trigger, directory, reason: failure.message, code: failure.code },
          }),
        )
        .catch(() => undefined);
      throw failure;
    }
  }

  private async takeUnderLock(command: TakeBackupCommand): Promise<TakenBackup | SkippedBackup> {
    const lock = backupClient(this.url, 'kahraba-backup-lock');
    try {
      await lock.connect();
      const [{ locked }] = (
        await lock.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(${BACKUP_LOCK}) AS locked`)
      ).rows;
      if (!locked) {
        if (command.trigger === 'nightly') return { skipped: true, reason: 'in-progress' };
        throw new BackupInProgressError();
      }
      if (command.trigger === 'nightly' && (await this.tonightsBackupIsTaken()))
        return { skipped: true, reason: 'taken-already' };
      return await this.take(command);
    } finally {
      // Ending the session releases the lock.
      await lock.end().catch(() => undefined);
    }
  }

  private async take(command: TakeBackupCommand): Promise<TakenBackup> {
    const directory = resolve(command.options.directory ?? this.folder.directory);
    const intoFolder = directory === this.folder.directory;
    const actor = command.trigger === 'nightly' ? 'system' : auditActor();
    const { name, file, bytes, manifest } = await this.write(directory);
    let verified: boolean | null = null;
    let verifyError: string | null = null;
    if (command.options.verify) {
      try {
        await verifyBackup(file, this.url);
        verified = true;
      } catch (error) {
        verified = false;
        verifyError = arabicReasonOf(error);
      }
      await this.folder.recordVerification(file, {
        verifiedAt: this.clock.now().toISOString(),
        ok: verified,
        ...(verifyError !== null && { error: verifyError }),
      });
    }
    let copiedTo: string | null = null;
    let copyError: string | null = null;
    if (intoFolder) {
      try {
        copiedTo = await this.folder.copyAway(file);
      } catch (error) {
        copyError = backupFailureOf(error, this.folder.settings.copyDirectory ?? directory).message;
      }
    }
    const removed = intoFolder ? await this.folder.applyRetention() : [];
    await this.unitOfWork.record(
      new BackupTaken({
        actor,
        count: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        details: {
          file,
          bytes,
          trigger: command.trigger,
          verified,
          ...(verifyError !== null && { verifyError }),
          copiedTo,
          ...(copyError !== null && { copyError }),
          removed,
        },
      }),
    );
    return {
      name,
      file,
      bytes,
      takenAt: manifest.takenAt,
      schemaVersion: manifest.schemaVersion,
      tables: manifest.tables.map(({ name: table, rows, sums }) => ({ name: table, rows, sums })),
      verified,
      verifyError,
      copiedTo,
      copyError,
      removed,
    };
  }

  private async write(directory: string) {
    await this.folder.prepare(directory);
    await this.folder.removeUnfinished(directory);
    const name = backupFileName(
      this.clock.now(),
      this.folder.settings.timeZone,
      await this.folder.names(directory),
    );
    const file = join(directory, name);
    const { bytes, manifest } = await writeBackup(this.url, file, appVersion());
    return { name, file, bytes, manifest };
  }

  /** Whether BACKUP_DIR already holds a backup from today's BACKUP_TIME on (business clock). */
  private async tonightsBackupIsTaken(): Promise<boolean> {
    const { timeZone, time } = this.folder.settings;
    const today = businessWallClock(this.clock.now(), timeZone);
    const day = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
    return (await this.folder.names()).some((name) => {
      const parts = parseBackupFileName(name);
      return parts !== null && parts.day === day && time !== null && parts.time >= time;
    });
  }
}
