import { countOf, type ArabicNoun } from '../lib/arabic-plural';
import { isolateLtr } from '../lib/display-format';

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

/** The same nouns after a verbal noun or a preposition (إنشاء عميلين، تم نسخ قيمتين، طباعة فاتورتين):
 * the dual in the genitive. */
export const nounsAfterVerb = {
  customer: { ...nouns.customer, two: 'عميلين' },
  record: { ...nouns.record, two: 'سجلين' },
  value: { ...nouns.value, two: 'قيمتين' },
  invoice: { ...nouns.invoice, two: 'فاتورتين' },
} as const satisfies Record<string, ArabicNoun>;
const customersAfterVerb = nounsAfterVerb.customer;
const recordsAfterVerb = nounsAfterVerb.record;

/** What each kind of batch is called when an undo names it (docs/screens.md#undo-and-restore). */
export const batchKindNames: Record<string, string> = {
  import: 'استيراد',
  bulk: 'إنشاء مجمع',
  'column-paste': 'لصق عمود',
  'update-all-prices': 'تغيير الأسعار',
  'mark-all-unpaid': 'جعل الكل غير مدفوع',
  'readings-import': 'استيراد القراءات',
  'bulk-update-readings': 'استيراد القراءات',
  'sort-permanently': 'الترتيب الدائم',
  'update-exchange-rate': 'تغيير سعر الصرف',
  'update-subscription-pricing': 'تغيير أسعار الاشتراك',
  'migrate-lbp': 'إعادة حساب المبالغ بالليرة',
  'clear-column': 'مسح بيانات عمود',
  'apply-official-tariff': 'تطبيق التسعيرة الرسمية',
  'cut-off': 'قطع مشترك',
  reconnect: 'إعادة وصل مشترك',
};

