import { nouns } from '../../components/messages';
import { countOf, type ArabicNoun } from '../../lib/arabic-plural';
import { isolateLtr } from '../../lib/display-format';

/** 'عميل' after a verbal noun (حذف عميلين): the dual in the genitive. */
const customersAfterVerb: ArabicNoun = { ...nouns.customer, one: 'عميل واحد', two: 'عميلين' };

/** What each kind of batch is called when an undo names it; a kind not listed is named as sent. */
const batchKindNames: Record<string, string> = {
  import: 'استيراد',
  bulk: 'إنشاء مجمع',
  'column-paste': 'لصق عمود',
  'update-all-prices': 'تحديث الأسعار',
  'sort-permanently': 'ترتيب دائم',
  'readings-import': 'استيراد القراءات',
  'bulk-update-readings': 'استيراد القراءات',
  'mark-all-unpaid': 'جعل الكل غير مدفوع',
};

export interface KwhBatchDescription {
  kind: string;
  createdBy: string | null;
  createdAt: string;
  createdCount: number;
  updatedCount: number;
}

/** Arabic texts of the kWh screens (spec 001 §2.1–2.4, §5, §8). */
export const kwhMessages = {
  // /kwh-home (spec 001 §2.1)
  homeTitle: 'نظام الكيلوواط ساعي',
  homeSubtitle: 'اختر مجموعة العدادات التي تريد العمل عليها',
  groupsHeading: 'مجموعات العدادات',
  manageCustomers: 'إدارة العملاء',
  manageCustomersOf: (group: string) => `إدارة عملاء ${group}`,
  bulkEntry: 'الإدخال المجمع',
  bulkEntryOf: (group: string) => `الإدخال المجمع لـ ${group}`,
  groupBlurb: 'عدادات كيلوواط: قراءات شهرية، فواتير مع الضريبة وما يعادلها بالليرة اللبنانية.',
  genericList: 'قائمة الكيلوواط العامة',
  genericListText: 'قائمة بسيطة لعملاء الكيلوواط خارج المجموعتين، بسعر موحد للكيلوواط.',
  openGenericList: 'فتح القائمة العامة',
  systemsFailed: 'تعذّر تحميل مجموعات العدادات',
  noGroups: 'لا توجد مجموعات عدادات بعد',
  adminTools: 'أدوات الإدارة',
  subscriptionPricing: 'أسعار رسوم الاشتراك حسب الأمبير',
  lbpMigration: 'تحويل الأسعار إلى الليرة اللبنانية',
  comingLater: 'تتوفر هذه الأداة في إصدار لاحق',
  readings: 'تصدير واستيراد القراءات',
  archived: 'العملاء المحذوفون',
  featuresTitle: 'ميزات النظام',
  features: [
    'الاستهلاك = القراءة الحالية − السابقة، ولا يقل عن صفر',
    'المبلغ يشمل ضريبة القيمة المضافة 11% ورسوم الاشتراك حسب الأمبير',
    'استيراد من Excel ولصق عمود وتحديث الأسعار دفعة واحدة مع إمكانية التراجع',
    'بدء شهر جديد: القراءة الحالية تصبح السابقة',
    'تحديث مباشر عند تعديل أي زميل للبيانات',
  ],
  backHome: 'العودة إلى القائمة',

  // shared by the lists
  searchLabel: 'بحث في العملاء',
  searchPlaceholder: 'ابحث بالاسم أو رقم العميل أو العلبة أو العنوان',
  recordCount: (count: number) => countOf(count, nouns.customer),
  loadFailed: 'Failed to fetch customers',
  noResults: 'لا توجد نتائج للبحث',
  paid: 'مدفوع',
  unpaid: 'غير مدفوع',

  // /:system (spec 001 §2.3)
  systemSubtitle: 'عملاء العدادات: القراءات والمبالغ والدفعات',
  summary: 'ملخص',
  totalCustomers: 'إجمالي العملاء',
  paidCount: 'مدفوع',
  unpaidCount: 'غير مدفوع',
  totalOutstanding: 'إجمالي المستحق',
  copyBlock: 'نسخ البيانات',
  copy: {
    names: 'الأسماء',
    numbers: 'أرقام العملاء',
    consumption: 'الاستهلاك',
    amounts: 'المبالغ',
    boxes: 'العلب',
    amperes: 'الأمبير',
    insurance: 'التأمين',
    all: 'جميع البيانات',
  },
  copyButton: (what: string) => `نسخ ${what}`,
  copied: 'تم نسخ العمود',
  copiedValues: (count: number) => `تم نسخ ${countOf(count, nouns.value)} إلى الحافظة`,
  nothingToCopy: 'لا توجد بيانات للنسخ',
  copyFailed: 'فشل في نسخ البيانات',
  allDataHeader: [
    'رقم العميل',
    'الاسم',
    'العلبة',
    'العنوان',
    'الأمبير',
    'القراءة السابقة',
    'القراءة الحالية',
    'الاستهلاك',
    'سعر الكيلوواط',
    'رسوم الاشتراك',
    'التأمين',
    'المبلغ الإجمالي',
    'المدفوع',
    'المتبقي',
    'الحالة',
  ],
  columns: {
    customer: 'العميل',
    consumption: 'الاستهلاك (ك.و.س)',
    subscriptionFee: 'رسوم الاشتراك',
    insurance: 'التأمين',
    totalAmount: 'المبلغ الإجمالي',
    amountPaid: 'المدفوع',
    outstandingBalance: 'المتبقي',
    actions: 'الإجراءات',
  },
  customersTable: 'عملاء المجموعة',
  customerLine: (number: string, box: string | null) => (box ? `${number} · علبة ${box}` : number),
  readingsLine: (previous: string, current: string) => `${previous} ← ${current}`,
  kwh: (value: string) => `${value} ك.و.س`,
  emptyTitle: 'لا يوجد عملاء',
  emptyHint: 'استخدم زر «إضافة عميل» الأخضر لإضافة أول عميل.',
  edit: 'تعديل',
  editCustomer: (name: string) => `تعديل ${name}`,
  invoice: 'فاتورة',
  printInvoice: (name: string) => `طباعة فاتورة ${name}`,
  markPaid: 'تسديد',
  markCustomerPaid: (name: string) => `تسجيل ${name} مدفوعاً`,
  remove: 'حذف',
  deleteCustomer: (name: string) => `حذف ${name}`,
  footerLinks: 'روابط',
  archivedLink: 'العملاء المحذوفون',
  readingsLink: 'تصدير واستيراد القراءات',
  bulkPrintLater: 'طباعة الفواتير المجمعة والجدول القابل للطباعة تتوفر في إصدار لاحق',
  kwhHomeLink: 'مجموعات الكيلوواط',

  // header tools
  tools: 'الأدوات',
  toolsMenu: 'الأدوات',
  undo: 'تراجع عن آخر عملية',
  undoTitle: 'التراجع عن آخر عملية؟',
  undoText:
    'سيتم حذف آخر التغييرات: تُحذف السجلات التي أنشأتها العملية وتعود السجلات التي عدّلتها إلى قيمها السابقة.',
  undoWhat: (batch: KwhBatchDescription) => {
    const who = batch.createdBy ? ` قام به ${isolateLtr(batch.createdBy)}` : '';
    const when = new Date(batch.createdAt).toLocaleString('ar-LB-u-nu-latn', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const parts = [
      batch.createdCount > 0 ? `حذف ${countOf(batch.createdCount, customersAfterVerb)} أضافتهم` : null,
      batch.updatedCount > 0
        ? `إعادة ${countOf(batch.updatedCount, customersAfterVerb)} إلى قيمهم السابقة`
        : null,
    ].filter(Boolean);
    const kind = batchKindNames[batch.kind] ?? batch.kind;
    return `سيتم التراجع عن ${kind}${who} في ${when}${parts.length ? `: ${parts.join(' و')}` : ''}.`;
  },
  undoConfirm: 'تراجع',
  undone: 'تم التراجع بنجاح',
  undoSummary: (deleted: number, reverted: number) =>
    `حُذف ${countOf(deleted, nouns.record)} وأُعيد ${countOf(reverted, nouns.record)}`,
  undoFailed: 'خطأ في التراجع',
  undoFailedDefault: 'Failed to undo last operation',
  newMonth: 'بدء شهر جديد',
  newMonthOf: (closing?: string, opening?: string) =>
    closing && opening ? `إغلاق ${closing} وبدء ${opening}` : 'بدء شهر جديد',
  newMonthTitle: 'بدء شهر جديد؟',
  newMonthText: (closing: string, opening: string) =>
    `سيتم إغلاق شهر ${closing}: تُحفظ نسخة من جميع العملاء في الأرشيف الشهري، ثم تصبح القراءة الحالية هي السابقة وتُصفَّر القراءة الحالية والمبالغ المدفوعة ويبدأ شهر ${opening}.`,
  newMonthWarning: 'لا يمكن التراجع عن هذه العملية.',
  newMonthConfirm: 'بدء الشهر الجديد',
  newMonthStarted: 'تم بدء شهر جديد',
  newMonthSummary: (customers: number, month: string) =>
    `أُغلق شهر ${isolateLtr(month)} لـ ${countOf(customers, nouns.customer)}`,
  newMonthFailed: 'فشل في بدء الشهر الجديد',
  addCustomer: 'إضافة عميل',
  importExcel: 'استيراد من Excel',
  pasteColumn: 'لصق عمود',
  pasteNeedsFullList: 'امسح البحث أولاً: يُطبَّق اللصق على جميع العملاء بالترتيب المعروض',
  updatePrices: 'تحديث سعر الكيلوواط',
  sortPermanently: 'ترتيب دائم حسب العلبة والاسم',
  sortTitle: 'ترتيب العملاء بشكل دائم؟',
  sortText:
    'يُحفظ ترتيب العملاء حسب العلبة ثم الاسم، ويُستخدم في القوائم والتصدير والطباعة. لا تتغير أرقام العملاء، ويمكن التراجع عن الترتيب.',
  sortConfirm: 'ترتيب',
  sorted: 'تم ترتيب الأسماء بشكل دائم',
  sortFailed: 'فشل في الترتيب الدائم',

  // add / edit dialog (spec 001 §3, §5)
  addTitle: 'إضافة عميل',
  editTitle: 'تعديل العميل',
  name: 'الاسم',
  box: 'العلبة',
  address: 'العنوان',
  ampere: 'الأمبير',
  ampereSubscriptionFee: 'رسوم الاشتراك الخاصة ($)',
  ampereSubscriptionFeeHint: 'تُستخدم فقط عندما لا يوجد سعر اشتراك لهذا الأمبير.',
  previousKwh: 'القراءة السابقة',
  currentKwh: 'القراءة الحالية',
  currentKwhHint: '0 = لم تُقرأ بعد، وإلا فلا تقل عن السابقة.',
  pricePerKwh: 'سعر الكيلوواط ($)',
  insurance: 'التأمين ($)',
  amountPaid: 'المبلغ المدفوع ($)',
  nameRequired: 'الاسم مطلوب',
  add: 'إضافة',
  adding: 'جارٍ الإضافة...',
  save: 'حفظ',
  saving: 'جارٍ الحفظ...',
  addAnyway: 'إضافة على أي حال',
  created: 'تم إنشاء العميل بنجاح',
  createFailed: 'فشل في إنشاء العميل',
  updated: 'تم تحديث العميل بنجاح',
  updateFailed: 'فشل في تحديث العميل',
  deleted: 'تم حذف العميل بنجاح',
  deleteFailed: 'فشل في حذف العميل',
  markedPaid: 'تم تسجيل الدفع',
  markPaidFailed: 'فشل في تحديث حالة الدفع',

  // Excel import (spec 001 §2.3, §5)
  importTitle: 'استيراد من Excel',
  importHelp:
    'انسخ الصفوف من Excel والصقها هنا (6 أعمدة على الأقل). الترتيب: الاسم، العلبة، العنوان، الأمبير، القراءة السابقة، القراءة الحالية، سعر الكيلوواط (1 إن تُرك)، التأمين (0)، المدفوع (0).',
  importText: 'البيانات الملصقة',
  importPlaceholder: 'الاسم\tالعلبة\tالعنوان\tالأمبير\tالسابقة\tالحالية\tالسعر\tالتأمين\tالمدفوع',
  previewing: 'جارٍ تحليل البيانات...',
  previewFailed: 'تعذّر تحليل البيانات',
  validRows: (count: number) => `عدد السجلات: ${count}`,
  moreRows: (count: number) => `و ${count} أخرى`,
  skippedTitle: (count: number) => `لن يُستورد: ${countOf(count, nouns.line)}`,
  skippedLine: (line: number) => `السطر ${line}`,
  previewTable: 'معاينة السجلات',
  importAction: 'العملية',
  importCreates: 'جديد',
  importUpdates: 'تحديث',
  createButton: (count: number) => `إنشاء ${count} سجل`,
  creating: 'جارٍ الإنشاء...',
  bulkDone: (created: number, updated: number) => `تم إنشاء ${created} عميل وتحديث ${updated} عميل`,
  bulkFailed: 'فشل في الإنشاء المجمع',
  noValidRows: 'لا توجد بيانات صالحة للإنشاء',

  // column paste (spec 001 §5)
  pasteTitle: 'لصق عمود',
  pasteHelp:
    'الصق قيم عمود واحد، قيمة في كل سطر. تُطبَّق القيم على العملاء بالترتيب المعروض بدءاً من الصف الأول. الأسطر الفارغة تُحذف.',
  pasteColumnField: 'العمود',
  pasteData: 'القيم',
  pasteLines: (count: number) => countOf(count, nouns.value),
  pastePreview: 'معاينة',
  pastePreviewing: 'جارٍ التحضير...',
  pastePreviewFailed: 'تعذّرت معاينة اللصق',
  pasteSubmit: 'لصق البيانات',
  pasteWillUpdate: (count: number) => `سيتم تحديث ${countOf(count, nouns.record)}`,
  pasteChanges: 'التغييرات قبل الكتابة',
  pasteRow: 'الصف',
  pasteBefore: 'قبل',
  pasteAfter: 'بعد',
  emptyValue: '—',
  pasteNothing: 'يرجى لصق البيانات',
  pasteDone: (count: number) => `تم تحديث ${count} سجل`,
  pasteFailed: 'فشل في لصق البيانات',
  pasteColumns: {
    name: 'الاسم',
    box: 'العلبة',
    address: 'العنوان',
    ampere: 'الأمبير',
    currentKwh: 'القراءة الحالية',
    previousKwh: 'القراءة السابقة',
    pricePerKwh: 'سعر الكيلوواط',
    insurance: 'التأمين',
    amountPaid: 'المبلغ المدفوع',
  },

  // price update (spec 001 §5)
  pricesTitle: 'تحديث سعر الكيلوواط لجميع العملاء',
  pricesHelp:
    'يُعاد حساب مبالغ جميع عملاء المجموعة بالسعر الجديد (بالدولار، حتى 4 منازل عشرية). يمكن التراجع عن التحديث.',
  newPrice: 'السعر الجديد للكيلوواط ($)',
  invalidPrice: 'يرجى إدخال سعر صحيح',
  pricesSubmit: 'تحديث الأسعار',
  pricesUpdated: 'تم تحديث الأسعار بنجاح',
  pricesSummary: (count: number) => `تم تحديث ${count} سجل`,
  pricesFailed: 'فشل في تحديث الأسعار',

  // /:system-bulk (spec 001 §2.4)
  bulkTitle: (group: string) => `الإدخال المجمع: ${group}`,
  bulkSubtitle: 'الصق صفوفاً من Excel، راجع المعاينة، ثم أنشئ العملاء دفعة واحدة.',
  backToGroup: (group: string) => `العودة إلى ${group}`,

  // /kwh generic list (spec 001 §2.2)
  genericTitle: 'عملاء الكيلوواط',
  genericSubtitle: 'القائمة العامة لعملاء الكيلوواط',
  defaultPrice: 'سعر الكيلوواط الافتراضي ($)',
  defaultPriceHint: 'يُملأ به حقل السعر في نموذج الإضافة.',
  genericColumns: {
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    box: 'العلبة',
    ampere: 'الأمبير',
    previousKwh: 'السابقة',
    currentKwh: 'الحالية',
    consumption: 'الاستهلاك',
    pricePerKwh: 'السعر',
    totalAmount: 'المجموع',
    amountPaid: 'المدفوع',
    status: 'الحالة',
    address: 'العنوان',
    actions: 'الإجراءات',
  },
  genericTable: 'عملاء الكيلوواط',
  noCustomers: 'لا يوجد عملاء',
  deleteTitle: 'حذف العميل؟',
  deleteText: (name: string, number: string) =>
    `سيُنقل العميل ${name} (${isolateLtr(number)}) إلى الأرشيف، ويمكن استعادته لاحقاً برقم عميل جديد.`,
  deleteConfirm: 'حذف',
  back: 'رجوع',
  // single invoice
  kwhUnit: 'ك.و.س',
  print: 'طباعة',
  invoiceOf: (name: string) => `فاتورة ${name}`,
  invoiceFailed: 'خطأ في تحميل الفاتورة',
  liveUpdated: (name: string) => `تحديث مباشر: ${name}`,
} as const;
