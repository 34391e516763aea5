import { nouns, nounsAfterVerb } from '../../components/messages';
import { RECORDS_AFTER_VERB } from '@kahraba/billing-domain';
import { countOf, type ArabicNoun } from '../../lib/arabic-plural';
import { isolateLtr } from '../../lib/display-format';

/** 'and N more' after the quick preview: the noun with its adjective agreeing ('فاتورتان أخريان'). */
const moreInvoices: ArabicNoun = {
  one: 'فاتورة أخرى',
  two: 'فاتورتان أخريان',
  few: 'فواتير أخرى',
  many: 'فاتورةً أخرى',
  other: 'فاتورة أخرى',
};

/** Arabic texts of the bulk printing screens. */
export const bulkPrintMessages = {
  // /bulk-print
  entryTitle: 'الطباعة المجمعة',
  entrySubtitle: 'طباعة فواتير جميع الأنظمة، ثلاث فواتير في كل صفحة A4 بنسختين',
  backHome: 'العودة إلى الصفحة الرئيسية',
  ampereBoxesTitle: 'فواتير الأمبير حسب العلب',
  ampereBoxesText: 'اختر علب الأمبير واطبع فواتير عملائها.',
  groupPrintTitle: (name: string) => `الطباعة المجمعة: ${name}`,
  groupPrintText: 'اختيار العملاء، شهر الفاتورة وسنتها، وسعر الكيلوواط بالليرة ثم الطباعة.',
  enhancedTitle: 'الطباعة المحسّنة',
  enhancedText: 'تصفية العملاء حسب النوع والعلب وحالة الدفع والمبلغ، لأي نظام.',
  layoutTitle: 'محرر تخطيط الفاتورة',
  layoutText: 'مواضع الفواتير الثلاث على صفحة A4، تُستعمل في كل الطباعة.',
  open: 'فتح',
  systemsFailed: 'تعذّر تحميل أنظمة الفوترة',

  // /enhanced-bulk-print
  title: 'الطباعة المحسّنة',
  subtitle: 'صفِّ العملاء ثم اطبع فواتيرهم في نافذة جديدة',
  backToEntry: 'العودة إلى الطباعة المجمعة',
  filters: 'التصفية',
  type: 'نوع العملاء',
  boxes: 'العلب',
  allBoxes: 'كل العلب',
  noBoxes: 'لا توجد علب لهذا النوع',
  boxesFailed: 'تعذّر تحميل العلب',
  boxLabel: (box: string) => `علبة ${box}`,
  includePaid: 'تضمين المدفوع',
  includeUnpaid: 'تضمين غير المدفوع',
  minAmount: 'أقل مبلغ ($)',
  maxAmount: 'أعلى مبلغ ($)',
  rangeInverted: 'أقل مبلغ أكبر من أعلى مبلغ',
  noBound: 'بلا حد',
  amountHint: 'المبلغ المستحق على العميل: الرصيد السابق ومجموع هذا الشهر ناقص المدفوع. الحقل الفارغ بلا حد.',
  amountDue: 'المستحق',
  customers: 'العملاء',
  loadingCustomers: 'جارٍ تحميل العملاء...',
  customersFailed: 'تعذّر تحميل العملاء',
  noMatches: 'لا يوجد عملاء يطابقون التصفية',
  matching: (count: number) => `يطابق التصفية: ${countOf(count, nouns.customer)}`,
  leftOut: (count: number) => `خارج التصفية: ${countOf(count, nouns.customer)}`,
  selected: (count: number) => `المحدد: ${countOf(count, nouns.customer)}`,
  pages: (count: number) => countOf(count, nouns.page),
  selectAll: 'تحديد الكل',
  deselectAll: 'إلغاء تحديد الكل',
  selectCustomer: (name: string) => `تحديد ${name}`,
  customerNumber: (number: number) => `#${number}`,
  paid: 'مدفوع',
  unpaid: 'غير مدفوع',
  preview: 'معاينة سريعة',
  previewEmpty: 'لم يُحدَّد أي عميل بعد',
  andMore: (count: number) => `و${countOf(count, moreInvoices)}`,
  print: (count: number) => `طباعة ${countOf(count, nounsAfterVerb.invoice)}`,
  preparing: 'جارٍ تجهيز الطباعة...',
  selectionFailed: 'تعذّر حفظ قائمة الطباعة',
  popupBlocked: 'منع المتصفح فتح نافذة الطباعة',
  printHere: 'الطباعة في هذه الصفحة',
  chooseFirst: 'حدّد عميلاً واحداً على الأقل للطباعة',

  // /bulk-print-enhanced
  sheetTitle: 'طباعة الفواتير',
  sheetLabel: 'صفحات الفواتير',
  printNow: 'اطبع الآن',
  loadingInvoices: 'جارٍ تحميل الفواتير...',
  invoicesFailed: 'تعذّر تحميل الفواتير',
  nothingToPrint: 'لا توجد فواتير للطباعة: افتح هذه الصفحة من شاشة الطباعة المحسّنة',
  invoicesCount: (count: number) => countOf(count, nouns.invoice),
  autoPrintNote: 'تبدأ الطباعة تلقائياً بعد ثانية من جهوز الصفحات',
  close: 'إغلاق النافذة',
};

