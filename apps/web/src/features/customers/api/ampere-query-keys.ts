import { queryRoots } from '../../../lib/query-keys';

/** Every key starts with the ampere root, so one invalidation refreshes them all. */
export const ampereKeys = {
  all: queryRoots.ampereRecords,
  boxes: () => [...queryRoots.ampereRecords, 'boxes'] as const,
  pricing: () => [...queryRoots.ampereRecords, 'pricing'] as const,
};
