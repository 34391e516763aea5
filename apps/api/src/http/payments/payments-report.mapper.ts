import type { PaymentsReport, PaymentsReportFigures } from '@kahraba/billing-domain';
import type { PaymentsReportResponse, PaymentsReportTotalsResponse } from './payments-report.response';

const figures = (row: PaymentsReportFigures): PaymentsReportTotalsResponse => ({
  count: row.count,
  totalUsd: row.totalUsd.toNumber(),
  usdReceived: row.usdReceived.toNumber(),
  lbpReceived: row.lbpReceived.pounds,
});

/** The report over HTTP and in the terminal's --json: numbers with at most two decimals, pounds whole. */
export function toPaymentsReportResponse(report: PaymentsReport): PaymentsReportResponse {
  return {
    from: report.query.from,
    to: report.query.to,
    by: report.query.by,
    rows: report.rows.map((row) => ({ key: row.key, label: row.label, ...figures(row) })),
    totals: figures(report.totals),
    boxes: report.boxes.map((box) => ({
      system: box.system,
      box: box.box,
      billed: box.billed.toNumber(),
      collected: box.collected.toNumber(),
      outstanding: box.outstanding.toNumber(),
    })),
  };
}
