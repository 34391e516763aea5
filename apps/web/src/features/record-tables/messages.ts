import { nouns } from '../../components/messages';
import { countOf } from '../../lib/arabic-plural';
import type { RecordTableGroup } from './api/get-group-records';

const TABLE_NAMES: Record<RecordTableGroup, string> = {
  mahmoud: 'جدول محمود',
  baydawi: 'جدول البيضاوي',
};

/** Arabic texts of the record tables. */
export const recordTablesMessages = {
  title: (group: RecordTableGroup) => TABLE_NAMES[group],
  subtitle: (boxes: string) => `مشتركو الأمبير في العلب ${boxes}`,
  backHome: 'العودة إلى الصفحة الرئيسية',

  // lock (a wrong passcode is the alert 'wrong password')
  lockedTitle: (group: RecordTableGroup) => `${TABLE_NAMES[group]} محمي`,
  lockedText: 'أدخل كلمة مرور الجداول لعرض السجلات. يبقى الجدول مفتوحاً حتى تغادر الصفحة.',
  unlock: 'فتح الجدول',
  relocked: 'انتهت صلاحية فتح الجدول، يرجى إدخال كلمة المرور مجدداً.',

  // table
  searchLabel: 'بحث في الجدول',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  shown: (shown: number, total: number) =>
    shown === total ? countOf(total, nouns.customer) : `${shown} من ${countOf(total, nouns.customer)}`,
  table: (group: RecordTableGroup) => `سجلات ${TABLE_NAMES[group]}`,
  columns: {
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    address: 'العنوان',
    amount: 'المبلغ',
    amountPaid: 'المدفوع',
    outstandingBalance: 'الرصيد',
  },
  empty: 'لا توجد سجلات',
  noMatches: 'لا توجد نتائج مطابقة',
  loading: 'جارٍ تحميل السجلات...',
  loadFailed: 'خطأ في تحميل السجلات',

  // paid amount (click, type, save or cancel)
  paidSaved: 'تم تحديث المبلغ المدفوع',
  paidSavedText: (name: string) => `تم حفظ المبلغ المدفوع للعميل ${name}`,
  paidFailed: 'فشل في تحديث المبلغ المدفوع',

  // printing (every invoice of the group in a new window)
  printAll: 'طباعة جميع فواتير الجدول',
  printNothing: 'لا توجد سجلات للطباعة',
  printReady: 'تم إعداد الطباعة',
  printReadyText: (count: number) => `فواتير ${countOf(count, nouns.customer)} في نافذة جديدة`,
  printBlocked: 'منع المتصفح فتح نافذة الطباعة',
  printHere: 'الطباعة في هذه الصفحة',
} as const;
