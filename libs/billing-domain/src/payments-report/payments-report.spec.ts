import { Lbp } from '../money/lbp';
import { Money } from '../money/money';
import {
  boxReportKey,
  boxReportLabel,
  collectorLabel,
  paymentsReportTotals,
  sortByBox,
} from './payments-report';

const figures = (count: number, totalUsd: string, usdReceived: string, lbpReceived: number) => ({
  count,
  totalUsd: Money.parse(totalUsd),
  usdReceived: Money.parse(usdReceived),
  lbpReceived: Lbp.ofPounds(lbpReceived),
});

describe('the collection report', () => {
  it('totals every row exactly, to the cent and the pound', () => {
    const totals = paymentsReportTotals([
      figures(2, '10.10', '10.10', 0),
      figures(3, '0.20', '0.10', 8_950),
      figures(1, '1000000.01', '0', 89_500_000_895),
    ]);
    expect(totals.count).toBe(6);
    expect(totals.totalUsd.toDecimalString()).toBe('1000010.31');
    expect(totals.usdReceived.toDecimalString()).toBe('10.20');
    expect(totals.lbpReceived.pounds).toBe(89_500_009_845);
  });

  it('totals nothing as zeros', () => {
    const totals = paymentsReportTotals([]);
    expect([
      totals.count,
      totals.totalUsd.cents,
      totals.usdReceived.cents,
      totals.lbpReceived.pounds,
    ]).toEqual([0, 0, 0, 0]);
  });

  it('names the collector by the user, the terminal user, or the opening balance of the ledger', () => {
    expect(collectorLabel('rania@example.com', 'رانيا خوري')).toBe('رانيا خوري');
    expect(collectorLabel('gone@example.com', null)).toBe('gone@example.com');
    expect(collectorLabel('cli:owner', null)).toBe('سطر الأوامر (owner)');
    expect(collectorLabel('migration', null)).toBe('مدفوع قبل سجل الدفعات');
  });

  it('keys a box by its system, and says when a payment had no box', () => {
    expect(boxReportKey('ampere', '7')).toBe('ampere:7');
    expect(boxReportKey('mahmoud-kwh', null)).toBe('mahmoud-kwh:');
    expect(boxReportLabel('اشتراكات الأمبير', '7')).toBe('اشتراكات الأمبير · صندوق 7');
    expect(boxReportLabel('كيلوواط محمود', null)).toBe('كيلوواط محمود · بلا صندوق');
  });

  it('orders boxes by system, then numerically, a missing box last', () => {
    const rows = [
      { systemOrder: 2, box: '1' },
      { systemOrder: 0, box: null },
      { systemOrder: 0, box: '10' },
      { systemOrder: 0, box: '9' },
      { systemOrder: 0, box: 'ب' },
    ];
    expect(sortByBox(rows)).toEqual([
      { systemOrder: 0, box: '9' },
      { systemOrder: 0, box: '10' },
      { systemOrder: 0, box: 'ب' },
      { systemOrder: 0, box: null },
      { systemOrder: 2, box: '1' },
    ]);
  });
});
