import { Command, Option } from 'commander';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { INestApplicationContext } from '@nestjs/common';
import {
  ExportReadingsQuery,
  ImportReadingsCommand,
  type ReadingsImportSummary,
  SystemCatalog,
} from '@kahraba/api';
import { countOf, CUSTOMERS_AFTER_PREPOSITION, type LineReason } from '@kahraba/billing-domain';
import { cliActor } from '../cli-actor';
import { withApplication } from '../cli-application';
import { printResult } from '../output';
import { Progress } from '../progress';
import {
  readSheetFile,
  rowsToFixCsv,
  SHEET_FORMATS,
  sheetFormatOf,
  type SheetFormat,
  writeReadingSheet,
  writeSheetFile,
} from '../reading-sheet-file';
import { UsageError } from '../usage-error';

interface ImportOptions {
  system: string;
  file: string;
  dryRun?: boolean;
  refusedOut?: string;
  json?: boolean;
}

/** The group, known and metered: a flat (ampere) system has no meters to read. */
async function meteredSystem(app: INestApplicationContext, system: string): Promise<string> {
  const found = await app.get(SystemCatalog).find(system);
  if (!found.isMetered()) {
    throw new UsageError(
      `«${system}» (${found.arabicName}) ليس مجموعة عدادات: القراءات لمجموعات الكيلوواط فقط`,
      'NOT_METERED',
    );
  }
  return found.arabicName;
}

/**
 * Readings from a terminal (docs/operator-guide.md#the-command-line): the sheet of a metered group out (TSV,
 * CSV or xlsx), the new readings back in as one undoable batch, the same query and command the web sends.
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
        throw new UsageError(`الصيغة ${options.format} (--format) لا توافق اسم الملف «${options.out}»`);
      }
      // A workbook is bytes, not text: written to a terminal it is noise.
      if (format === 'xlsx' && !options.out && process.stdout.isTTY) {
        throw new UsageError('ملف xlsx لا يُكتب على الشاشة: حدّد الملف بالخيار --out، مثل --out readings.xlsx');
      }
      const { rows, groupName } = await withApplication(async (app) => {
        const name = await meteredSystem(app, options.system);
        return {
          rows: await app.get(QueryBus).execute(new ExportReadingsQuery(options.system)),
          groupName: name,
        };
      });
      const content = await writeReadingSheet(rows, format);
      if (!options.out) {
        process.stdout.write(content);
        return;
      }
      await writeSheetFile(options.out, content);
      process.stdout.write(
        `صُدّرت ورقة قراءات ${countOf(rows.length, CUSTOMERS_AFTER_PREPOSITION)} من ${groupName} إلى ${options.out}\n`,
      );
    });

  readings
    .command('import')
    .description(
      'record the new readings of a sheet (.xlsx, .ods, .csv in UTF-8 or Windows-1256, .tsv; header as exported)',
    )
    .requiredOption('--system <system>', 'metered billing system, e.g. mahmoud-kwh')
    .requiredOption('--file <file>', 'the filled sheet: .xlsx, .ods, .csv or .tsv')
    .option('--dry-run', 'show what would change, write nothing')
    .option(
      '--refused-out <file>',
      'write the refused and warned rows, with their reasons, to this .csv to fix',
    )
    .option('--json', 'print JSON')
    .action(async (options: ImportOptions) => {
      if (options.refusedOut && sheetFormatOf(options.refusedOut) !== 'csv') {
        throw new UsageError(`ملف الصفوف المرفوضة يُكتب بصيغة csv: «${options.refusedOut}»`);
      }
      const progress = new Progress(3);
      progress.advance(`قراءة ${options.file}`);
      const { sheet, grid } = await readSheetFile(options.file);
      progress.advance(`${options.dryRun ? 'فحص' : 'استيراد'} الصفوف: ${sheet.readings.length}`);
      const summary = await withApplication(async (app) => {
        await meteredSystem(app, options.system);
        return app
          .get(CommandBus)
          .execute(
            new ImportReadingsCommand(
              options.system,
              sheet.readings,
              Boolean(options.dryRun),
              cliActor(),
              sheet.rowNumbers,
            ),
          );
      });
      progress.advance('انتهى');
      progress.done();
      if (options.refusedOut) {
        await writeSheetFile(
          options.refusedOut,
          rowsToFixCsv(grid, [...summary.skipped, ...summary.warnings]),
        );
      }
      printResult(Boolean(options.json), summary, () => summaryLines(summary));
    });

  return readings;
}

/** Who a refused or warned row is: its customer number, name and box, as far as the row tells. */
function whose(line: LineReason): string {
  return [
    line.customerNumber === null ? null : `#${line.customerNumber}`,
    line.name,
    line.box === null ? null : `العلبة ${line.box}`,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/**
 * Refusals first, then warnings (docs/business-rules.md#the-readings-workflow), each with the sheet's row
 * number and the customer.
 */
function summaryLines(summary: ReadingsImportSummary): string[] {
  const reason = (label: string) => (line: LineReason) =>
    `${label} الصف ${line.line}${whose(line) ? ` · ${whose(line)}` : ''}: ${line.reason}`;
  return [
    summary.message,
    ...summary.skipped.map(reason('مرفوض:')),
    ...summary.warnings.map(reason('تنبيه:')),
    ...(summary.rows ?? []).map(
      (row) =>
        `  الصف ${row.line} · #${row.customerNumber} ${row.name}: ${row.previousKwh} ← ${row.currentKwh} تصبح ${row.newPreviousKwh} ← ${row.newCurrentKwh} (${row.consumption} ك.و.س)`,
    ),
  ];
}
