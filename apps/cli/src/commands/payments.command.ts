import { Command, Option } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { Clock, GetPaymentsReportQuery, SystemCatalog, toPaymentsReportResponse } from '@kahraba/api';
import {
  BOX_COLLECTION_LABELS,
  InvalidInputError,
  PAYMENTS_REPORT_FIGURE_LABELS,
  PAYMENTS_REPORT_GROUP_LABELS,
  PAYMENTS_REPORT_GROUPS,
  readPaymentsReportQuery,
  type PaymentsReport,
  type PaymentsReportFigures,
} from '@kahraba/billing-domain';
import { withApplication } from '../cli-application';
import { printResult, table } from '../output';
import { UsageError } from '../usage-error';

interface ReportOptions {
  from: string;
  to: string;
  by?: string;
  system?: string;
  json?: boolean;
}

/**
 * The payments ledger from a terminal (docs/operator-guide.md#the-command-line): what was collected, by whom,
 * where and how.
 */
export function paymentsCommand(): Command {
  const payments = new Command('payments').description('the payments ledger: the collection report');
  payments
    .command('report')
    .description('what was collected (payments not void) from one day to another, grouped')
    .requiredOption('--from <YYYY-MM-DD>', 'first day (included)')
    .requiredOption('--to <YYYY-MM-DD>', 'last day (included); at most 366 days')
    .addOption(
      new Option('--by <group>', 'group by day, collector, system, method or box')
        .choices(PAYMENTS_REPORT_GROUPS)
        .default('day'),
    )
    .option('--system <id>', 'one billing system only (ampere, kwh, mahmoud-kwh, …)')
    .option('--json', 'print JSON (the same answer as GET /api/payments/report)')
    .action(async (options: ReportOptions) => {
      const question = { from: options.from, to: options.to, by: options.by, system: options.system };
      checkQuestion(question);
      const { report, systemNames } = await withApplication(async (app) => ({
        report: await app.get(QueryBus).execute(new GetPaymentsReportQuery(question)),
        systemNames: new Map(
          (await app.get(SystemCatalog).all()).map((system) => [system.id as string, system.arabicName]),
        ),
      }));
      printResult(Boolean(options.json), toPaymentsReportResponse(report), () =>
        reportLines(report, (id) => systemNames.get(id) ?? id),
      );
    });
  return payments;
}

/** A day that does not exist, a start after the end or a period too long is bad usage (exit 2), before anything runs. */
function checkQuestion(question: Record<string, string | undefined>): void {
  try {
    readPaymentsReportQuery(question, new Clock().today());
  } catch (error) {
    if (error instanceof InvalidInputError) throw new UsageError(error.message);
    throw error;
  }
}

const figures = (row: PaymentsReportFigures) => [
  String(row.count),
  row.totalUsd.toDecimalString(),
  row.usdReceived.toDecimalString(),
  row.lbpReceived.display(),
];

/** The report for people, in the words of its sheet download (one set of labels). */
function reportLines(report: PaymentsReport, systemName: (id: string) => string): string[] {
  const { from, to, by, system } = report.query;
  const byLabel = PAYMENTS_REPORT_GROUP_LABELS[by];
  const lines = [
    `الدفعات من ${from} إلى ${to} حسب ${byLabel}${system ? ` (${systemName(system)})` : ''}`,
    '',
  ];
  if (report.rows.length === 0) lines.push('لا توجد دفعات');
  else {
    lines.push(
      ...table([
        [
          byLabel,
          PAYMENTS_REPORT_FIGURE_LABELS.count,
          PAYMENTS_REPORT_FIGURE_LABELS.totalUsd,
          PAYMENTS_REPORT_FIGURE_LABELS.usdReceived,
          PAYMENTS_REPORT_FIGURE_LABELS.lbpReceived,
        ],
        ...report.rows.map((row) => [row.label, ...figures(row)]),
        [BOX_COLLECTION_LABELS.total, ...figures(report.totals)],
      ]),
    );
  }
  if (report.boxes.length > 0) {
    lines.push(
      '',
      'الصناديق في الشهر الحالي',
      ...table([
        [
          BOX_COLLECTION_LABELS.system,
          BOX_COLLECTION_LABELS.box,
          BOX_COLLECTION_LABELS.billed,
          BOX_COLLECTION_LABELS.collected,
          BOX_COLLECTION_LABELS.outstanding,
        ],
        ...report.boxes.map((box) => [
          systemName(box.system),
          box.box ?? BOX_COLLECTION_LABELS.noBox,
          box.billed.toDecimalString(),
          box.collected.toDecimalString(),
          box.outstanding.toDecimalString(),
        ]),
      ]),
    );
  }
  return lines;
}
