import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ReadingExportRow } from '@kahraba/billing-domain';

const exportUrl = (system: string) => `/api/${system}-customers/export-for-readings`;

export const readingExportQueryOptions = (system: string) =>
  queryOptions({
    queryKey: [exportUrl(system)] as const,
    queryFn: ({ signal }) => apiGet<ReadingExportRow[]>(exportUrl(system), { signal }),
  });

/** The rows of `system` ready to export (numbers as numbers, newCurrentKwh blank): GET
 * /api/{system}-customers/export-for-readings. */
export function useReadingExport(system: string) {
  return useQuery(readingExportQueryOptions(system));
}
