import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { ampereKeys } from './ampere-query-keys';

export interface LiveMonth {
  system: string;
  /** YYYY-MM */
  liveMonth: string;
  /** 'تشرين الثاني 2026' */
  label: string;
  /** The month a close opens, YYYY-MM. */
  nextMonth: string;
  /** 'كانون الأول 2026' */
  nextLabel: string;
}

export const liveMonthQueryOptions = () =>
  queryOptions({
    queryKey: ampereKeys.month(),
    queryFn: ({ signal }) => apiGet<LiveMonth>('/api/ampere-records/month', { signal }),
  });

export function useLiveMonth() {
  return useQuery(liveMonthQueryOptions());
}
