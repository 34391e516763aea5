import { Command } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { BackupNotVerifiedError, countOf, type ArabicNoun } from '@kahraba/billing-domain';
import { TakeBackupCommand, VerifyBackupCommand, type TakenBackup, type VerifiedBackup } from '@kahraba/api';
import { withApplication } from '../cli-application';
import { printResult } from '../output';
import { businessTime, describeSize } from './backup-output';

const TABLES: ArabicNoun = { one: 'جدول واحد', two: 'جدولان', few: 'جداول', many: 'جدولاً', other: 'جدول' };
const ROWS: ArabicNoun = { one: 'صف واحد', two: 'صفان', few: 'صفوف', many: 'صفاً', other: 'صف' };

/**
 * docs/backups.md: `billing backup [--out DIR]` takes a consistent backup while the app runs and writes;
 * `billing backup verify FILE` restores it into a scratch database and checks every count and sum.
 */
export function backupCommand(): Command {
  const backup = new Command('backup')
    .description('take a consistent backup of the whole database now (the app may keep running)')
    .option('--out <dir>', 'the folder to write it to (default BACKUP_DIR, DATA_DIR/../backups)')
    .option('--no-verify', 'do not restore it into a scratch database to check it (it is checked by default)')
    .option('--json', 'print JSON')
    .action(async (options: { out?: string; verify: boolean; json?: boolean }) => {
      const taken = (await withApplication((app) =>
        app
          .get(CommandBus)
          .execute(new TakeBackupCommand('terminal', { directory: options.out, verify: options.verify })),
      )) as TakenBackup;
      // docs/backups.md: a backup that does not verify is a failure (exit 1, one Arabic line), not a success.
      if (taken.verified === false) throw new BackupNotVerifiedError(taken.file, taken.verifyError ?? '');
      const rows = taken.tables.reduce((sum, table) => sum + table.rows, 0);
      printResult(Boolean(options.json), taken, () => [
        `تم أخذ النسخة الاحتياطية: ${taken.file}`,
        `الحجم ${describeSize(taken.bytes)}، ${countOf(taken.tables.length, TABLES)}، ${countOf(rows, ROWS)}، إصدار المخطط ${taken.schemaVersion}`,
        taken.verified
          ? 'تم التحقق منها: استُعيدت في قاعدة مؤقتة وطابقت كل الأعداد والمجاميع'
          : `لم يتم التحقق منها (--no-verify). للتحقق: billing backup verify ${taken.file}`,
        ...(taken.copiedTo ? [`نُسخت أيضاً إلى ${taken.copiedTo}`] : []),
        ...(taken.copyError ? [`تعذّر نسخها إلى المكان الثاني: ${taken.copyError}`] : []),
      ]);
    });

  backup
    .command('verify')
    .description('restore a backup into a scratch database, check every count and sum, remove the copy')
    .argument('<file>', 'the backup file')
    .option('--json', 'print JSON')
    .action(async (file: string, _options: unknown, command: Command) => {
      // `--json` after `verify FILE` is the parent's option too: read both (docs/backups.md: --json prints JSON).
      const options = command.optsWithGlobals<{ json?: boolean }>();
      const verified = (await withApplication((app) =>
        app.get(CommandBus).execute(new VerifyBackupCommand(file)),
      )) as VerifiedBackup;
      const rows = verified.tables.reduce((sum, table) => sum + table.rows, 0);
      printResult(Boolean(options.json), { ok: true, ...verified }, () => [
        `النسخة سليمة: ${verified.file}`,
        `استُعيدت في قاعدة مؤقتة وطابقت كل الأعداد والمجاميع: ${countOf(verified.tables.length, TABLES)}، ${countOf(rows, ROWS)} (أُخذت ${businessTime(verified.takenAt)})`,
      ]);
    });
  return backup;
}
