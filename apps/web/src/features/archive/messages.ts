import { nouns } from '../../components/messages';
import { countOf } from '../../lib/arabic-plural';
import { isolateLtr } from '../../lib/display-format';

/** Arabic texts of the ampere archive (spec 000 §2.9, §8). */
export const archiveMessages = {
  title: 'أرشيف السجلات المحذوفة',
  subtitle: 'العملاء المحذوفون من نظام الأمبير، ويمكن إعادتهم برقم عميل جديد',
  backToAmpere: 'العودة إلى نظام الأمبير',
  searchLabel: 'بحث في الأرشيف',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  recordCount: (count: number) => countOf(count, nouns.archivedRecord),
  table: 'السجلات المؤرشفة',
  columns: {
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    amount: 'المبلغ',
    amountPaid: 'المبلغ المدفوع',
    address: 'العنوان',
    deletedAt: 'تاريخ الحذف',
    actions: 'الإجراءات',
  },
  empty: 'لا توجد سجلات مؤرشفة',
  noResults: 'لا توجد نتائج للبحث',
  loadFailed: 'تعذّر تحميل السجلات المؤرشفة',
  restore: 'استعادة',
  restoreLabel: (name: string) => `استعادة ${name}`,
  restored: 'تمت الاستعادة بنجاح',
  restoredText: (name: string, number: string) =>
    `تمت إعادة العميل ${name} إلى قاعدة البيانات الرئيسية برقم عميل جديد ${isolateLtr(number)}`,
  restoreFailed: 'فشل في الاستعادة',
  restoreFailedText: 'حدث خطأ أثناء استعادة العميل',
  notFound: 'السجل المؤرشف غير موجود',

  // a deleted customer on a phone
  customerLabel: (number: string, box: string | null) => (box ? `${number} · علبة ${box}` : number),
  balance: 'الرصيد',
  deletedOn: (when: string) => `حُذف في ${isolateLtr(when)}`,
} as const;
