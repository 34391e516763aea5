import { countOf, CUSTOMERS_AFTER_PREPOSITION, RECORDS_AFTER_VERB } from './arabic-count';

const customers = { one: 'عميل واحد', two: 'عميلان', few: 'عملاء', many: 'عميلاً', other: 'عميل' };

describe('Arabic plural forms', () => {
  it('names one, two, a few, many and a hundred customers as Arabic does', () => {
    expect(countOf(1, customers)).toBe('عميل واحد');
    expect(countOf(2, customers)).toBe('عميلان');
    expect(countOf(3, customers)).toBe('3 عملاء');
    expect(countOf(11, customers)).toBe('11 عميلاً');
    expect(countOf(100, customers)).toBe('100 عميل');
    expect(countOf(0, customers)).toBe('0 عميل');
  });

  it('counts records after a verbal noun in the genitive dual: أرشفة سجلين، تم تحديث 239 سجلاً', () => {
    expect(`أرشفة ${countOf(2, RECORDS_AFTER_VERB)}`).toBe('أرشفة سجلين');
    expect(`تم تحديث ${countOf(239, RECORDS_AFTER_VERB)}`).toBe('تم تحديث 239 سجلاً');
    expect(`إنشاء ${countOf(250, RECORDS_AFTER_VERB)}`).toBe('إنشاء 250 سجلاً');
    expect(`إنشاء ${countOf(300, RECORDS_AFTER_VERB)}`).toBe('إنشاء 300 سجل');
    expect(`تمت أرشفة ${countOf(5, RECORDS_AFTER_VERB)}`).toBe('تمت أرشفة 5 سجلات');
  });

  it('counts customers after a preposition in the genitive dual: لـ عميلين، لـ 250 عميلاً', () => {
    expect(`لـ ${countOf(1, CUSTOMERS_AFTER_PREPOSITION)}`).toBe('لـ عميل واحد');
    expect(`لـ ${countOf(2, CUSTOMERS_AFTER_PREPOSITION)}`).toBe('لـ عميلين');
    expect(`لـ ${countOf(3, CUSTOMERS_AFTER_PREPOSITION)}`).toBe('لـ 3 عملاء');
    expect(`لـ ${countOf(250, CUSTOMERS_AFTER_PREPOSITION)}`).toBe('لـ 250 عميلاً');
    expect(`لـ ${countOf(0, CUSTOMERS_AFTER_PREPOSITION)}`).toBe('لـ 0 عميل');
  });
});
