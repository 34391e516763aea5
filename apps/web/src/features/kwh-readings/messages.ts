import { nouns } from '../../components/messages';
import { countOf, type ArabicNoun } from '../../lib/arabic-plural';
import { isolateLtr } from '../../lib/display-format';

/** 'عميل' after a verbal noun or a preposition (تحديث عميلين): the dual in the genitive. */
const customersAfterVerb: ArabicNoun = { ...nouns.customer, two: 'عميلين' };
const lines: ArabicNoun = { ...nouns.line, two: 'سطرين' };
const rowsNoun: ArabicNoun = nouns.row;
const warnings: ArabicNoun = {
  one: 'تنبيه واحد',
  two: 'تنبيهان',
  few: 'تنبيهات',
  many: 'تنبيهاً',
  other: 'تنبيه',
};

/** Arabic texts of the readings export and import screen. */
/** Customers counted with their adjective agreeing (عميلان جاهزان، 3 عملاء جاهزون). */
const customersReady: ArabicNoun = {
  one: 'عميل واحد جاهز',
  two: 'عميلان جاهزان',
  few: 'عملاء جاهزون',
  many: 'عميلاً جاهزاً',
  other: 'عميل جاهز',
};

export const readingsMessages = {
  title: 'تصدير واستيراد القراءات',
  subtitle: 'صدّر بيانات العملاء إلى Excel، أدخل القراءات الجديدة، ثم ألصقها هنا لتحديث العدادات',
  backHome: 'العودة إلى الصفحة الرئيسية',
  groupsLabel: 'مجموعات الكيلوواط',
  systemsLoadFailed: 'تعذّر تحميل مجموعات الكيلوواط',
  noSystems: 'لا توجد مجموعات كيلوواط',

  // undo
  undoTitle: 'التراجع عن آخر عملية',
  undoText: (system: string) =>
    `يعيد آخر استيراد للقراءات أو آخر تحديث جماعي في ${system} إلى ما كان عليه. تعرض رسالة التأكيد ما سيتم التراجع عنه قبل التنفيذ.`,
  undo: 'تراجع عن آخر عملية',

  // start a new month
  newMonthTitle: 'بدء شهر جديد',
  newMonthText: (system: string) =>
    `تُحفظ نسخة من جميع سجلات ${system} في الأرشيف الشهري، ثم تصبح القراءة الحالية هي السابقة (إذا قُرئ العداد) وتُصفَّر القراءة الحالية والمبالغ المدفوعة.`,
  newMonth: 'بدء شهر جديد',
  newMonthConfirmTitle: (system: string) => `بدء شهر جديد في ${system}؟`,
  newMonthConfirmText: (system: string, closing?: string, opening?: string) =>
    closing && opening
      ? `سيتم إغلاق شهر ${closing} في ${system} وبدء شهر ${opening}: تُحفظ نسخة من السجلات في الأرشيف الشهري، وتصبح القراءة الحالية هي السابقة، وتُصفَّر القراءة الحالية والمبالغ المدفوعة.`
      : `سيتم إغلاق الشهر الحالي في ${system}: تُحفظ نسخة من السجلات في الأرشيف الشهري، وتصبح القراءة الحالية هي السابقة، وتُصفَّر القراءة الحالية والمبالغ المدفوعة.`,
  newMonthWarning: 'لا يمكن التراجع عن هذه العملية، وتنتهي معها إمكانية التراجع عن العمليات السابقة.',
  newMonthConfirm: 'بدء الشهر الجديد',
  newMonthStarted: 'تم بدء شهر جديد',
  newMonthStartedIn: (system: string) => `بدأ شهر جديد في ${system}`,
  newMonthFailed: 'فشل في بدء الشهر الجديد',

  // export
  exportTitle: 'تصدير البيانات',
  exportReady: (count: number) => `${countOf(count, customersReady)} للتصدير`,
  exportHelp:
    'يحتوي الملف على سطر العناوين ثم عميل في كل سطر، والعمود newCurrentKwh فارغ لتكتب فيه القراءة الجديدة. القراءة المقدّرة (عداد لم يُقرأ) تحمل «نعم» في العمود بجانبها: previousEstimated أو currentEstimated.',
  exportLoadFailed: 'فشل في جلب بيانات التصدير',
  copyTsv: 'نسخ للصق في Excel',
  downloadCsv: 'تنزيل CSV',
  downloadXlsx: 'تنزيل Excel ‏(xlsx)',
  copied: 'تم النسخ إلى الحافظة',
  copiedText: (count: number) => `نُسخ سطر العناوين و${countOf(count, nouns.customer)}. ألصقها في Excel.`,
  nothingToExport: 'لا توجد بيانات للتصدير',
  copyFailed: 'فشل في نسخ البيانات',
  downloadFailed: 'تعذّر إنشاء الملف',

  // import
  importTitle: 'استيراد القراءات',
  pasteLabel: 'البيانات الملصقة من Excel',
  pastePlaceholder: 'الصق هنا سطر العناوين ثم الصفوف كما نسختها من Excel، أو اختر الملف أدناه',
  fileRead: (name: string) => `قُرئ الملف «${name}»: راجع البيانات ثم اضغط «معاينة»`,
  clearInput: 'مسح البيانات',
  preview: 'معاينة',
  update: 'تحديث القراءات',
  emptyPaste: 'يرجى لصق البيانات أو اختيار ملف',
  parseError: 'خطأ في قراءة البيانات',
  previewFailed: 'فشل في معاينة القراءات',
  updated: 'تم تحديث القراءات',
  updateFailed: 'فشل في تحديث القراءات',
  hideOutcome: 'إخفاء النتيجة',
  previewStale: 'تغيّرت البيانات الملصقة منذ المعاينة: اعرضها من جديد قبل التحديث.',

  // the preview
  previewTitle: 'معاينة الاستيراد',
  previewSummary: (updates: number, skipped: number, warned: number) =>
    [
      `سيتم تحديث ${countOf(updates, customersAfterVerb)}`,
      skipped > 0 ? `وتخطي ${countOf(skipped, lines)}` : null,
      warned > 0 ? `مع ${countOf(warned, warnings)}` : null,
    ]
      .filter(Boolean)
      .join(' ') + '. لم يُكتب شيء بعد.',
  previewTable: 'الصفوف التي ستُحدَّث',
  columns: {
    line: 'الصف',
    customerNumber: 'رقم العميل',
    name: 'الاسم',
    previousKwh: 'القراءة السابقة',
    currentKwh: 'القراءة الحالية',
    consumption: 'الاستهلاك',
  },
  beforeAfter: (before: string, after: string) => `${before} ← ${after}`,
  nothingToUpdate: 'لا يوجد صف سيُحدَّث',
  skippedTitle: 'صفوف مرفوضة (لن تُستورد)',
  warningsTitle: 'تنبيهات (ستُستورد، تحقق منها)',
  lineLabel: (line: number) => `الصف ${line}`,
  boxLabel: (box: string) => `العلبة ${box}`,
  downloadRowsToFix: (count: number) => `تنزيل هذه الصفوف لتصحيحها (${countOf(count, rowsNoun)})`,
  reasonColumn: 'السبب',
  kwh: (value: string) => `${isolateLtr(value)} ك.و.س`,

  // instructions
  instructionsTitle: 'طريقة الاستخدام',
  instructions: [
    'انسخ البيانات أو نزّل الملف من بطاقة التصدير.',
    'ألصقها في Excel (أو افتح الملف).',
    'اكتب القراءة الجديدة لكل عداد في العمود newCurrentKwh، واترك الصف فارغاً إذا لم يُقرأ العداد.',
    'احفظ الملف (xlsx أو ods أو csv أو tsv) واختره أو أفلته في بطاقة الاستيراد، أو انسخ الجدول كاملاً مع سطر العناوين وألصقه فيها.',
    'اضغط «معاينة»: تظهر الصفوف المرفوضة والتنبيهات أولاً برقم الصف كما في الجدول، ويمكن تنزيلها لتصحيحها.',
    'اضغط «تحديث القراءات».',
  ],
  // docs/readings-in-a-month.md: what a shifted reading billed is carried, never lost.
  instructionsResult:
    'تصبح القراءة الحالية هي القراءة السابقة، وتصبح القراءة الجديدة هي القراءة الحالية. العداد الذي لم يُقرأ بعد (قراءته الحالية 0) يحتفظ بقراءته السابقة. وإن كان العداد قد قُرئ هذا الشهر فإن ثمن الكيلوواط الذي فوترته تلك القراءة يُرحَّل إلى الرصيد السابق، فلا يضيع شيء مما فوتر.',
} as const;
