import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { AmpereInvoice } from '../../../types/ampere';

const boxInvoicesQueryOptions = (boxes: readonly string[]) => {
  const chosen = [...boxes].sort();
  return queryOptions({
    queryKey: [...queryRoots.ampereRecords, 'invoices', ...chosen.map((box) => `box:${box}`)],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(chosen.map((box) => ['box', box]));
      return apiGet<AmpereInvoice[]>(`/api/ampere-records/invoices?${query.toString()}`, { signal });
    },
  });
};

/** The invoices of every customer in `boxes`, in print order. */
export function useBoxInvoices(boxes: readonly string[]) {
  return useQuery({ ...boxInvoicesQueryOptions(boxes), enabled: boxes.length > 0 });
}
