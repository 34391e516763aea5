import type { QueryClient } from '@tanstack/react-query';
import { invalidateSystemData } from '../../../lib/query-keys';

/** The customers' address of a system: `/api/mahmoud-kwh-customers`. */
export function customersUrl(system: string, rest = ''): string {
  return `/api/${encodeURIComponent(system)}-customers${rest}`;
}

/** Every key of a system starts with its customers' address, so that one invalidation (this screen's,
 * the readings screen's, the archive's) refreshes its lists, summary, price, month and invoices. */
export const kwhKeys = {
  all: (system: string) => [customersUrl(system)] as const,
  summary: (system: string) => [customersUrl(system), 'summary'] as const,
  groupPrice: (system: string) => [customersUrl(system), 'group-price'] as const,
  invoice: (system: string, id: string) => [customersUrl(system), 'invoice', id] as const,
};

/** After any change to a system's customers: its lists, month and invoices, and its archive. */
export function invalidateKwhData(queryClient: QueryClient, system: string): Promise<void> {
  return invalidateSystemData(queryClient, system);
}
