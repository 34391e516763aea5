import { Command, Option } from 'commander';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ExportReadingsQuery, ImportReadingsCommand, type ReadingsImportSummary } from '@kahraba/api';
import { cliActor } from '../cli-actor';
import { withApplication } from '../cli-application';
import { printResult } from '../output';
import { Progress } from '../progress';
import {
  readSheetFile,
  SHEET_FORMATS,
  sheetFormatOf,
  type SheetFormat,
  writeReadingSheet,
  writeSheetFile,
} from '../reading-sheet-file';
import { UsageError } from '../usage-error';

/**
 * issue 8 §3 Readings from a terminal: the sheet of a metered group out (TSV, CSV or xlsx), the
 * new readings back in as one undoable batch, the same query and command the web sends.
 */
export function readingsCommand(): Command {
  const readings = new Command('readings').description(
    'meter readings of a kWh group (export the sheet, import it back)',
  );

  readings
    .command('export')
    .description('write the readings sheet of a group: fill newCurrentKwh, then import it')
    .requiredOption('--system <system>', 'metered billing system, e.g. mahmoud-kwh')
    .addOption(
      new Option('--format <format>', 'file format (default: from --out, else tsv)').choices(SHEET_FORMATS),
    )
    .option('--out <file>', 'write to this file (default: standard output)')
    .action(async (options: { system: string; format?: SheetFormat; out?: string }) => {
      const format = options.format ?? (options.out ? sheetFormatOf(options.out) : 'tsv');
      if (options.out && options.format && sheetFormatOf(options.out) !== options.format) {
        throw new UsageError(`--format ${options.format} does not match the file name ${options.out}`);
      }
      const rows = await withApplication((app) =>
        app.get(QueryBus).execute(new ExportReadingsQuery(options.system)),
      );
      const content = await writeReadingSheet(rows, format);
      if (!options.out) {
        process.stdout.write(content);
        return;
      }
      await writeSheetFile(options.out, content);
      process.stdout.write(`exported ${rows.length} customers of ${options.system} to ${options.out}\n`);
    });

  readings
    .command('import')
    .description('record the new readings of a sheet (.tsv, .csv or .xlsx, header as exported)')
    .requiredOption('--system <system>', 'metered billing system, e.g. mahmoud-kwh')
    .requiredOption('--file <file>', 'the filled sheet: .tsv, .csv or .xlsx')
    .option('--dry-run', 'show what would change, write nothing')
    .option('--json', 'print JSON')
    .action(async (options: { system: string; file: string; dryRun?: boolean; json?: boolean }) => {
      sheetFormatOf(options.file);
      const progress = new Progress(3);
      progress.advance(`reading ${options.file}`);
      const rows = await readSheetFile(options.file);
      progress.advance(`${options.dryRun ? 'checking' : 'importing'} ${rows.length} rows`);
      const summary = await withApplication((app) =>
        app
          .get(CommandBus)
          .execute(new ImportReadingsCommand(options.system, rows, Boolean(options.dryRun), cliActor())),
      );
      progress.advance('done');
      progress.done();
      printResult(Boolean(options.json), summary, () => summaryLines(summary));
    });

  return readings;
}

function summaryLines(summary: ReadingsImportSummary): string[] {
  return [
    summary.message,
    ...(summary.rows ?? []).map(
      (row) =>
        `  #${row.customerNumber} ${row.name}: ${row.previousKwh} → ${row.currentKwh} becomes ${row.newPreviousKwh} → ${row.newCurrentKwh} (${row.consumption} kWh)`,
    ),
    ...summary.skipped.map((line) => `skipped line ${line.line}: ${line.reason}`),
    ...summary.warnings.map((line) => `warning line ${line.line}: ${line.reason}`),
  ];
}
