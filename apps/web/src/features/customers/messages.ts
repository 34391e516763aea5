import { billsAboveOfficialTariffWarning } from '@kahraba/billing-domain';
import { nouns, nounsAfterVerb } from '../../components/messages';
import type { ArabicNoun } from '../../lib/arabic-plural';
import { countOf } from '../../lib/arabic-plural';
import { formatMonth, isolateLtr } from '../../lib/display-format';

// Every count agrees with its number (docs/screens.md#toasts-and-messages): عميل واحد، عميلان، 3 عملاء،
// 11 عميلاً، 100 عميل; after a verbal noun or a preposition the dual is genitive (إنشاء عميلين، تحديث سجلين،
// لعميلين).
const customers = nouns.customer;
const customersAfterVerb = nounsAfterVerb.customer;
const records = nouns.record;
const recordsAfterVerb = nounsAfterVerb.record;
/** The server answers month codes ('2026-11'); every message names the month in Arabic, as
 * the buttons do ('تشرين الثاني 2026'). */
const monthClosed = (count: number, month: string) =>
  `أُغلق شهر ${formatMonth(month)} لـ ${countOf(count, customersAfterVerb)}`;

/** What an import did ('تم إنشاء {n} عميل وتحديث {m} عميل', its start kept), the counts in
 * agreement and no 'وتحديث 0 عميل': 'تم إنشاء 8 عملاء', 'تم إنشاء 0 عميل وتحديث عميلين'. */
const bulkDone = (created: number, updated: number) => {
  if (updated === 0) return `تم إنشاء ${countOf(created, customersAfterVerb)}`;
  return `تم إنشاء ${countOf(created, customersAfterVerb)} وتحديث ${countOf(updated, customersAfterVerb)}`;
};

/** The import button says both counts: 'إنشاء 3 وتحديث 2', 'إنشاء عميلين', 'تحديث 3 عملاء'
 * (docs/customer-imports.md: the counts the import then writes). */
const importButton = (noun: ArabicNoun) => (creates: number, updates: number) => {
  if (creates > 0 && updates > 0) return `إنشاء ${countOf(creates, noun)} وتحديث ${countOf(updates, noun)}`;
  if (updates > 0) return `تحديث ${countOf(updates, noun)}`;
  return `إنشاء ${countOf(creates, noun)}`;
};

/** The import preview's pages (docs/customer-imports.md: every row of the sheet can be seen). */
const importPaging = {
  previewLine: 'السطر',
  rowPages: 'صفحات المعاينة',
  skippedPages: 'صفحات الأسطر التي لن تُستورد',
  shownOf: (first: number, last: number, total: number) => `${first} إلى ${last} من ${total}`,
};

