import { ampereMessages as ta, kwhMessages as tk } from './messages';

const COUNTS = [1, 2, 3, 11, 100, 250] as const;
const each = (text: (count: number) => string) => COUNTS.map(text);

// every count on the customer pages agrees with its number, the dual in the genitive after
// a verbal noun or a preposition; every month is named in Arabic.
describe('the counts of the customer pages', () => {
  it('counts the records a creation makes: إنشاء سجل واحد، سجلين، 3 سجلات، 11 سجلاً، 100 سجل', () => {
    expect(each((count) => tk.importButton(count, 0))).toEqual([
      'إنشاء سجل واحد',
      'إنشاء سجلين',
      'إنشاء 3 سجلات',
      'إنشاء 11 سجلاً',
      'إنشاء 100 سجل',
      'إنشاء 250 سجلاً',
    ]);
    // docs/customer-imports.md: the button names what the import will write, updates included.
    expect(tk.importButton(5, 1)).toBe('إنشاء 5 سجلات وتحديث سجل واحد');
    expect(tk.importButton(0, 2)).toBe('تحديث سجلين');
  });

  it('counts the records an update changed, on both kinds', () => {
    const updated = [
      'تم تحديث سجل واحد',
      'تم تحديث سجلين',
      'تم تحديث 3 سجلات',
      'تم تحديث 11 سجلاً',
      'تم تحديث 100 سجل',
      'تم تحديث 250 سجلاً',
    ];
    expect(each(tk.pasteDone)).toEqual(updated);
    expect(each(tk.pricesSummary)).toEqual(updated);
    expect(each(ta.pasteDone)).toEqual(updated);
    expect(each(ta.recordsUpdated)).toEqual(updated);
    expect(each(tk.pasteWillUpdate)).toEqual(updated.map((text) => text.replace('تم', 'سيتم')));
  });

  it('says what an import did, without an update of no one', () => {
    expect(each((count) => tk.bulkDone(count, 0))).toEqual([
      'تم إنشاء عميل واحد',
      'تم إنشاء عميلين',
      'تم إنشاء 3 عملاء',
      'تم إنشاء 11 عميلاً',
      'تم إنشاء 100 عميل',
      'تم إنشاء 250 عميلاً',
    ]);
    expect(ta.bulkDone(0, 2)).toBe('تم إنشاء 0 عميل وتحديث عميلين');
    expect(ta.bulkDone(250, 11)).toBe('تم إنشاء 250 عميلاً وتحديث 11 عميلاً');
    expect(tk.bulkDone(1, 100)).toBe('تم إنشاء عميل واحد وتحديث 100 عميل');
  });

  it('names both counts on the import button', () => {
    expect(ta.importButton(3, 2)).toBe('إنشاء 3 عملاء وتحديث عميلين');
    expect(ta.importButton(1, 11)).toBe('إنشاء عميل واحد وتحديث 11 عميلاً');
    expect(each((count) => ta.importButton(count, 0))).toEqual([
      'إنشاء عميل واحد',
      'إنشاء عميلين',
      'إنشاء 3 عملاء',
      'إنشاء 11 عميلاً',
      'إنشاء 100 عميل',
      'إنشاء 250 عميلاً',
    ]);
  });

  it('counts the invoices printed and the values copied', () => {
    expect(each(ta.printCount)).toEqual([
      'طباعة فاتورة واحدة',
      'طباعة فاتورتين',
      'طباعة 3 فواتير',
      'طباعة 11 فاتورةً',
      'طباعة 100 فاتورة',
      'طباعة 250 فاتورةً',
    ]);
    expect(tk.copiedValues(2)).toBe('تم نسخ قيمتين إلى الحافظة');
    expect(tk.copiedValues(11)).toBe('تم نسخ 11 قيمةً إلى الحافظة');
  });
});

describe('the months of the customer pages', () => {
  it('names the month a close closed and the one it opened in Arabic, not as 2026-11', () => {
    expect(ta.newMonthSummary(250, '2026-11', '2026-12')).toBe(
      'أُغلق شهر تشرين الثاني 2026 لـ 250 عميلاً، والشهر الحالي كانون الأول 2026',
    );
    expect(tk.newMonthSummary(2, '2026-12')).toBe('أُغلق شهر كانون الأول 2026 لـ عميلين');
    expect(tk.newMonthSummary(1, '2027-01')).toBe('أُغلق شهر كانون الثاني 2027 لـ عميل واحد');
  });
});
