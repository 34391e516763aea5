import { Command, Option } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { Clock, GetPaymentsReportQuery, toPaymentsReportResponse } from '@kahraba/api';
import {
  InvalidInputError,
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

/** issue 11: the payments ledger from a terminal: what was collected, by whom, where and how. */
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
      const report = await withApplication((app) =>
        app.get(QueryBus).execute(new GetPaymentsReportQuery(question)),
      );
      printResult(Boolean(options.json), toPaymentsReportResponse(report), () => reportLines(report));
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

function reportLines(report: PaymentsReport): string[] {
  const { from, to, by, system } = report.query;
  const lines = [`payments from ${from} to ${to} by ${by}${system ? ` (${system})` : ''}`, ''];
  if (report.rows.length === 0) lines.push('no payments');
  else {
    lines.push(
      ...table([
        [by.toUpperCase(), 'COUNT', 'TOTAL USD', 'USD RECEIVED', 'LBP RECEIVED'],
        ...report.rows.map((row) => [row.label, ...figures(row)]),
        ['TOTAL', ...figures(report.totals)],
      ]),
    );
  }
  if (report.boxes.length > 0) {
    lines.push(
      '',
      'boxes in the live month',
      ...table([
        ['SYSTEM', 'BOX', 'BILLED', 'COLLECTED', 'OUTSTANDING'],
        ...report.boxes.map((box) => [
          box.system,
          box.box ?? '-',
          box.billed.toDecimalString(),
          box.collected.toDecimalString(),
          box.outstanding.toDecimalString(),
        ]),
      ]),
    );
  }
  return lines;
}