/** Arabic texts of the ampere system screen. */
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

  // records: create, update, delete
  /** The toast, then the number the server gave: '…: رقم العميل #1031'. */
  created: (customerNumber: string) => `تم إنشاء السجل بنجاح: رقم العميل ${isolateLtr(customerNumber)}`,
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

  // mark all unpaid
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
    `${monthClosed(customers, month)}، والشهر الحالي ${formatMonth(next)}`,
  newMonthFailed: 'فشل في بدء الشهر الجديد',

  // Excel import
  importTitle: 'استيراد من Excel',
  importHelp:
    'انسخ الصفوف من Excel والصقها هنا، أو اختر الملف (xlsx أو ods أو csv أو tsv). إن بدأ بسطر عناوين قُرئت الأعمدة بأسمائها بأي ترتيب، ومنها الهاتف؛ وإلا فالترتيب: الاسم، العلبة، الأمبير، السعر، العنوان، المدفوع (3 أعمدة على الأقل). السعر الفارغ يُحسب تلقائياً، والصف الذي يكرر عميلاً في صف سابق لا يُستورد.',
  importText: 'البيانات الملصقة',
  importPlaceholder: 'الاسم\tالعلبة\tالأمبير\tالسعر\tالعنوان\tالمدفوع',
  previewing: 'جارٍ تحليل البيانات...',
  previewFailed: 'تعذّر تحليل البيانات',
  validRows: (count: number) => `صالح للاستيراد: ${countOf(count, nouns.row)}`,
  skippedTitle: (count: number) => `لن يُستورد: ${countOf(count, nouns.line)}`,
  skippedLine: (line: number) => `السطر ${line}`,
  previewTable: 'معاينة الصفوف',
  ...importPaging,
  importButton: importButton(customersAfterVerb),
  importAction: 'العملية',
  importCreates: 'جديد',
  importUpdates: 'تحديث',
  creating: 'جارٍ الإنشاء...',
  bulkDone: (created: number, updated: number) => bulkDone(created, updated),
  bulkFailedTitle: 'خطأ',
  bulkFailed: 'فشل في الإنشاء المجمع',

  // column paste
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

  // prices
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

  // print boxes
  printBoxesTitle: 'طباعة فواتير العلب',
  loadingBoxes: 'جارٍ تحميل العلب...',
  boxesFailed: 'تعذّر تحميل العلب',
  selectAll: 'تحديد الكل',
  noBox: 'بدون علبة',
  boxLabel: (box: string) => `علبة ${box}`,
  boxCustomers: (count: number) => countOf(count, customers),
  selectedBoxes: (count: number) => `العلب المحددة: ${count}`,
  selectedCustomers: (count: number) => `العملاء: ${count}`,
  printCount: (count: number) => `طباعة ${countOf(count, nounsAfterVerb.invoice)}`,
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

