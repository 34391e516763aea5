import { nouns } from '../../components/messages';
import { countOf } from '../../lib/arabic-plural';

/** Arabic texts of the main ampere table. */
export const tableViewMessages = {
  title: 'الجدول الرئيسي',
  subtitle: 'جميع مشتركي الأمبير مرتبين حسب العلبة',
  backToAmpere: 'العودة إلى نظام الأمبير',

  // lock
  lockedTitle: 'الجدول الرئيسي محمي',
  lockedText: 'أدخل كلمة المرور لعرض الجدول. يبقى الجدول مفتوحاً حتى تغادر الصفحة.',
  unlock: 'فتح الجدول',
  relocked: 'انتهت صلاحية فتح الجدول، يرجى إدخال كلمة المرور مجدداً.',

  // change passcode
  changePasscode: 'تغيير كلمة المرور',
  oldPasscode: 'كلمة المرور الحالية',
  newPasscode: 'كلمة المرور الجديدة',
  confirmation: 'تأكيد كلمة المرور الجديدة',
  allFieldsRequired: 'يرجى ملء جميع الحقول',
  mismatch: 'كلمتا المرور الجديدتان غير متطابقتين',
  tooShort: 'كلمة المرور يجب أن تحتوي على 4 أحرف على الأقل',
  passcodeChanged: 'تم تغيير كلمة المرور بنجاح',
  changeFailed: 'فشل في تغيير كلمة المرور',
  save: 'حفظ',
  saving: 'جارٍ الحفظ...',

  // panels
  panels: {
    mahmoud: 'جدول محمود',
    baydawi: 'جدول البيضاوي',
  } as Record<string, string>,
  panelsLabel: 'إحصائيات الجداول',
  panelBoxes: 'العلب',
  customers: 'عدد العملاء',
  totalAmpere: 'مجموع الأمبيرات',
  totalAmount: 'مجموع المبالغ',

  // table
  searchLabel: 'بحث في الجدول',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  filterByBox: 'تصفية حسب العلبة',
  filterByAmpere: 'تصفية حسب الأمبير',
  boxFilter: (count: number) => (count ? `العلبة (${count})` : 'العلبة'),
  ampereFilter: (count: number) => (count ? `الأمبير (${count})` : 'الأمبير'),
  clearFilters: 'مسح الفلاتر',
  noBox: 'بدون علبة',
  ampereValue: (value: string) => `${value} أمبير`,
  shown: (shown: number, total: number) =>
    shown === total ? countOf(total, nouns.customer) : `${shown} من ${countOf(total, nouns.customer)}`,
  table: 'جدول المشتركين',
  columns: {
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    amperePrice: 'سعر الأمبير',
    amount: 'المبلغ',
    amountPaid: 'المدفوع',
    outstandingBalance: 'الرصيد المستحق',
    status: 'حالة الدفع',
    address: 'العنوان',
    month: 'الشهر',
  },
  empty: 'لا توجد سجلات',
  noMatches: 'لا توجد نتائج مطابقة',
  loading: 'جارٍ تحميل الجدول...',
  loadFailed: 'خطأ في تحميل السجلات',

  // inline edits
  updated: 'تم التحديث بنجاح',
  updateFailed: 'فشل في التحديث',
  updateFailedText: 'حدث خطأ أثناء حفظ التغييرات',
  nameRequired: 'الاسم مطلوب',
} as const;
