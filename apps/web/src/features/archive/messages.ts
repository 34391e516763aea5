import { nouns } from '../../components/messages';
import { countOf } from '../../lib/arabic-plural';

/** Arabic texts of the ampere archive. */
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

  // a deleted customer on a phone
  customerLabel: (number: string, box: string | null) => (box ? `${number} · علبة ${box}` : number),
  balance: 'الرصيد',
} as const;
