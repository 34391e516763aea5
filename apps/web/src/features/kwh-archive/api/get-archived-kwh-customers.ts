import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { archivedCustomersPath } from '../../../config/api-paths';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

/** A deleted kWh customer as `GET /api/{system}-archived` answers: the live view's fields, with when and
 * why it was deleted. Amounts come from the server. */
export type ArchivedKwhCustomer = components['schemas']['ArchivedKwhCustomerResponse'];

/** Every key starts with the system's archive path, so the system's writes refresh them
 * (`invalidateSystemData`). */
const archivedKwhCustomerKeys = {
  all: (system: string) => [archivedCustomersPath(system)] as const,
  list: (system: string, query: string) => [archivedCustomersPath(system), query] as const,
};

/** The deleted customers of a kWh system, or those matching `q` (`…/search?q=`); a search answer that is
 * not an array is an empty list. */
async function getArchivedKwhCustomers(
  system: string,
  q: string,
  signal?: AbortSignal,
): Promise<ArchivedKwhCustomer[]> {
  const path = { system };
  const found = q
    ? await dataOf(api.GET('/api/{system}-archived/search', { params: { path, query: { q } }, signal }))
    : await dataOf(api.GET('/api/{system}-archived', { params: { path }, signal }));
  return Array.isArray(found) ? found : [];
}

const archivedKwhCustomersQueryOptions = (system: string, query: string) =>
  queryOptions({
    queryKey: archivedKwhCustomerKeys.list(system, query.trim()),
    queryFn: ({ signal }) => getArchivedKwhCustomers(system, query.trim(), signal),
    placeholderData: keepPreviousData,
  });

/** The deleted customers of a kWh system, or those matching `query`. */
export function useArchivedKwhCustomers(system: string, query: string) {
  return useQuery(archivedKwhCustomersQueryOptions(system, query));
}
