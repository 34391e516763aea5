import { nouns } from '../../components/messages';
import { countOf } from '../../lib/arabic-plural';

/** Why a customer left the live list (the archive's reasons; a delete from a table). */
const reasons: Record<string, string> = {
  manual_delete: 'حذف يدوي',
  deleted: 'حذف يدوي',
  new_month: 'بداية شهر جديد',
  manual_archive: 'أرشفة يدوية',
};

/** Arabic texts of the deleted kWh customers screen. */
export const kwhArchiveMessages = {
  title: 'عملاء الكيلوواط المحذوفون',
  subtitle: 'العملاء المحذوفون من مجموعات الكيلوواط، ويمكن إعادتهم برقم عميل جديد',
  backHome: 'العودة إلى الصفحة الرئيسية',
  groupsLabel: 'مجموعات الكيلوواط',
  systemsLoadFailed: 'تعذّر تحميل مجموعات الكيلوواط',
  noSystems: 'لا توجد مجموعات كيلوواط',
  searchLabel: 'بحث في المحذوفين',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  recordCount: (count: number) => countOf(count, nouns.archivedRecord),
  // failed to fetch archived records
  loadFailed: 'فشل في جلب السجلات المحذوفة',
  table: (system: string) => `المحذوفون من ${system}`,
  columns: {
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    previousKwh: 'القراءة السابقة',
    currentKwh: 'القراءة الحالية',
    totalAmount: 'المبلغ الإجمالي',
    deletedAt: 'تاريخ الحذف',
    deletionReason: 'السبب',
    actions: 'الإجراءات',
  },
  // empty state
  empty: 'لا توجد سجلات محذوفة',
  noResults: 'لا توجد نتائج للبحث',
  reason: (reason: string | null) => (reason ? (reasons[reason] ?? reason) : '—'),
  customerLabel: (number: string, box: string | null) => (box ? `${number} · علبة ${box}` : number),
} as const;
