import { countOf, type ArabicNoun } from '../lib/arabic-plural';

/** The nouns screens count, in their five Arabic forms (see countOf). */
export const nouns = {
  customer: { one: 'عميل واحد', two: 'عميلان', few: 'عملاء', many: 'عميلاً', other: 'عميل' },
  record: { one: 'سجل واحد', two: 'سجلان', few: 'سجلات', many: 'سجلاً', other: 'سجل' },
  archivedRecord: {
    one: 'سجل مؤرشف واحد',
    two: 'سجلان مؤرشفان',
    few: 'سجلات مؤرشفة',
    many: 'سجلاً مؤرشفاً',
    other: 'سجل مؤرشف',
  },
  result: { one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجةً', other: 'نتيجة' },
  value: { one: 'قيمة واحدة', two: 'قيمتان', few: 'قيم', many: 'قيمةً', other: 'قيمة' },
  invoice: { one: 'فاتورة واحدة', two: 'فاتورتان', few: 'فواتير', many: 'فاتورةً', other: 'فاتورة' },
  page: { one: 'صفحة واحدة', two: 'صفحتان', few: 'صفحات', many: 'صفحةً', other: 'صفحة' },
  row: { one: 'صف واحد', two: 'صفان', few: 'صفوف', many: 'صفاً', other: 'صف' },
  line: { one: 'سطر واحد', two: 'سطران', few: 'أسطر', many: 'سطراً', other: 'سطر' },
} as const satisfies Record<string, ArabicNoun>;

/** Arabic texts of the shared components. */
export const componentMessages = {
  loading: 'جارٍ التحميل...',
  notificationsRegion: 'الإشعارات (F8)',
  close: 'إغلاق',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  unexpectedErrorTitle: 'حدث خطأ غير متوقع',
  unexpectedErrorText: 'تعذّر عرض هذه الصفحة. أعد تحميل الصفحة، وإذا تكرر الخطأ تواصل مع مسؤول النظام.',
  reload: 'إعادة تحميل الصفحة',
  backHome: 'العودة إلى الصفحة الرئيسية',
  back: 'رجوع',
  retry: 'إعادة المحاولة',

  // copy-column button (spec 000 §2.5, §8)
  copyColumn: (column: string) => `نسخ عمود ${column}`,
  columnCopied: 'تم نسخ العمود',
  copiedValues: (count: number) => `تم نسخ ${countOf(count, nouns.value)} إلى الحافظة`,
  nothingToCopy: 'لا توجد بيانات للنسخ',
  copyErrorTitle: 'خطأ في النسخ',
  copyErrorText: 'حدث خطأ أثناء نسخ البيانات',

  // inline edit cell (spec 000 §2.5, §4)
  editCell: (column: string) => `تعديل ${column}`,
  editHint: 'Enter للحفظ، Escape للإلغاء',
  saving: 'جارٍ الحفظ...',

  // number fields (issue 6): the one number reader's own refusals
  negativeNumber: (field: string) => `${field}: لا يمكن أن يكون سالباً`,
  wholeNumberNeeded: (field: string) => `${field}: يجب أن يكون عدداً صحيحاً`,

  // search field
  search: 'بحث',
  clearSearch: 'مسح البحث',
  resultCount: (count: number) => countOf(count, nouns.result),

  // payment status
  paid: 'مدفوع',
  unpaid: 'غير مدفوع',

  // the printed invoice (spec 000 §2.6–2.8, §9)
  print: {
    customerCopy: 'نسخة العميل',
    accountingCopy: 'نسخة المحاسبة',
    registrationNumber: 'رقم التسجيل',
    phones: 'هاتف',
    invoiceNumber: 'رقم الفاتورة',
    monthTitle: (label: string) => `فاتورة شهر ${label}`,
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    address: 'العنوان',
    baseAmount: 'المبلغ قبل الضريبة',
    vat: (percent: number) => `الضريبة ${percent}%`,
    total: 'المجموع',
    paid: 'المدفوع',
    remaining: 'المتبقي',
    paidInFull: 'مدفوعة بالكامل',
    cutHere: 'قص هنا',
    noValue: '—',
  },
} as const;
