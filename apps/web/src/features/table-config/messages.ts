import { countOf } from '@kahraba/billing-domain';

/** Arabic texts of the table settings. */
export const tableConfigMessages = {
  title: 'إعدادات الجداول',
  subtitle: 'العلب التي يعرضها كل جدول من جدولي محمود والبيضاوي',
  backHome: 'العودة إلى الصفحة الرئيسية',
  loading: 'جارٍ تحميل الإعدادات...',
  loadFailed: 'خطأ في تحميل الإعدادات',
  help: 'اكتب أرقام العلب أو نطاقات مثل 1-4، مفصولة بفواصل أو مسافات. النطاق يُحسب فقط إذا كان أوله أصغر من آخره أو يساويه، وتُحذف الأرقام المكررة.',
  fields: {
    baydawi: 'علب جدول البيضاوي',
    mahmoud: 'علب جدول محمود',
  },
  preview: 'المعاينة',
  boxCount: (count: number) =>
    countOf(count, { one: 'علبة واحدة', two: 'علبتان', few: 'علب', many: 'علبةً', other: 'علبة' }),
  more: (count: number) => `+${count} أخرى`,
  noBoxes: 'لا يحتوي النص أي علبة صالحة',
  openTable: 'فتح الجدول',
  save: 'حفظ الإعدادات',
  saving: 'جارٍ الحفظ...',
  reset: 'إعادة التعيين إلى الافتراضي',
  saved: 'تم حفظ الإعدادات',
  savedText: 'يعرض الجدولان والجدول الرئيسي العلب الجديدة',
  saveFailed: 'فشل في حفظ الإعدادات',
} as const;
