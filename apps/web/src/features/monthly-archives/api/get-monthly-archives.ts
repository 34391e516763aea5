import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type MonthlyArchivePage = components['schemas']['MonthlyArchivePageResponse'];
export type MonthlySnapshot = components['schemas']['MonthlySnapshotResponse'];
export type MonthlyArchiveTotals = components['schemas']['MonthlyArchiveTotalsResponse'];

export interface MonthlyArchiveFilter {
  month: string;
  system: string;
  q: string;
  page: number;
}

const ROOT = ['/api/monthly-archives'] as const;

const monthlyArchivesKeys = {
  all: ROOT,
  months: [...ROOT, 'months'] as const,
  list: (filter: MonthlyArchiveFilter) => [...ROOT, filter] as const,
};

/** GET /api/monthly-archives?month=&system=&q=&page= (one bounded page, totals per month). */
function getMonthlyArchives(filter: MonthlyArchiveFilter, signal?: AbortSignal): Promise<MonthlyArchivePage> {
  const query = {
    month: filter.month || undefined,
    system: filter.system || undefined,
    q: filter.q.trim() || undefined,
    page: filter.page > 1 ? filter.page : undefined,
  };
  return dataOf(api.GET('/api/monthly-archives', { params: { query }, signal }));
}

export function useMonthlyArchives(filter: MonthlyArchiveFilter) {
  return useQuery(
    queryOptions({
      queryKey: monthlyArchivesKeys.list(filter),
      queryFn: ({ signal }) => getMonthlyArchives(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/monthly-archives/months: every archived month, newest first ('YYYY-MM'). */
export function useArchivedMonths() {
  return useQuery({
    queryKey: monthlyArchivesKeys.months,
    queryFn: ({ signal }) => dataOf(api.GET('/api/monthly-archives/months', { signal })),
  });
}
