import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { kwhKeys } from './kwh-query-keys';

/** The group's four summary figures, computed by the server over all its customers. */
export type KwhSummary = components['schemas']['KwhSummaryResponse'];

const kwhSummaryQueryOptions = (system: string) =>
  queryOptions({
    queryKey: kwhKeys.summary(system),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/{system}-customers/summary', { params: { path: { system } }, signal })),
  });

export function useKwhSummary(system: string) {
  return useQuery(kwhSummaryQueryOptions(system));
}
