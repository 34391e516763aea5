import type { SheetTable } from '../exports/sheet-table';
import type { PaymentsReport, PaymentsReportFigures } from './payments-report';
import type { PaymentsReportGroup } from './payments-report-query';

/** What the first column of the report holds, by grouping. */
export const PAYMENTS_REPORT_GROUP_LABELS: Readonly<Record<PaymentsReportGroup, string>> = Object.freeze({
  day: 'اليوم',
  collector: 'الجابي',
  system: 'النظام',
  method: 'طريقة الدفع',
  box: 'الصندوق',
});

export const PAYMENTS_REPORT_FIGURE_LABELS = Object.freeze({
  count: 'عدد الدفعات',
  totalUsd: 'المجموع بالدولار',
  usdReceived: 'المقبوض بالدولار',
  lbpReceived: 'المقبوض بالليرة',
});

export const BOX_COLLECTION_LABELS = Object.freeze({
  system: 'النظام',
  box: 'الصندوق',
  billed: 'فواتير الشهر بالدولار',
  collected: 'المقبوض منها بالدولار',
  outstanding: 'المتبقي على الزبائن بالدولار',
  noBox: 'بلا صندوق',
  total: 'المجموع',
});

const figureCells = (figures: PaymentsReportFigures) => [
  figures.count,
  figures.totalUsd.toNumber(),
  figures.usdReceived.toNumber(),
  figures.lbpReceived.pounds,
];

/**
 * The report as the CSV and xlsx downloads hold it: the groups with their totals last (bold), then
 * the boxes of the live month. Amounts are numbers (dollars to the cent, whole pounds).
 */
export function paymentsReportSheets(report: PaymentsReport): SheetTable[] {
  const payments: SheetTable = {
    name: `التحصيل ${report.query.from} - ${report.query.to}`.slice(0, 31),
    columns: [
      { header: PAYMENTS_REPORT_GROUP_LABELS[report.query.by], width: 32 },
      { header: PAYMENTS_REPORT_FIGURE_LABELS.count, width: 12 },
      { header: PAYMENTS_REPORT_FIGURE_LABELS.totalUsd, width: 18 },
      { header: PAYMENTS_REPORT_FIGURE_LABELS.usdReceived, width: 18 },
      { header: PAYMENTS_REPORT_FIGURE_LABELS.lbpReceived, width: 20 },
    ],
    rows: [
      ...report.rows.map((row) => [row.label, ...figureCells(row)]),
      [BOX_COLLECTION_LABELS.total, ...figureCells(report.totals)],
    ],
    boldRows: [report.rows.length],
  };
  const boxes: SheetTable = {
    name: 'الصناديق',
    columns: [
      { header: BOX_COLLECTION_LABELS.system, width: 22 },
      { header: BOX_COLLECTION_LABELS.box, width: 12 },
      { header: BOX_COLLECTION_LABELS.billed, width: 20 },
      { header: BOX_COLLECTION_LABELS.collected, width: 20 },
      { header: BOX_COLLECTION_LABELS.outstanding, width: 24 },
    ],
    rows: report.boxes.map((box) => [
      box.systemName,
      box.box ?? BOX_COLLECTION_LABELS.noBox,
      box.billed.toNumber(),
      box.collected.toNumber(),
      box.outstanding.toNumber(),
    ]),
  };
  return [payments, boxes];
}
