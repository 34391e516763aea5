import { Command, Option } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { ArchiveLiveRecordsCommand, SystemCatalog } from '@kahraba/api';
import { countOf, type ArabicNoun } from '@kahraba/billing-domain';
import { cliActor } from '../cli-actor';
import { withApplication } from '../cli-application';
import { printResult } from '../output';

const RECORDS: ArabicNoun = { one: 'سجل واحد', two: 'سجلان', few: 'سجلات', many: 'سجلاً', other: 'سجل' };

/**
 * Archive management from a terminal or cron (docs/operator-guide.md#archive-management): every live record
 * of a system into its monthly archive (manual_archive), the table emptied; undone from /archive-management.
 */
export function archiveCommand(): Command {
  return new Command('archive')
    .description('move every live record of a system into its monthly archive and empty its table')
    .addOption(
      // Any system of billing_systems; an unknown one is refused before anything is written.
      new Option('--system <system>', 'billing system id, e.g. ampere or mahmoud-kwh').makeOptionMandatory(),
    )
    .option('--dry-run', 'show how many records would be archived, change nothing')
    .option('--json', 'print JSON')
    .action(async (options: { system: string; dryRun?: boolean; json?: boolean }) => {
      const dryRun = Boolean(options.dryRun);
      const { result, systemName } = await withApplication(async (app) => ({
        result: await app
          .get(CommandBus)
          .execute(new ArchiveLiveRecordsCommand(options.system, cliActor(), dryRun)),
        systemName: (await app.get(SystemCatalog).find(options.system)).arabicName,
      }));
      const records = countOf(result.archived, RECORDS);
      printResult(
        Boolean(options.json),
        { system: options.system, archived: result.archived, dryRun },
        () => [
          dryRun
            ? `معاينة: سيُؤرشف ${records} من ${systemName}. لم يتغير شيء`
            : `أُرشف ${records} من ${systemName} (أرشفة يدوية)، والجدول فارغ الآن`,
        ],
      );
    });
}
