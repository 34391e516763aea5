import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';

const complianceQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['/api/compliance', month, ''] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/compliance', { params: { query: { month } }, signal })),
  });

/** The month's bills above the official tariff (docs/official-tariff.md#compliance), for the dashboard. */
export function useComplianceCount(month: string) {
  return useQuery({
    ...complianceQueryOptions(month),
    select: (compliance) => (compliance.tariff ? compliance.totals.billsExceeding : null),
  });
}