/** Arabic texts of the shared components. */
export const componentMessages = {
  loading: 'جارٍ التحميل...',
  // docs/cut-off.md#the-mark: a customer cut off, on the invoice and in the tables
  cutOffMark: 'مقطوع',
  // each line of a bill by its kind, wherever a bill names its lines (docs/one-bill.md)
  chargeLines: {
    ampere: 'الأمبيرات × السعر',
    energy: 'الاستهلاك × سعر الكيلوواط',
    'subscription-fee': 'رسم الاشتراك',
    'estimate-credit': 'خصم تصحيح التقدير',
    'reconnection-fee': 'رسم إعادة الوصل',
  },
  // docs/backups.md: what is wrong with the backups now (the message itself is the server's)
  backupProblemTitle: 'النسخ الاحتياطية بحاجة إلى انتباه',
  backupProblemAt: 'منذ',
  // a sheet file chosen or dropped (docs/sheet-files.md)
  sheetFileLabel: 'أو اختر ملفاً: xlsx أو ods أو csv أو tsv',
  // the file field's own words, in place of the browser's
  chooseFile: 'اختر ملفاً',
  noFileChosen: 'لم يُختر ملف',
  sheetFileDrop: 'أو أفلت الملف هنا',
  sheetFileReading: 'جارٍ قراءة الملف…',
  sheetFileRead: (name: string) => `قُرئ الملف «${name}»`,
  sheetFileFailed: 'تعذّرت قراءة الملف',
  // overpayment: a paid amount above the bill is confirmed first; amounts come isolated
  overpaymentTitle: 'المبلغ المدفوع أكبر من الفاتورة',
  overpaymentText: (name: string, paid: string, bill: string, credit: string) =>
    `المبلغ المدفوع ${paid} أكبر من فاتورة ${name} البالغة ${bill}، فيصبح للعميل رصيد ${credit}. هل المبلغ صحيح؟`,
  overpaymentConfirm: 'حفظ المبلغ',
  // passcode lock (docs/screens.md#passcode-locked-screens)
  passcode: 'كلمة المرور',
  unlocking: 'جارٍ التحقق...',
  wrongPasscode: 'كلمة المرور غير صحيحة',
  verifyFailed: 'تعذّر التحقق من كلمة المرور. حاول مرة أخرى.',
  notificationsRegion: 'الإشعارات (F8)',
  close: 'إغلاق',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  unexpectedErrorTitle: 'حدث خطأ غير متوقع',
  unexpectedErrorText: 'تعذّر عرض هذه الصفحة. أعد تحميل الصفحة، وإذا تكرر الخطأ تواصل مع مسؤول النظام.',
  reload: 'إعادة تحميل الصفحة',
  backHome: 'العودة إلى الصفحة الرئيسية',
  back: 'رجوع',
  // one pager for every paged list
  pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
  previousPage: 'السابق',
  nextPage: 'التالي',
  retry: 'إعادة المحاولة',

  // copy-column button
  copyColumn: (column: string) => `نسخ عمود ${column}`,
  columnCopied: 'تم نسخ العمود',
  copiedValues: (count: number) => `تم نسخ ${countOf(count, nounsAfterVerb.value)} إلى الحافظة`,
  nothingToCopy: 'لا توجد بيانات للنسخ',
  copyErrorTitle: 'خطأ في النسخ',
  copyErrorText: 'حدث خطأ أثناء نسخ البيانات',

  // inline edit cell
  editCell: (column: string) => `تعديل ${column}`,
  editHint: 'Enter للحفظ، Escape للإلغاء',
  saveCell: (column: string) => `حفظ ${column}`,
  cancelCell: (column: string) => `إلغاء تعديل ${column}`,
  saving: 'جارٍ الحفظ...',

  // number fields: the one number reader's own refusals
  negativeNumber: (field: string) => `${field}: لا يمكن أن يكون سالباً`,
  wholeNumberNeeded: (field: string) => `${field}: يجب أن يكون عدداً صحيحاً`,

  // search field
  search: 'بحث',
  clearSearch: 'مسح البحث',
  resultCount: (count: number) => countOf(count, nouns.result),

  // docs/official-tariff.md#applying-it: the month's tariff made the prices, one undoable change
  officialTariff: {
    apply: (monthLabel: string) => `تطبيق التسعيرة الرسمية لشهر ${monthLabel}`,
    applyText:
      'سيصبح سعر الكيلوواط لكل عميل سعر منطقته الرسمي بالليرة، ورسم الاشتراك لكل قيمة أمبير الرسم الثابت الرسمي، ويُعاد حساب فواتير الشهر الحالي لكل عملاء العدادات. يمكن التراجع عن ذلك بزر التراجع.',
    applyConfirm: 'تطبيق',
    applyFailed: 'تعذّر تطبيق التسعيرة الرسمية',
    customersChanged: (count: number) =>
      count === 0 ? 'لم تتغير فاتورة أي عميل' : `أُعيد حساب فواتير ${countOf(count, customersAfterVerb)}`,
  },

  // undo the last batch (the confirmation names the batch, docs/screens.md#undo-and-restore)
  undo: {
    undoTitle: 'التراجع عن آخر عملية؟',
    undoText:
      'سيتم التراجع عن آخر التغييرات (آخر استيراد أو تحديث جماعي): تُحذف السجلات التي أنشأتها وتعود السجلات التي عدّلتها إلى قيمها السابقة.',
    undoWhat: (batch: {
      kind: string;
      createdBy: string | null;
      createdAt: string;
      createdCount: number;
      updatedCount: number;
    }) => {
      const who = batch.createdBy ? ` قام به ${isolateLtr(batch.createdBy)}` : '';
      const when = new Date(batch.createdAt).toLocaleString('ar-LB-u-nu-latn', {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      const parts = [
        batch.createdCount > 0 ? `حذف ${countOf(batch.createdCount, customersAfterVerb)} أضافهم` : null,
        batch.updatedCount > 0
          ? `إعادة ${countOf(batch.updatedCount, customersAfterVerb)} إلى قيمهم السابقة`
          : null,
      ].filter(Boolean);
      const kind = batchKindNames[batch.kind] ?? 'آخر عملية';
      return `سيتم التراجع عن ${kind}${who} في ${when}${parts.length ? `: ${parts.join(' و')}` : ''}.`;
    },
    undoConfirm: 'تراجع',
    undone: 'تم التراجع بنجاح',
    /** Undo with the record count, when the server sent no sentence of its own. */
    undoneCounts: ({ deletedCount, revertedCount }: { deletedCount: number; revertedCount: number }) =>
      `حذف ${countOf(deletedCount, recordsAfterVerb)} وإعادة ${countOf(revertedCount, recordsAfterVerb)} إلى قيمها السابقة`,
    undoFailed: 'خطأ في التراجع',
    undoFailedDefault: 'Failed to undo last operation',
  },

  // restoring a deleted customer (docs/screens.md#undo-and-restore)
  archive: {
    restore: 'استعادة',
    restoreLabel: (name: string) => `استعادة ${name}`,
    restored: 'تمت الاستعادة بنجاح',
    restoredText: (name: string, number: string) =>
      `تمت إعادة العميل ${name} إلى قاعدة البيانات الرئيسية برقم عميل جديد ${isolateLtr(number)}`,
    restoreFailed: 'فشل في الاستعادة',
    restoreFailedText: 'حدث خطأ أثناء استعادة العميل',
    notFound: 'السجل المؤرشف غير موجود',
    deletedOn: (when: string) => `حُذف في ${isolateLtr(when)}`,
  },

  // payment status
  paid: 'مدفوع',
  unpaid: 'غير مدفوع',

  // docs/printing.md: what every month-close dialog says besides its own steps
  monthClose: {
    balancesCarry: (opening?: string) =>
      `ما بقي على أي عميل دون دفع لا يُمحى: يُنقل إلى فاتورة ${opening || 'الشهر الجديد'} في سطر «الرصيد السابق».`,
    closedMonthPrints: (closing?: string) =>
      `وتبقى فواتير ${closing || 'الشهر المغلق'} قابلة للطباعة كما أُغلقت، باختيار «الشهر المطبوع» في صفحات الطباعة.`,
  },

  // the printed invoice (docs/screens.md#print-windows-and-sheets)
  print: {
    /** The single invoice page's print button. */
    button: 'طباعة',
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
    total: 'مجموع هذا الشهر',
    previousBalance: 'الرصيد السابق',
    previousCredit: 'رصيد سابق لصالحكم',
    paid: 'المدفوع',
    remaining: 'المجموع المستحق',
    paidInFull: 'مدفوعة بالكامل',
    // Short on the sheet, and never containing the dollar labels ('مجموع هذا الشهر', 'المجموع المستحق').
    totalLbp: 'الشهر بالليرة',
    totalDueLbp: 'المستحق بالليرة',
    vatLbp: 'الضريبة بالليرة',
    exchangeRate: 'سعر الصرف',
    thankYou: 'شكراً لتعاملكم معنا',
    preparing: (done: number, total: number) => `جارٍ تجهيز الفواتير: ${done} من ${total}`,
    windowBlocked: 'منع المتصفح فتح نافذة الطباعة',
    windowBlockedHint: 'اسمح بالنوافذ المنبثقة لهذا الموقع، أو اطبع في هذه الصفحة.',
    printHere: 'الطباعة في هذه الصفحة',
    cutHere: 'قص هنا',
    noValue: '—',
    // docs/printing.md: printing a closed month from the monthly archive
    printedMonth: 'الشهر المطبوع',
    currentMonth: 'الشهر الحالي',
    closedMonth: (label: string) => `${label} (شهر مغلق)`,
    closedMonthNote: (label: string) => `تُطبع فواتير ${label} كما كانت عند إغلاق الشهر، من الأرشيف الشهري.`,
    closedMonthsFailed: 'تعذّر تحميل الأشهر المغلقة',
  },
  // docs/debtors.md#the-list: the totals by the age of the debt, on the debtors page and the dashboard
  debtAges: {
    customers: 'عدد الزبائن',
    usd: 'بالدولار',
    lbp: 'بالليرة',
    all: 'كل الديون',
  },
} as const;
