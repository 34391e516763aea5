import type { DemoReport } from '@kahraba/api';
import { BillingSystem, countOf, CUSTOMERS_AFTER_PREPOSITION, Month } from '@kahraba/billing-domain';

/** What `billing demo` tells a person of the business it built: its systems by their Arabic names. */
export function demoSummaryLines(report: DemoReport): string[] {
  const total = Object.values(report.customers).reduce((sum, count) => sum + count, 0);
  const systems = Object.entries(report.customers)
    .map(([system, count]) => `${BillingSystem.parse(system).arabicName} ${count}`)
    .join('، ');
  const closed = report.closedMonths.map((month) => Month.parse(month).label()).join('، ') || 'لا شيء';
  return [
    `بُني مثال لعمل فيه ${countOf(total, CUSTOMERS_AFTER_PREPOSITION)}: ${systems}`,
    `الأشهر المغلقة: ${closed}؛ الشهر الحالي ${Month.parse(report.liveMonth).label()}`,
    ...(report.admin.created ? [`المدير الأول: ${report.admin.email}`] : []),
    ...(report.admin.generatedPassword
      ? [`كلمة المرور المولدة (تظهر مرة واحدة): ${report.admin.generatedPassword}`]
      : []),
  ];
}