/** Arabic texts of the kWh screens. */
export const kwhMessages = {
  // /kwh-home
  homeTitle: 'نظام الكيلوواط ساعي',
  homeSubtitle: 'اختر مجموعة العدادات التي تريد العمل عليها',
  groupsHeading: 'مجموعات العدادات',
  manageCustomers: 'إدارة العملاء',
  // a link's name starts with its visible text (speech input says what it sees)
  manageCustomersOf: (group: string) => `إدارة العملاء: ${group}`,
  bulkEntry: 'الإدخال المجمع',
  bulkEntryOf: (group: string) => `الإدخال المجمع لـ ${group}`,
  bulkPrint: 'طباعة الفواتير',
  bulkPrintOf: (group: string) => `طباعة الفواتير: ${group}`,
  groupBlurb: 'عدادات كيلوواط: قراءات شهرية، فواتير مع الضريبة وما يعادلها بالليرة اللبنانية.',
  systemsFailed: 'تعذّر تحميل مجموعات العدادات',
  noGroups: 'لا توجد مجموعات عدادات بعد',
  adminTools: 'أدوات الإدارة',
  subscriptionPricing: 'أسعار رسوم الاشتراك حسب الأمبير',
  lbpMigration: 'تحويل الأسعار إلى الليرة اللبنانية',
  printableTable: 'جدول الكيلوواط للطباعة',
  archiveManagement: 'إدارة الأرشيف',
  readings: 'تصدير واستيراد القراءات',
  collect: 'التحصيل على الهاتف',
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

  // /:system
  systemSubtitle: 'عملاء العدادات: القراءات والمبالغ والدفعات',
  summary: 'ملخص',
  totalCustomers: 'إجمالي العملاء',
  paidCount: 'مدفوع',
  unpaidCount: 'غير مدفوع',
  totalOutstanding: 'إجمالي المستحق',
  // docs/metered-group-price.md
  groupPrice: 'سعر الكيلوواط في المجموعة',
  groupPriceHint: 'يبدأ منه كل عميل جديد، ويتغيّر بتحديث سعر الكيلوواط لجميع العملاء.',
  groupPriceUnknown: 'تعذّر تحميل سعر المجموعة',
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
  copiedValues: (count: number) => `تم نسخ ${countOf(count, nounsAfterVerb.value)} إلى الحافظة`,
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
  /** On the row or card of a customer just added (highlighted for a few seconds). */
  justAdded: 'أُضيف الآن',
  editCustomer: (name: string) => `تعديل ${name}`,
  invoice: 'فاتورة',
  printInvoice: (name: string) => `طباعة فاتورة ${name}`,
  // docs/customer-history.md
  history: 'السجل',
  customerHistory: (name: string) => `السجل: ${name}`,
  /** Records a payment of the whole balance (beside 'دفع', which takes any amount). */
  markPaid: 'تسديد الرصيد كاملاً',
  markCustomerPaid: (name: string) => `تسجيل ${name} مدفوعاً`,
  remove: 'حذف',
  deleteCustomer: (name: string) => `حذف ${name}`,
  footerLinks: 'روابط',
  archivedLink: 'العملاء المحذوفون',
  readingsLink: 'تصدير واستيراد القراءات',
  bulkPrintLink: 'طباعة الفواتير المجمعة',
  kwhHomeLink: 'مجموعات الكيلوواط',

  // header tools
  tools: 'الأدوات',
  toolsMenu: 'الأدوات',
  undo: 'تراجع عن آخر عملية',
  newMonth: 'بدء شهر جديد',
  newMonthOf: (closing?: string, opening?: string) =>
    closing && opening ? `إغلاق ${closing} وبدء ${opening}` : 'بدء شهر جديد',
  newMonthTitle: 'بدء شهر جديد؟',
  newMonthText: (closing: string, opening: string) =>
    `سيتم إغلاق شهر ${closing}: تُحفظ نسخة من جميع العملاء في الأرشيف الشهري، ثم تصبح القراءة الحالية هي السابقة وتُصفَّر القراءة الحالية والمبالغ المدفوعة ويبدأ شهر ${opening}.`,
  newMonthWarning: 'لا يمكن التراجع عن هذه العملية.',
  newMonthConfirm: 'بدء الشهر الجديد',
  newMonthStarted: 'تم بدء شهر جديد',
  newMonthSummary: (customers: number, month: string) => monthClosed(customers, month),
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

  // add / edit dialog
  addTitle: 'إضافة عميل',
  editTitle: 'تعديل العميل',
  name: 'الاسم',
  box: 'العلبة',
  address: 'العنوان',
  phone: 'رقم الهاتف',
  phonePlaceholder: '03 123456',
  // docs/official-tariff.md#zones
  zone: 'المنطقة (التسعيرة الرسمية)',
  aboveOfficialTariffTitle: 'فواتير تتجاوز التسعيرة الرسمية',
  aboveOfficialTariff: billsAboveOfficialTariffWarning,
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
  created: (customerNumber: string) => `تم إنشاء العميل بنجاح: رقم العميل ${isolateLtr(customerNumber)}`,
  createFailed: 'فشل في إنشاء العميل',
  updated: 'تم تحديث العميل بنجاح',
  updateFailed: 'فشل في تحديث العميل',
  deleted: 'تم حذف العميل بنجاح',
  deleteFailed: 'فشل في حذف العميل',
  markedPaid: 'تم تسجيل الدفع',
  markPaidFailed: 'فشل في تحديث حالة الدفع',

  // Excel import
  importTitle: 'استيراد من Excel',
  importHelp:
    'انسخ الصفوف من Excel والصقها هنا، أو اختر الملف (xlsx أو ods أو csv أو tsv). إن بدأ بسطر عناوين قُرئت الأعمدة بأسمائها بأي ترتيب، ومنها الهاتف؛ وإلا فالترتيب (6 أعمدة على الأقل): الاسم، العلبة، العنوان، الأمبير، القراءة السابقة، القراءة الحالية، سعر الكيلوواط (1 إن تُرك)، التأمين (0)، المدفوع (0). الصف الذي يكرر عميلاً في صف سابق لا يُستورد.',
  importText: 'البيانات الملصقة',
  importPlaceholder: 'الاسم\tالعلبة\tالعنوان\tالأمبير\tالسابقة\tالحالية\tالسعر\tالتأمين\tالمدفوع',
  previewing: 'جارٍ تحليل البيانات...',
  previewFailed: 'تعذّر تحليل البيانات',
  validRows: (count: number) => `عدد السجلات: ${count}`,
  skippedTitle: (count: number) => `لن يُستورد: ${countOf(count, nouns.line)}`,
  skippedLine: (line: number) => `السطر ${line}`,
  previewTable: 'معاينة السجلات',
  ...importPaging,
  importAction: 'العملية',
  importCreates: 'جديد',
  importUpdates: 'تحديث',
  importButton: importButton(recordsAfterVerb),
  creating: 'جارٍ الإنشاء...',
  bulkDone: (created: number, updated: number) => bulkDone(created, updated),
  bulkFailed: 'فشل في الإنشاء المجمع',
  noValidRows: 'لا توجد بيانات صالحة للإنشاء',

  // column paste
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
  pasteWillUpdate: (count: number) => `سيتم تحديث ${countOf(count, recordsAfterVerb)}`,
  pasteChanges: 'التغييرات قبل الكتابة',
  pasteRow: 'الصف',
  customerNumber: 'رقم العميل',
  pasteBefore: 'قبل',
  pasteAfter: 'بعد',
  emptyValue: '—',
  pasteNothing: 'يرجى لصق البيانات',
  pasteDone: (count: number) => `تم تحديث ${countOf(count, recordsAfterVerb)}`,
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

  // price update
  pricesTitle: 'تحديث سعر الكيلوواط لجميع العملاء',
  pricesHelp:
    'يُعاد حساب مبالغ جميع عملاء المجموعة بالسعر الجديد (بالدولار حتى 4 منازل عشرية، أو بالليرة اللبنانية)، ويصبح سعر المجموعة الذي يبدأ منه كل عميل جديد. يمكن التراجع عن التحديث.',
  newPrice: 'السعر الجديد للكيلوواط ($)',
  newPriceLbp: 'السعر الجديد للكيلوواط (ل.ل)',
  priceCurrency: 'عملة السعر',
  priceInDollars: 'بالدولار',
  priceInPounds: 'بالليرة اللبنانية (يُحوَّل بسعر الصرف المخزَّن)',
  invalidPrice: 'يرجى إدخال سعر صحيح',
  pricesSubmit: 'تحديث الأسعار',
  pricesUpdated: 'تم تحديث الأسعار بنجاح',
  pricesSummary: (count: number) => `تم تحديث ${countOf(count, recordsAfterVerb)}`,
  pricesFailed: 'فشل في تحديث الأسعار',

  // /:system-bulk
  bulkTitle: (group: string) => `الإدخال المجمع: ${group}`,
  bulkSubtitle: 'الصق صفوفاً من Excel، راجع المعاينة، ثم أنشئ العملاء دفعة واحدة.',
  backToGroup: (group: string) => `العودة إلى ${group}`,

  // /kwh generic list
  genericTitle: 'عملاء الكيلوواط',
  genericSubtitle: 'القائمة العامة لعملاء الكيلوواط',
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
  totalLbp: 'المجموع بالليرة',
  exchangeRate: 'سعر الصرف',
  invoiceOf: (name: string) => `فاتورة ${name}`,
  invoiceFailed: 'خطأ في تحميل الفاتورة',
} as const;

/** Cut-off and reconnection (docs/cut-off.md). */
export const cutOffMessages = {
  mark: 'مقطوع',
  markSince: (day: string) => `مقطوع منذ ${day}`,
  cutOff: 'قطع',
  reconnect: 'إعادة الوصل',
  cutOffCustomer: (name: string) => `قطع ${name}`,
  reconnectCustomer: (name: string) => `إعادة الوصل — ${name}`,
  reason: 'سبب القطع',
  reasonHelp: 'يظهر على الفاتورة: «مقطوع». لا يُحتسب على المشترك شهر جديد ما دام مقطوعاً.',
  fee: 'رسم إعادة الوصل (اختياري)',
  feeHelp: 'يُضاف سطراً إلى فاتورة هذا الشهر.',
  feeCurrency: 'عملة الرسم',
  inDollars: 'بالدولار',
  inPounds: 'بالليرة',
  confirmCutOff: 'قطع المشترك',
  confirmReconnect: 'إعادة الوصل',
  cutOffDone: 'تم قطع المشترك',
  reconnectDone: 'تمت إعادة الوصل',
  failed: 'تعذّر حفظ العملية',
} as const;
