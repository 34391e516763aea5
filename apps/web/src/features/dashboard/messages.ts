import { countOf } from '../../lib/arabic-plural';

/** Arabic texts of the system dashboard. */
export const dashboardMessages = {
  title: 'لوحة معلومات النظام',
  subtitle: 'مجاميع المبالغ والأمبيرات واستهلاك الكيلوواط في كل الأنظمة للشهر الحالي',
  backHome: 'العودة إلى الصفحة الرئيسية',
  loading: 'جارٍ تحميل البيانات…',
  loadFailed: 'خطأ في تحميل البيانات',
  pendingLink: 'طلبات الاشتراك',
  // docs/official-tariff.md#compliance: this month's bills above the official tariff
  complianceLink: 'فواتير تتجاوز التسعيرة الرسمية',
  qrCodes: 'رموز QR',
  pendingCount: (count: number) =>
    count === 0
      ? 'لا توجد طلبات قيد الانتظار'
      : `${countOf(count, { one: 'طلب واحد', two: 'طلبان', few: 'طلبات', many: 'طلباً', other: 'طلب' })} قيد الانتظار`,
  grandTotals: 'المجموع الكلي',
  lastVerifiedBackup: (hours: number) =>
    `آخر نسخة احتياطية متحقق منها: ${
      hours === 0
        ? 'قبل أقل من ساعة'
        : `قبل ${countOf(hours, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' })}`
    }`,
  noVerifiedBackup: 'لا توجد نسخة احتياطية متحقق منها',
  backupsLink: 'النسخ الاحتياطية',
  rate: (rate: string) => `المبالغ بالليرة على سعر صرف ${rate} للدولار`,
  figures: {
    totalAmount: 'إجمالي المبلغ',
    totalPaid: 'المحصّل',
    totalAmpere: 'إجمالي الأمبير',
    totalKwh: 'إجمالي الكيلوواط',
    totalCustomers: 'عدد العملاء',
    recordCount: 'عدد السجلات',
    arrearsCarried: 'المتأخرات المرحّلة',
  },
  /** What the last month close carried into the live month (a credit counts negative). */
  arrearsCarriedHint: 'ما رحّله إغلاق الشهر الأخير إلى الشهر الحالي من أرصدة غير مدفوعة',
  // docs/debtors.md#the-dashboard
  debtAgesHeading: 'أعمار الديون',
  debtorsLink: 'قائمة المدينين',
  systemsHeading: 'الأنظمة',
  recordsHint: 'العملاء الحاليون مع سجلات الأرشيف الشهري',
  chartsHeading: 'المفوتر والمحصّل',
  liveChart: 'المفوتر مقابل المحصّل لكل نظام في الشهر الحالي',
  historyChart: 'المفوتر والمحصّل والمتأخرات المرحّلة عند كل إغلاق في آخر 12 شهراً مغلقاً (من الأرشيف الشهري)',
  noHistory: 'لا توجد أشهر مغلقة في الأرشيف الشهري بعد',
  billed: 'المفوتر',
  collected: 'المحصّل',
  carried: 'المتأخرات المرحّلة',
  chartsLoading: 'جارٍ تحميل الرسوم البيانية…',
  system: 'النظام',
  month: 'الشهر',
  kwhUnit: 'ك.و.س',
  // docs/generator-economics.md: the generator's last twelve months
  economicsHeading: 'اقتصاد المولد',
  economicsLink: 'سجل المولد',
  costPerKwhChart: 'كلفة إنتاج الكيلوواط بالدولار في آخر 12 شهراً',
  profitChart: 'ربح الشهر بالدولار في آخر 12 شهراً: على المقبوض وعلى المفوتر',
  costPerKwh: 'كلفة الكيلوواط',
  profitOnCollected: 'الربح على المقبوض',
  profitOnBilled: 'الربح على المفوتر',
} as const;
