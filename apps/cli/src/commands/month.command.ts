import { Command, Option } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { CloseMonthCommand } from '@kahraba/api';
import { Month } from '@kahraba/billing-domain';
import { withApplication } from '../cli-application';
import { printResult } from '../output';
import { UsageError } from '../usage-error';

/** The monthly rollover from a terminal or cron: no prompt, exit code 0 when closed, 1 when refused. */
export function monthCommand(): Command {
  const month = new Command('month').description('billing months');
  month
    .command('close')
    .description('close the live month: snapshot every record (new_month) and start the next month')
    .addOption(new Option('--system <system>', 'billing system').choices(['ampere']).makeOptionMandatory())
    .option('--month <YYYY-MM>', 'the month you mean to close (default: the live month)')
    .option('--dry-run', 'show what would happen, change nothing')
    .option('--json', 'print JSON')
    .action(async (options: { system: 'ampere'; month?: string; dryRun?: boolean; json?: boolean }) => {
      if (options.month !== undefined && !/^\d{4}-\d{2}$/.test(options.month)) {
        throw new UsageError('--month must look like YYYY-MM');
      }
      const requested = options.month ? Month.parse(options.month) : undefined;
      const result = await withApplication((app) =>
        app
          .get(CommandBus)
          .execute(
            new CloseMonthCommand(
              options.system,
              requested,
              `cli:${process.env.USER ?? 'cron'}`,
              options.dryRun,
            ),
          ),
      );
      printResult(Boolean(options.json), result, () => [
        result.dryRun
          ? `would close ${options.system} ${result.month} for ${result.totalCustomers} customers; the live month would become ${result.nextMonth}`
          : `closed ${options.system} ${result.month}: ${result.totalCustomers} customers archived; live month is now ${result.nextMonth}`,
      ]);
    });
  return month;
}
