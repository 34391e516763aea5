import { BillingSystem } from '@kahraba/billing-domain';
import { kwhInvoicePath, kwhSystemPath } from '../../../config/metered-system-paths';
import { paths } from '../../../config/route-paths';

/**
 * The customer's invoice page: the live month's, or a closed month's reprinted from the monthly
 * archive (`&month=YYYY-MM`, docs/printing.md), the same page and sheet a closed month prints on.
 */
export function invoicePathOf(system: string, id: string, closedMonth?: string): string {
  const live =
    system === BillingSystem.ampere.id
      ? `${paths.invoice}?id=${encodeURIComponent(id)}`
      : kwhInvoicePath(system, id);
  return closedMonth ? `${live}&month=${encodeURIComponent(closedMonth)}` : live;
}

/** The customers screen the customer is listed on. */
export function customersScreenOf(system: string): string {
  return system === BillingSystem.ampere.id ? paths.ampere : kwhSystemPath(system);
}
