import { paymentsReportRows, type PaymentsGroupSums } from './payments-report-rows';

const group = (fields: Partial<PaymentsGroupSums> & { key: string }): PaymentsGroupSums => ({
  systemName: null,
  systemOrder: null,
  box: null,
  userName: null,
  count: 1,
  totalUsd: '10.00',
  usdReceived: '10.00',
  lbpReceived: '0',
  ...fields,
});

const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

describe('the lines of the collection report', () => {
  it('reads the sums exactly, dollars to the cent and whole pounds', () => {
    const [row] = paymentsReportRows('day', [
      group({
        key: '2026-11-24',
        count: 3,
        totalUsd: '1234567.89',
        usdReceived: '0.10',
        lbpReceived: '110490000895',
      }),
    ]);
    expect(row.count).toBe(3);
    expect(row.totalUsd.toDecimalString()).toBe('1234567.89');
    expect(row.usdReceived.cents).toBe(10);
    expect(row.lbpReceived.pounds).toBe(110_490_000_895);
  });

  it('puts the days in order, each named in Arabic', () => {
    const rows = paymentsReportRows('day', [group({ key: '2026-11-25' }), group({ key: '2026-11-24' })]);
    expect(labels(rows)).toEqual(['الثلاثاء 24 تشرين الثاني 2026', 'الأربعاء 25 تشرين الثاني 2026']);
  });

  it('puts the collector who collected most first, named as a user', () => {
    const rows = paymentsReportRows('collector', [
      group({ key: 'cli:owner', totalUsd: '5' }),
      group({ key: 'rania@example.com', userName: 'رانيا خوري', totalUsd: '120.5' }),
      group({ key: 'migration', totalUsd: '60' }),
    ]);
    expect(labels(rows)).toEqual(['رانيا خوري', 'مدفوع قبل سجل الدفعات', 'سطر الأوامر (owner)']);
    expect(rows[0].key).toBe('rania@example.com');
  });

  it('puts the systems in display order under their Arabic names', () => {
    const rows = paymentsReportRows('system', [
      group({ key: 'mahmoud-kwh', systemName: 'كيلوواط محمود', systemOrder: 2 }),
      group({ key: 'ampere', systemName: 'اشتراكات الأمبير', systemOrder: 0 }),
    ]);
    expect(labels(rows)).toEqual(['اشتراكات الأمبير', 'كيلوواط محمود']);
  });

  it('puts the methods in the ledger order, named in Arabic', () => {
    const rows = paymentsReportRows('method', [
      group({ key: 'money_transfer' }),
      group({ key: 'cash' }),
      group({ key: 'bank_transfer' }),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['cash', 'bank_transfer', 'money_transfer']);
    expect(labels(rows)).toEqual(['نقداً', 'تحويل مصرفي', 'شركة تحويل أموال (OMT، Whish)']);
  });

  it('puts the boxes by system then numerically, a payment without a box last', () => {
    const rows = paymentsReportRows('box', [
      group({ key: 'ampere:10', systemName: 'اشتراكات الأمبير', systemOrder: 0, box: '10' }),
      group({ key: 'mahmoud-kwh:1', systemName: 'كيلوواط محمود', systemOrder: 2, box: '1' }),
      group({ key: 'ampere:', systemName: 'اشتراكات الأمبير', systemOrder: 0, box: null }),
      group({ key: 'ampere:9', systemName: 'اشتراكات الأمبير', systemOrder: 0, box: '9' }),
    ]);
    expect(labels(rows)).toEqual([
      'اشتراكات الأمبير · صندوق 9',
      'اشتراكات الأمبير · صندوق 10',
      'اشتراكات الأمبير · بلا صندوق',
      'كيلوواط محمود · صندوق 1',
    ]);
  });
});
