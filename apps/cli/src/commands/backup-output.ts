import { businessTimeZone } from '@kahraba/api';
import { businessWallClock } from '@kahraba/billing-domain';
import type { BackupDataSummary } from '@kahraba/persistence';

/** An instant as the business's clock reads it: 2026-11-26 03:00. */
export function businessTime(iso: string): string {
  const clock = businessWallClock(new Date(iso), businessTimeZone());
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

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
    `آخر دفعة: ${summary.lastPaymentAt ? businessTime(summary.lastPaymentAt) : 'لا يوجد'}`,
  ];
}
