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
  copiedValues: (count: number) => `تم نسخ ${count} قيمة إلى الحافظة`,
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
  resultCount: (count: number) => `${count} نتيجة`,

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
