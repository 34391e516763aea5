import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** One customer as exported for the meter readers (issue 8 §3 Readings), in display order. */
export interface ReadingExportRow {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  previousKwh: number;
  currentKwh: number;
  /** Always '': the column the operator fills in Excel. */
  newCurrentKwh: string;
}

const exportUrl = (system: string) => `/api/${system}-customers/export-for-readings`;

export const readingExportQueryOptions = (system: string) =>
  queryOptions({
    queryKey: [exportUrl(system)] as const,
    queryFn: ({ signal }) => apiGet<ReadingExportRow[]>(exportUrl(system), { signal }),
  });

/** The rows of `system` ready to export (spec 001 §7: GET /api/{system}-customers/export-for-readings). */
export function useReadingExport(system: string) {
  return useQuery(readingExportQueryOptions(system));
}
