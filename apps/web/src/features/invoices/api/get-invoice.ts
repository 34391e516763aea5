import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.ampereRecords, 'invoice', id],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/ampere-records/{id}/invoice', { params: { path: { id } }, signal })),
  });

/** One customer's invoice. */
export function useInvoice(id: string) {
  return useQuery({ ...invoiceQueryOptions(id), enabled: id !== '' });
}
