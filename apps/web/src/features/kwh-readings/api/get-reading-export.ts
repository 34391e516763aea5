import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersPath } from '../../../config/api-paths';
import { api, dataOf } from '../../../lib/api-client';

const readingExportQueryOptions = (system: string) =>
  queryOptions({
    queryKey: [`${customersPath(system)}/export-for-readings`] as const,
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/{system}-customers/export-for-readings', { params: { path: { system } }, signal }),
      ),
  });

/** The rows of `system` ready to export (numbers as numbers, newCurrentKwh blank): GET
 * /api/{system}-customers/export-for-readings. */
export function useReadingExport(system: string) {
  return useQuery(readingExportQueryOptions(system));
}
