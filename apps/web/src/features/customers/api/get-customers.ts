import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { AmpereSort } from '../../../types/ampere';
import { customersApi, isFlatSystem, type CustomerList } from './customers-api';

/** A search answer that is not an array is an empty list. */
const rowsOf = <Row>(found: Row[] | undefined): Row[] => (Array.isArray(found) ? found : []);

/** A system's live customers, or those matching `q` at `…/search?q=` (the server matches Arabic-normalised
 * name, number, box and address); the flat system's in the chosen order, a metered group's in its stored
 * order. */
async function getCustomers(
  system: string,
  q: string,
  sort: AmpereSort | undefined,
  signal?: AbortSignal,
): Promise<CustomerList> {
  const search = q || undefined;
  if (isFlatSystem(system)) {
    const rows = search
      ? await dataOf(
          api.GET('/api/ampere-records/search', { params: { query: { q: search, sort } }, signal }),
        )
      : await dataOf(api.GET('/api/ampere-records', { params: { query: { sort } }, signal }));
    return { tariff: 'flat', rows: rowsOf(rows) };
  }
  const path = { system };
  const rows = search
    ? await dataOf(
        api.GET('/api/{system}-customers/search', { params: { path, query: { q: search } }, signal }),
      )
    : await dataOf(api.GET('/api/{system}-customers', { params: { path }, signal }));
  return { tariff: 'metered', rows: rowsOf(rows) };
}

const customersQueryOptions = (system: string, query: string, sort?: AmpereSort) =>
  queryOptions({
    queryKey: customersApi(system).keys.list(query.trim(), sort),
    queryFn: ({ signal }) => getCustomers(system, query.trim(), sort, signal),
    // Keep showing the previous rows while the next search runs.
    placeholderData: keepPreviousData,
  });

/** `rowsOf` reads the rows of the page's kind (`CustomerListKind.rowsOf`). */
export function useCustomers<T>(
  system: string,
  query: string,
  sort: AmpereSort | undefined,
  rowsOf: (list: CustomerList) => readonly T[],
) {
  return useQuery({ ...customersQueryOptions(system, query, sort), select: rowsOf });
}
