import type { BackupDataSummary } from '@kahraba/persistence';

/** A file size for people: كيلوبايت or ميغابايت. */
export function describeSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} كيلوبايت`;
  return `${(bytes / 1024 / 1024).toFixed(1)} ميغابايت`;
}

/** What a restored database holds, one line each. */
export function describeData(summary: BackupDataSummary): string[] {
  return [
    ...summary.customers.map((system) => `العملاء في ${system.name}: ${system.count}`),
    `الدفعات: ${summary.payments}`,
    `آخر دفعة: ${summary.lastPaymentAt ?? 'لا يوجد'}`,
  ];
}
