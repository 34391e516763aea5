import { Command, InvalidArgumentError, Option } from 'commander';
import { CommandBus } from '@nestjs/cqrs';
import { CloseMonthCommand, SystemCatalog } from '@kahraba/api';
import {
  billsAboveOfficialTariffWarning,
  countOf,
  CUSTOMERS_AFTER_PREPOSITION,
  Month,
} from '@kahraba/billing-domain';
import { cliActor } from '../cli-actor';
import { withApplication } from '../cli-application';
import { printResult } from '../output';

/** The monthly rollover from a terminal or cron: no prompt, exit code 0 when closed, 1 when refused. */
export function monthCommand(): Command {
  const month = new Command('month').description('billing months');
  month
    .command('close')
    .description('close the live month: snapshot every record (new_month) and start the next month')
    .addOption(
      // Any system of billing_systems (ampere, kwh, mahmoud-kwh, baydawi-kwh, or one added as a row);
      // an unknown one is refused by the catalog before anything is written.
      new Option('--system <system>', 'billing system id, e.g. ampere or mahmoud-kwh').makeOptionMandatory(),
    )
    .addOption(
      new Option('--month <YYYY-MM>', 'the month you mean to close (default: the live month)').argParser(
        parseMonth,
      ),
    )
    .option('--dry-run', 'show what would happen, change nothing')
    .option('--json', 'print JSON')
    .action(async (options: { system: string; month?: Month; dryRun?: boolean; json?: boolean }) => {
      const { result, systemName } = await withApplication(async (app) => ({
        result: await app
          .get(CommandBus)
          .execute(new CloseMonthCommand(options.system, options.month, cliActor(), options.dryRun)),
        systemName: (await app.get(SystemCatalog).find(options.system)).arabicName,
      }));
      // Months named in Arabic, the count agreeing, as the web's close toast says it.
      const closing = Month.parse(result.month).label();
      const next = Month.parse(result.nextMonth).label();
      const customers = countOf(result.totalCustomers, CUSTOMERS_AFTER_PREPOSITION);
      printResult(Boolean(options.json), result, () => [
        result.dryRun
          ? `معاينة: سيُغلق شهر ${closing} في ${systemName} لـ ${customers}، ويصير الشهر الحالي ${next}. لم يتغير شيء`
          : `أُغلق شهر ${closing} في ${systemName} لـ ${customers}، والشهر الحالي الآن ${next}`,
        // docs/official-tariff.md#compliance: the month closed has bills above the official tariff
        ...(result.billsAboveOfficialTariff > 0
          ? [`تنبيه: ${billsAboveOfficialTariffWarning(result.billsAboveOfficialTariff, closing)}`]
          : []),
      ]);
    });
  return month;
}

/** A bad --month ('November', '2026-13') is bad usage (exit 2), refused before anything runs. */
function parseMonth(text: string): Month {
  try {
    return Month.parse(text);
  } catch {
    throw new InvalidArgumentError('اكتب الشهر بالأرقام، سنة ثم شهر من 01 إلى 12، مثل 2026-11');
  }
}
