import type { QueryClient } from '@tanstack/react-query';
import { customersPath } from '../../../config/api-paths';
import { customerKeys, invalidateSystemData } from '../../../lib/query-keys';

/** Every key of a system starts with its customers' address, so that one invalidation (this screen's,
 * the readings screen's, the archive's) refreshes its lists, summary, price, month and invoices. */
export const kwhKeys = {
  all: customerKeys.all,
  summary: (system: string) => [customersPath(system), 'summary'] as const,
  groupPrice: (system: string) => [customersPath(system), 'group-price'] as const,
  invoice: (system: string, id: string) => [customersPath(system), 'invoice', id] as const,
};

/** After any change to a system's customers: its lists, month and invoices, and its archive. */
export function invalidateKwhData(queryClient: QueryClient, system: string): Promise<void> {
  return invalidateSystemData(queryClient, system);
}
