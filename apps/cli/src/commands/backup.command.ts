import { Command } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { countOf, type ArabicNoun } from '@kahraba/billing-domain';
import { TakeBackupCommand, VerifyBackupCommand, type TakenBackup, type VerifiedBackup } from '@kahraba/api';
import { withApplication } from '../cli-application';
import { printResult } from '../output';
import { businessTime, describeSize } from './backup-output';

const TABLES: ArabicNoun = { one: 'جدول واحد', two: 'جدولان', few: 'جداول', many: 'جدولاً', other: 'جدول' };
const ROWS: ArabicNoun = { one: 'صف واحد', two: 'صفان', few: 'صفوف', many: 'صفاً', other: 'صف' };

/**
 * issue 17: `billing backup [--out DIR]` takes a consistent backup while the app runs and writes;
 * `billing backup verify FILE` restores it into a scratch database and checks every count and sum.
 */
export function backupCommand(): Command {
  const backup = new Command('backup')
    .description('take a consistent backup of the whole database now (the app may keep running)')
    .option('--out <dir>', 'the folder to write it to (default BACKUP_DIR, DATA_DIR/../backups)')
    .option('--json', 'print JSON')
    .action(async (options: { out?: string; json?: boolean }) => {
      const taken = (await withApplication((app) =>
        app
          .get(CommandBus)
          .execute(new TakeBackupCommand('terminal', { directory: options.out, verify: false })),
      )) as TakenBackup;
      const rows = taken.tables.reduce((sum, table) => sum + table.rows, 0);
      printResult(Boolean(options.json), taken, () => [
        `تم أخذ النسخة الاحتياطية: ${taken.file}`,
        `الحجم ${describeSize(taken.bytes)}، ${countOf(taken.tables.length, TABLES)}، ${countOf(rows, ROWS)}، إصدار المخطط ${taken.schemaVersion}`,
        ...(taken.copiedTo ? [`نُسخت أيضاً إلى ${taken.copiedTo}`] : []),
        `للتحقق منها: billing backup verify ${taken.file}`,
      ]);
    });

  backup
    .command('verify')
    .description('restore a backup into a scratch database, check every count and sum, remove the copy')
    .argument('<file>', 'the backup file')
    .option('--json', 'print JSON')
    .action(async (file: string, options: { json?: boolean }) => {
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
