import { Command, InvalidArgumentError } from 'commander';
import { buildDemoBusiness } from '@kahraba/api';
import { migrateDatabase } from '@kahraba/persistence';
import { withDatabaseUrl } from '../cli-application';
import { printResult } from '../output';
import { demoSummaryLines } from './demo-summary';

/**
 * `billing demo [--customers N] [--months M] [--seed S]` (docs/business-demo.md): a business with
 * history for a newcomer, written by the simulator's operations into an empty database, its first
 * administrator from ADMIN_EMAIL and ADMIN_PASSWORD as at a first start.
 */
export function demoCommand(): Command {
  return new Command('demo')
    .description('build a realistic business with history in an empty database')
    .option('--customers <N>', 'customers over every billing system', wholeNumber(20, 20_000), 500)
    .option('--months <M>', 'months of history (all closed but the last)', wholeNumber(1, 24), 3)
    .option('--seed <S>', 'the same seed builds the same business', wholeNumber(0, 2 ** 31), 20261128)
    .option('--json', 'print JSON')
    .action(async (options: { customers: number; months: number; seed: number; json?: boolean }) => {
      // Made where DATA_DIR or the project folder names it, as a first start would.
      const report = await withDatabaseUrl(async (url) => {
        await migrateDatabase(url);
        return buildDemoBusiness({
          databaseUrl: url,
          customers: options.customers,
          months: options.months,
          seed: options.seed,
          adminEmail: process.env.ADMIN_EMAIL,
          adminPassword: process.env.ADMIN_PASSWORD,
          progress: (line) => process.stderr.write(`${line}\n`),
        });
      }, 'where named');
      printResult(Boolean(options.json), report, () => demoSummaryLines(report));
    });
}

function wholeNumber(min: number, max: number) {
  return (text: string): number => {
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < min || value > max)
      throw new InvalidArgumentError(`اكتب عدداً صحيحاً من ${min} إلى ${max}`);
    return value;
  };
}
