import { nouns } from '../../components/messages';
import type { ArabicNoun } from '../../lib/arabic-plural';
import { countOf } from '../../lib/arabic-plural';
import { isolateLtr } from '../../lib/display-format';

/** 'عميل' counted (issue 6): عميل واحد، عميلان، 3 عملاء، 11 عميلاً، 100 عميل. */
/** The same after a verbal noun (إنشاء عميلين): the dual in the genitive. */
const customersAfterVerb: ArabicNoun = {
  one: 'عميل واحد',
  two: 'عميلين',
  few: 'عملاء',
  many: 'عميلاً',
  other: 'عميل',
};
const customers = nouns.customer;
/** 'سجل' counted: سجل واحد، سجلان، 3 سجلات، 11 سجلاً، 100 سجل. */
const records = nouns.record;
/** After a verbal noun (تحديث سجلين): the dual in the genitive. */
const recordsAfterVerb: ArabicNoun = { ...records, two: 'سجلين' };

/** Arabic texts of the ampere system screen (spec 000 §2.5, §2.6, §8). */
export const ampereMessages = {
  title: 'نظام اشتراكات الأمبير',
  greeting: (email: string) => `مرحباً ${email}`,
  loadFailed: 'تعذّر تحميل السجلات',

  searchLabel: 'بحث في السجلات',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  recordCount: (count: number) => countOf(count, customers),

  columns: {
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    amperePrice: 'السعر',
    amount: 'المبلغ',
    amountPaid: 'المدفوع',
    address: 'العنوان',
    phone: 'الهاتف',
    actions: 'الإجراءات',
  },
  recordsTable: 'سجلات المشتركين',
  noRecords: 'لا توجد سجلات',
  noResults: 'لا توجد نتائج للبحث',

  // tools bar
  tools: 'الأدوات',
  sortByBox: 'ترتيب حسب رقم العلبة',
  undo: 'تراجع عن آخر عملية',
  markAllUnpaid: 'تعيين الكل غير مدفوع',
  importExcel: 'استيراد من Excel',
  pasteColumn: 'لصق عمود',
  pasteNeedsFullList: 'امسح البحث أولاً: يُطبَّق اللصق على جميع السجلات بالترتيب المعروض',
  changePrices: 'تغيير الأسعار',
  printBoxes: 'طباعة العلب',
  /** Names the month it closes and the month it opens: 'إغلاق تشرين الثاني 2026 وبدء كانون الأول 2026'. */
  links: 'انتقال',
  mahmoudTable: 'جدول محمود',
  baydawiTable: 'جدول البيضاوي',
  tableConfig: 'إعدادات الجداول',
  // not 'الأرشيف الشهري': a link named 'الأرشيف' must stay one link (the deleted customers' archive)
  monthlyArchives: 'أرشيف الأشهر',
  mainTable: 'الجدول الرئيسي',
  archived: 'الأرشيف',
  printableTable: 'الفواتير القابلة للطباعة',
  backToFolders: 'العودة إلى القائمة',

  // add form
  addTitle: 'إضافة عميل',
  name: 'الاسم',
  box: 'رقم العلبة',
  ampere: 'الأمبير',
  amperePrice: 'سعر الأمبير',
  amperePricePlaceholder: (low?: string, global?: string) =>
    low && global
      ? `تلقائي: ${isolateLtr(low)} حتى 2 أمبير، ${isolateLtr(global)} فوق ذلك`
      : 'اتركه فارغاً لتطبيق السعر التلقائي حسب الأمبير',
  amperePriceHint: 'اتركه فارغاً ليُطبَّق السعر الخاص حتى 2 أمبير والسعر العام فوق ذلك.',
  phone: 'رقم الهاتف',
  phonePlaceholder: '03 123456',
  address: 'العنوان',
  amountPaid: 'المبلغ المدفوع',
  add: 'إضافة',
  adding: 'جارٍ الإضافة...',
  nameRequired: 'الاسم مطلوب',
  addAnyway: 'إضافة على أي حال',

  // records: create, update, delete (spec 000 §8)
  created: 'تم إنشاء السجل بنجاح',
  createFailed: 'فشل في إنشاء السجل',
  updated: 'تم تحديث السجل بنجاح',
  updateFailed: 'فشل في تحديث السجل',
  deleted: 'تم حذف السجل بنجاح',
  deleteFailed: 'فشل في حذف السجل',
  deleteTitle: 'حذف السجل؟',

  // edit dialog
  editTitle: 'تعديل السجل',
  save: 'حفظ',
  saving: 'جارٍ الحفظ...',

  // mark all unpaid (spec 000 §4, §8)
  markAllUnpaidTitle: 'تعيين جميع السجلات كغير مدفوعة؟',
  markAllUnpaidText: 'ستصبح حالة جميع العملاء غير مدفوع وتُصفَّر المبالغ المدفوعة.',
  markAllUnpaidConfirm: 'تعيين الكل غير مدفوع',
  markedAllUnpaid: 'تم تعيين جميع السجلات كغير مدفوعة',
  recordsUpdated: (count: number) => `تم تحديث ${countOf(count, recordsAfterVerb)}`,
  operationFailed: 'خطأ في العملية',
  markAllUnpaidFailed: 'فشل في تغيير حالة الدفع',

  // new month
  newMonthTitle: 'بدء شهر جديد؟',
  newMonthText: (closing: string, opening: string) =>
    `سيتم إغلاق شهر ${closing}: تُحفظ نسخة من جميع السجلات في الأرشيف الشهري، ثم تعود حالة جميع العملاء إلى غير مدفوع وتُصفَّر المبالغ المدفوعة ويبدأ شهر ${opening}.`,
  newMonthWarning: 'لا يمكن التراجع عن هذه العملية.',
  newMonthConfirm: 'بدء الشهر الجديد',
  newMonthStarted: 'تم بدء شهر جديد',
  newMonthSummary: (customers: number, month: string, next: string) =>
    `أُغلق شهر ${isolateLtr(month)} لـ ${countOf(customers, nouns.customer)}، والشهر الحالي ${isolateLtr(next)}`,
  newMonthFailed: 'فشل في بدء الشهر الجديد',

  // Excel import (spec 000 §5, §8)
  importTitle: 'استيراد من Excel',
  importHelp:
    'انسخ الصفوف من Excel والصقها هنا، أو اختر الملف (xlsx أو ods أو csv أو tsv)؛ سطر العناوين إن وُجد يُعرف ولا يُستورد. ترتيب الأعمدة: الاسم، العلبة، الأمبير، السعر، العنوان، المدفوع. يلزم 3 أعمدة على الأقل؛ السعر الفارغ يُحسب تلقائياً.',
  importText: 'البيانات الملصقة',
  importPlaceholder: 'الاسم\tالعلبة\tالأمبير\tالسعر\tالعنوان\tالمدفوع',
  previewing: 'جارٍ تحليل البيانات...',
  previewFailed: 'تعذّر تحليل البيانات',
  validRows: (count: number) => `صالح للاستيراد: ${countOf(count, nouns.row)}`,
  moreRows: (count: number) => `و ${count} أخرى`,
  skippedTitle: (count: number) => `لن يُستورد: ${countOf(count, nouns.line)}`,
  skippedLine: (line: number) => `السطر ${line}`,
  previewTable: 'معاينة الصفوف',
  /** issue 6: the import button says both counts: 'إنشاء 3 وتحديث 2', 'إنشاء عميلين', 'تحديث 3 عملاء'. */
  importButton: (creates: number, updates: number) => {
    if (creates > 0 && updates > 0) return `إنشاء ${creates} وتحديث ${updates}`;
    if (updates > 0) return `تحديث ${countOf(updates, customersAfterVerb)}`;
    return `إنشاء ${countOf(creates, customersAfterVerb)}`;
  },
  importAction: 'العملية',
  importCreates: 'جديد',
  importUpdates: 'تحديث',
  creating: 'جارٍ الإنشاء...',
  bulkDone: (created: number, updated: number) =>
    `تم إنشاء ${countOf(created, customersAfterVerb)} وتحديث ${countOf(updated, customersAfterVerb)}`,
  bulkFailedTitle: 'خطأ',
  bulkFailed: 'فشل في الإنشاء المجمع',

  // column paste (spec 000 §5)
  pasteTitle: 'لصق عمود',
  pasteHelp:
    'الصق قيم عمود واحد، قيمة في كل سطر. تُطبَّق القيم على السجلات بالترتيب المعروض حالياً بدءاً من صف البداية.',
  pasteColumnField: 'العمود',
  pasteStart: 'صف البداية',
  pasteStartHint: '0 = أول سجل في الجدول',
  pasteData: 'القيم',
  pasteLines: (count: number) => countOf(count, nouns.value),
  pasteSubmit: 'تحديث العمود',
  pastePreview: 'معاينة التغييرات',
  pastePreviewing: 'جارٍ التحضير...',
  pastePreviewFailed: 'تعذّرت معاينة اللصق',
  pasteChanges: 'التغييرات قبل الكتابة',
  pasteChangesCount: (count: number) => `سيتغيّر ${countOf(count, records)}:`,
  pasteNoChanges: 'لن يتغيّر أي سجل.',
  pasteRow: 'الصف',
  pasteBefore: 'قبل',
  pasteAfter: 'بعد',
  emptyValue: '—',
  pasteDone: (count: number) => `تم تحديث ${countOf(count, recordsAfterVerb)}`,
  pasteFailed: 'فشل في تحديث العمود',
  pasteColumns: {
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    amperePrice: 'سعر الأمبير',
    address: 'العنوان',
    amountPaid: 'المبلغ المدفوع',
  },

  // prices (spec 000 §2.5, §9)
  pricesTitle: 'تغيير الأسعار',
  pricesHelp: 'يُعاد حساب مبالغ العملاء بالأسعار الجديدة. من له سعر خاص يحتفظ به ما لم تختر إعادة تسعيره.',
  customPriceCount: (count: number) => `العملاء الذين لهم سعر خاص: ${countOf(count, customers)}`,
  includeCustomPrices: 'إعادة تسعيرهم أيضاً بالأسعار الجديدة',
  pricesSummary: (updated: number, keptCustom: number) =>
    keptCustom > 0
      ? `تغيّر السعر: ${countOf(updated, customers)}، وبقي على سعره الخاص: ${countOf(keptCustom, customers)}`
      : `تغيّر السعر: ${countOf(updated, customers)}`,
  globalPrice: 'السعر العام (أكثر من 2 أمبير)',
  lowPrice: 'السعر الخاص (2 أمبير أو أقل)',
  pricesSubmit: 'تحديث الأسعار',
  pricesUpdated: 'تم تحديث الأسعار بنجاح',
  pricesFailed: 'فشل في تحديث الأسعار',

  // print boxes (spec 000 §2.6, §8)
  printBoxesTitle: 'طباعة فواتير العلب',
  loadingBoxes: 'جارٍ تحميل العلب...',
  boxesFailed: 'تعذّر تحميل العلب',
  selectAll: 'تحديد الكل',
  clearSelection: 'إلغاء التحديد',
  noBox: 'بدون علبة',
  boxLabel: (box: string) => `علبة ${box}`,
  boxCustomers: (count: number) => countOf(count, customers),
  selectedBoxes: (count: number) => `العلب المحددة: ${count}`,
  selectedCustomers: (count: number) => `العملاء: ${count}`,
  printCount: (count: number) => `طباعة ${countOf(count, nouns.invoice)}`,
  noRecordsTitle: 'لا توجد سجلات',
  chooseBoxes: 'يرجى اختيار علب تحتوي على عملاء',
  printReady: 'تم إعداد الطباعة',
  printReadyText: 'فُتحت الفواتير في نافذة جديدة وستبدأ الطباعة تلقائياً',
  boxesList: 'العلب',

  // the screen on a phone: cards, one tools menu, the add form in a dialog
  ampereAtPrice: (ampere: string, price: string) => `${ampere} أمبير × ${isolateLtr(price)}`,
  balance: 'الرصيد',
  pay: 'تعديل المدفوع',
  payRecord: (name: string) => `تعديل المدفوع: ${name}`,
  toolsMenu: 'الأدوات',
  addCustomer: 'إضافة عميل',
} as const;
