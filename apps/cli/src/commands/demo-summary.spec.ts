import { demoSummaryLines } from './demo-summary';

describe("billing demo's summary for people", () => {
  it('names each system by its Arabic name, the months by theirs, and the first administrator', () => {
    const lines = demoSummaryLines({
      admin: { created: true, email: 'owner@example.com' },
      customers: { ampere: 12, 'mahmoud-kwh': 6, 'baydawi-kwh': 5, kwh: 4 },
      closedMonths: ['2026-10', '2026-11'],
      liveMonth: '2026-12',
      operations: {},
    });
    expect(lines).toEqual([
      'بُني مثال لعمل فيه 27 عميلاً: اشتراكات الأمبير 12، كيلوواط محمود 6، كيلوواط البيضاوي 5، عدادات الكيلوواط 4',
      'الأشهر المغلقة: تشرين الأول 2026، تشرين الثاني 2026؛ الشهر الحالي كانون الأول 2026',
      'المدير الأول: owner@example.com',
    ]);
  });
});
