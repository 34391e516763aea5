import type { AmpereSort } from '../../../types/ampere';
import { queryRoots } from '../../../lib/query-keys';

/** Every key starts with the ampere root, so one invalidation refreshes them all. */
export const ampereKeys = {
  all: queryRoots.ampereRecords,
  lists: () => [...queryRoots.ampereRecords, 'list'] as const,
  list: (sort: AmpereSort, query: string) => [...queryRoots.ampereRecords, 'list', sort, query] as const,
  boxes: () => [...queryRoots.ampereRecords, 'boxes'] as const,
  pricing: () => [...queryRoots.ampereRecords, 'pricing'] as const,
  month: () => [...queryRoots.ampereRecords, 'month'] as const,
};
