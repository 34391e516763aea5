import type { QueryClient } from '@tanstack/react-query';
import { archivedCustomersPath, customersPath } from '../config/api-paths';

/** Roots of the cached server data that several screens show. A write invalidates every root whose
 * data it may change, so no screen keeps showing stale records. */
export const queryRoots = {
  ampereRecords: ['/api/ampere-records'] as const,
  archivedRecords: ['/api/archived-records'] as const,
  tableView: ['/api/table-view'] as const,
  // the record tables of the two box groups (/api/mahmoud-records, /api/baydawi-records)
  recordTables: ['/api/record-tables'] as const,
  tableConfig: ['/api/table-config'] as const,
  companyProfile: ['/api/company-profile'] as const,
  // the ledger (a customer's history, one payment's receipt)
  payments: ['/api/payments'] as const,
  // docs/backups.md: the dashboard's backup line and the backups screen's alert
  backupStatus: ['/api/backups/status'] as const,
};

/** The cached answers about a system's customers: every key starts with its customers' path
 * (config/api-paths.ts), so the invalidations below reach each one. */
export const customerKeys = {
  all: (system: string) => [customersPath(system)] as const,
  month: (system: string) => [customersPath(system), 'month'] as const,
};

/** After any change to ampere customers: their lists, boxes, invoices, the archive, the main table and
 * the record tables. */
export function invalidateAmpereData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.ampereRecords }),
    queryClient.invalidateQueries({ queryKey: queryRoots.archivedRecords }),
    queryClient.invalidateQueries({ queryKey: queryRoots.tableView }),
    queryClient.invalidateQueries({ queryKey: queryRoots.recordTables }),
    // A save of the table settings is announced on the ampere stream too.
    queryClient.invalidateQueries({ queryKey: queryRoots.tableConfig }),
  ]).then(() => undefined);
}

/** After any change to a kWh system's customers (import, undo, month close, restore): every cached
 * answer of that system's calls, `/api/{system}-customers…` and `/api/{system}-archived…`. */
export function invalidateSystemData(queryClient: QueryClient, system: string): Promise<void> {
  const prefixes = [customersPath(system), archivedCustomersPath(system)];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      prefixes.some((prefix) => (queryKey[0] as string).startsWith(prefix)),
  });
}
