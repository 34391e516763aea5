import { countOf } from '../../lib/arabic-plural';

/** Arabic texts of the debtors page and its reminder runs (docs/debtors.md). */
export const debtorsMessages = {
  title: 'المدينون',
  subtitle: 'من عليه دين في كل الأنظمة ومنذ كم شهراً، بالدولار والليرة من كشف الحساب',
  backHome: 'العودة إلى الصفحة الرئيسية',
  loading: 'جارٍ تحميل المدينين…',
  loadFailed: 'تعذّر تحميل قائمة المدينين',
  filtersLabel: 'تصفية المدينين',
  system: 'النظام',
  allSystems: 'كل الأنظمة',
  box: 'الصندوق',
  boxHint: 'اتركه فارغاً لكل الصناديق',
  minMonths: 'مدة الدين',
  anyAge: 'كل الديون',
  monthsOrMore: (months: number) =>
    `${countOf(months, { one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهراً', other: 'شهر' })} أو أكثر`,
  show: 'عرض',
  totalsHeading: 'المجاميع حسب عمر الدين',
  listHeading: 'القائمة',
  downloadCsv: 'تنزيل CSV',
  downloadXlsx: 'تنزيل Excel',
  print: 'طباعة حسب الصندوق',
  none: 'لا يوجد مدينون بهذه الشروط',
  columns: {
    choose: 'اختيار',
    system: 'النظام',
    customerNumber: 'رقم المشترك',
    name: 'الاسم',
    box: 'الصندوق',
    phone: 'الهاتف',
    totalDue: 'المستحق بالدولار',
    totalDueLbp: 'المستحق بالليرة',
    months: 'عمر الدين',
    lastPayment: 'آخر دفعة',
    lastReminder: 'آخر تذكير',
    action: 'إجراء',
  },
  chooseCustomer: (name: string) => `اختيار ${name}`,
  months: (months: number) =>
    months === 0
      ? 'هذا الشهر'
      : countOf(months, { one: 'شهر واحد', two: 'شهران', few: 'أشهر', many: 'شهراً', other: 'شهر' }),
  never: '—',
  noBox: 'بلا صندوق',
  selectAll: 'تحديد الكل',
  clearSelection: 'إلغاء التحديد',
  chosen: (count: number) => `المحدَّدون: ${count}`,
  skipWithin: 'تخطي من ذُكّر خلال',
  days: (days: number) =>
    days === 0
      ? 'لا تخطي'
      : countOf(days, { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يوماً', other: 'يوم' }),
  startRun: 'بدء جولة تذكير',
  runStarting: 'جارٍ تحضير الجولة…',
  runFailed: 'تعذّر بدء جولة التذكير',
  runHeading: 'جولة التذكير',
  runSummary: (toRemind: number, skipped: number, reminded: number) =>
    `للتذكير: ${toRemind} · متخطّى: ${skipped} · تم تذكيرهم: ${reminded}`,
  runPosition: (position: number, count: number) => `الزبون ${position} من ${count}`,
  openWhatsApp: 'فتح واتساب',
  reminded: 'تم التذكير',
  skipped: (reason: string) => `متخطّى: ${reason}`,
  next: 'التالي',
  previous: 'السابق',
  closeRun: 'إنهاء الجولة',
  runDone: 'انتهت الجولة',
  markFailed: 'تعذّر تسجيل التذكير',
  printTitle: (box: string) => `المدينون — صندوق ${box}`,
  printTotal: 'مجموع الصندوق',
  // docs/debtors.md#the-cut-off-list
  cutOffMark: 'مقطوع',
} as const;
