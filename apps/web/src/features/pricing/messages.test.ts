import { pricingMessages as t } from './messages';

describe('the pricing screens count in Arabic', () => {
  it('recounts two records in the genitive dual (أُعيد حساب سجلين)', () => {
    expect([1, 2, 23].map(t.migratedCounts)).toEqual([
      'أُعيد حساب سجل واحد',
      'أُعيد حساب سجلين',
      'أُعيد حساب 23 سجلاً',
    ]);
  });
});
