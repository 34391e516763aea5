import { countOf } from '../../lib/arabic-plural';
import type { PaymentsReportGroup } from './api/get-payments-report';

/** Arabic texts of the collection report. */
export const paymentsReportMessages = {
  title: 'تقرير التحصيل',
  // a collector's own report
  ownTitle: 'تحصيلاتي',
  ownSubtitle: 'الدفعات التي قبضتها أنت في الفترة: حسب اليوم والنظام وطريقة الدفع',
  subtitle: 'ما قُبض في الفترة: حسب اليوم والجابي والنظام وطريقة الدفع، وما بقي في كل صندوق',
  backHome: 'العودة إلى الصفحة الرئيسية',
  filters: 'فترة التقرير',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  system: 'النظام',
  allSystems: 'كل الأنظمة',
  show: 'عرض',
  thisMonth: 'هذا الشهر',
  groupsLabel: 'تجميع الدفعات',
  groups: {
    day: 'حسب اليوم',
    collector: 'حسب الجابي',
    system: 'حسب النظام',
    method: 'حسب طريقة الدفع',
    box: 'حسب الصندوق',
  } satisfies Record<PaymentsReportGroup, string>,
  groupColumn: {
    day: 'اليوم',
    collector: 'الجابي',
    system: 'النظام',
    method: 'طريقة الدفع',
    box: 'الصندوق',
  } satisfies Record<PaymentsReportGroup, string>,
  count: 'عدد الدفعات',
  totalUsd: 'المجموع بالدولار',
  usdReceived: 'المقبوض بالدولار',
  lbpReceived: 'المقبوض بالليرة',
  total: 'المجموع',
  totalsHeading: 'المجموع في الفترة',
  paymentsCount: (count: number) =>
    count === 0
      ? 'لا دفعات'
      : countOf(count, { one: 'دفعة واحدة', two: 'دفعتان', few: 'دفعات', many: 'دفعةً', other: 'دفعة' }),
  rowsLabel: 'الدفعات المجمّعة',
  empty: 'لا توجد دفعات في هذه الفترة',
  loading: 'جارٍ تحميل التقرير…',
  loadFailed: 'تعذّر تحميل تقرير التحصيل',
  downloadCsv: 'تنزيل CSV',
  downloadXlsx: 'تنزيل Excel',
  boxesHeading: 'الصناديق في الشهر الحالي',
  boxesNote:
    'فواتير الشهر الحالي لكل صندوق، وما قُبض منها، وما بقي على زبائنه (مع المتأخرات السابقة؛ رصيد زبون دافع أكثر لا يُنقص دين غيره).',
  boxesLabel: 'الصناديق',
  boxesEmpty: 'لا يوجد زبائن في الشهر الحالي',
  box: 'الصندوق',
  noBox: 'بلا صندوق',
  billed: 'فواتير الشهر',
  collected: 'المقبوض منها',
  outstanding: 'المتبقي',
} as const;
