import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { AmpereInvoice } from '../../../types/ampere';

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.ampereRecords, 'invoice', id],
    queryFn: ({ signal }) =>
      apiGet<AmpereInvoice>(`/api/ampere-records/${encodeURIComponent(id)}/invoice`, { signal }),
  });

/** One customer's invoice. */
export function useInvoice(id: string) {
  return useQuery({ ...invoiceQueryOptions(id), enabled: id !== '' });
}
