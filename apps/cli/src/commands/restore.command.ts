import { join } from 'node:path';
import { Command } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { appVersion, backupSettingsFrom, RecordRestoreCommand } from '@kahraba/api';
import {
  arabicReasonOf,
  backupFileName,
  ReplacedDataNotVerifiedError,
  countOf,
  DatabaseInUseError,
  DatabaseNotEmptyError,
  type ArabicNoun,
} from '@kahraba/billing-domain';
import {
  assertRestorable,
  databaseHoldsData,
  describeBackupData,
  inspectBackup,
  otherConnections,
  restoreBackup,
  verifyBackup,
  writeBackup,
} from '@kahraba/persistence';
import { mkdir, readdir } from 'node:fs/promises';
import { actFor, cliActor } from '../cli-actor';
import { withApplicationOn, withDatabaseUrl } from '../cli-application';
import { printResult } from '../output';
import { businessTime, describeData } from './backup-output';

const MIGRATIONS: ArabicNoun = {
  one: 'ترحيل واحد',
  two: 'ترحيلان',
  few: 'ترحيلات',
  many: 'ترحيلاً',
  other: 'ترحيل',
};

/**
 * `billing restore FILE` (docs/backups.md) into an empty DATA_DIR (or the DATABASE_URL database), with the
 * app stopped. Newer migrations are applied after the data; data that is there is replaced only with
 * --force, and only after it has itself been backed up and that backup verified (docs/backups.md). The
 * restore loads into a new database and takes the old one's place only once every check passed. --dry-run restores into a scratch database
 * instead and says what the restore would bring.
 */
export function restoreCommand(): Command {
  return new Command('restore')
    .description('restore a backup into this DATA_DIR or DATABASE_URL database (stop the app first)')
    .argument('<file>', 'the backup file')
    .option('--dry-run', 'check the file and show what it would restore, changing nothing')
    .option('--force', 'replace the data that is there (it is backed up first)')
    .option('--json', 'print JSON')
    .action(async (file: string, options: { dryRun?: boolean; force?: boolean; json?: boolean }) => {
      // The one command that makes a database where there is none (a new machine), but not for a dry run.
      const create = options.dryRun ? 'never' : 'where named';
      const result = await withDatabaseUrl(async (url) => {
        const manifest = await inspectBackup(file);
        assertRestorable(manifest);
        const connections = await otherConnections(url);
        if (connections > 0) throw new DatabaseInUseError(connections);
        const holdsData = await databaseHoldsData(url);
        if (options.dryRun) {
          const { inspected } = await verifyBackup(file, url, describeBackupData);
          return {
            dryRun: true,
            file,
            takenAt: manifest.takenAt,
            schemaVersion: manifest.schemaVersion,
            replacesData: holdsData,
            restored: inspected!,
            replacedBackup: null,
            upgradedWith: [] as string[],
          };
        }
        if (holdsData && !options.force) throw new DatabaseNotEmptyError();
        let replacedBackup: string | null = null;
        if (holdsData) {
          const settings = backupSettingsFrom(process.env);
          await mkdir(settings.directory, { recursive: true, mode: 0o700 });
          const taken = await readdir(settings.directory);
          replacedBackup = join(settings.directory, backupFileName(new Date(), settings.timeZone, taken));
          await writeBackup(url, replacedBackup, appVersion());
          // docs/backups.md: nothing is replaced unless its own backup restores.
          try {
            await verifyBackup(replacedBackup, url);
          } catch (error) {
            throw new ReplacedDataNotVerifiedError(replacedBackup, arabicReasonOf(error));
          }
        }
        const { upgradedWith } = await restoreBackup(file, url, { upgrade: true });
        const restored = await describeBackupData(url);
        // Recorded through the application's unit of work once the restored database is in place
        // (docs/backups.md#who-restored): the entry names the terminal's user.
        const actor = restoringActor();
        await withApplicationOn(url, (app) =>
          app.get(CommandBus).execute(
            new RecordRestoreCommand(actor, {
              file,
              takenAt: manifest.takenAt,
              schemaVersion: manifest.schemaVersion,
              upgradedWith,
              replacedBackup,
            }),
          ),
        );
        return {
          dryRun: false,
          file,
          takenAt: manifest.takenAt,
          schemaVersion: manifest.schemaVersion,
          replacesData: holdsData,
          restored,
          replacedBackup,
          upgradedWith,
        };
      }, create);
      printResult(Boolean(options.json), result, () => [
        result.dryRun
          ? `تجربة فقط، لم يتغير شيء: النسخة سليمة (أُخذت ${businessTime(result.takenAt)}) وستستعيد:`
          : `تمت الاستعادة من ${result.file} (أُخذت ${businessTime(result.takenAt)}):`,
        ...describeData(result.restored),
        ...(result.dryRun && result.replacesData
          ? ['قاعدة البيانات الحالية تحتوي على بيانات: الاستعادة تحتاج --force (وتأخذ نسخة منها أولاً)']
          : []),
        ...(result.replacedBackup ? [`البيانات السابقة حُفظت في ${result.replacedBackup}`] : []),
        ...(result.upgradedWith.length
          ? [`ترحيلات أحدث من النسخة طُبّقت: ${countOf(result.upgradedWith.length, MIGRATIONS)}`]
          : []),
      ]);
    });
}

/**
 * The terminal's actor. `--as` names a user of the database being replaced, so it cannot be checked
 * before the restore; the entry then names the OS account alone.
 */
function restoringActor(): string {
  try {
    return cliActor();
  } catch {
    actFor(undefined);
    return cliActor();
  }
}