/** Arabic texts of the bulk print page of a metered group, /:system-bulk-print. */
export const kwhBulkPrintMessages = {
  title: (group: string) => `طباعة الفواتير المجمعة: ${group}`,
  subtitle: 'اختر العملاء وشهر الفاتورة، ثم عاين الفواتير واطبعها، ثلاث فواتير في كل صفحة A4',
  backToGroup: (group: string) => `العودة إلى ${group}`,
  layoutEditor: 'محرر تخطيط الفواتير',
  layoutEditorHint: 'يفتح في علامة تبويب جديدة',

  // the list
  customersList: 'العملاء',
  searchLabel: 'بحث في العملاء',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  recordCount: (count: number) => countOf(count, nouns.customer),
  loadFailed: 'Failed to fetch customers',
  noCustomers: 'لا يوجد عملاء في هذه المجموعة',
  noResults: 'لا توجد نتائج للبحث',
  selectAll: 'تحديد الكل',
  deselectAll: 'إلغاء تحديد الكل',
  selectAllShown: (count: number) => `تحديد الكل (${countOf(count, nouns.customer)})`,
  deselectAllShown: 'إلغاء تحديد الكل',
  selectCustomer: (name: string, number: number) => `تحديد ${name} ${isolateLtr(`#${number}`)}`,
  view: 'طريقة العرض',
  viewLine: 'مختصر',
  viewAmounts: 'تفاصيل المبالغ',
  number: 'رقم',
  box: 'العلبة',
  noBox: 'بدون علبة',
  consumption: 'الاستهلاك',
  kwhUnit: 'ك.و.س',
  amount: 'المبلغ',
  baseAmount: 'المبلغ الأساسي',
  tax: 'الضريبة',
  total: 'المجموع',
  remaining: 'المتبقي',

  // the summary
  summary: 'ملخص الطباعة',
  selectedCount: 'العملاء المحددون',
  pagesNeeded: 'صفحات A4 المطلوبة',
  totalAmount: 'المجموع بالدولار',

  // invoice month
  invoiceMonth: 'شهر الفاتورة',
  invoiceYear: 'سنة الفاتورة',
  yearOutOfRange: (min: number, max: number) => `السنة يجب أن تكون رقماً صحيحاً من ${min} إلى ${max}`,
  monthPreview: (label: string) => `ستُطبع الفواتير لشهر: ${label}`,

  // bulk LBP price
  lbpPriceTitle: 'سعر الكيلوواط بالليرة للعملاء المحددين',
  lbpPrice: 'سعر الكيلوواط (ل.ل)',
  lbpPriceHelp:
    'يحوّل الخادم السعر إلى الدولار بسعر الصرف المحفوظ ويعيد حساب فواتير العملاء المحددين دفعة واحدة يمكن التراجع عنها.',
  lbpPriceSubmit: (count: number) => `تحديث سعر ${countOf(count, nounsAfterVerb.customer)}`,
  invalidPrice: 'يرجى إدخال سعر صحيح',
  chooseCustomersFirst: 'يرجى اختيار عميل واحد على الأقل',
  pricesUpdated: 'تم تحديث الأسعار بنجاح',
  // 'تم تحديث {n} سجل'
  pricesSummary: (count: number) => `تم تحديث ${countOf(count, RECORDS_AFTER_VERB)}`,
  pricesFailed: 'فشل في تحديث الأسعار',

  // preview and print
  preview: (count: number) => `معاينة ${countOf(count, nounsAfterVerb.invoice)}`,
  previewTitle: 'معاينة الطباعة',
  pages: (count: number) => countOf(count, nouns.page),
  backToSelection: 'العودة إلى الاختيار',
  print: 'طباعة',
  sheet: 'صفحات الفواتير',
  loadingInvoices: 'جارٍ تحميل الفواتير...',
  invoicesFailed: 'تعذّر تحميل الفواتير',
  autoPrintNote: 'تبدأ الطباعة تلقائياً بعد تجهيز المعاينة',

  // margins: where the invoices land on the paper, kept per group
  margins: 'هوامش الطباعة',
  marginsHelp: 'اسحب المقبضين لتحريك الفواتير على الورقة؛ تُحفظ الهوامش لهذه المجموعة على هذا الجهاز.',
  topMargin: 'الهامش العلوي',
  sideMargin: 'الإزاحة الأفقية',
  millimetres: (value: number) => `${value} مم`,
  resetMargins: 'إعادة الهوامش',
} as const;
