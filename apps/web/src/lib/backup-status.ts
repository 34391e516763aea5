import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../types/api-schema';
import { api, dataOf } from './api-client';
import { queryRoots } from './query-keys';

export type BackupProblem = components['schemas']['BackupProblemResponse'];

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.backupStatus,
    queryFn: ({ signal }) => dataOf(api.GET('/api/backups/status', { signal })),
  });

/** `GET /api/backups/status`: when the newest verified backup was taken (docs/backups.md) and what is wrong
 * with the backups now, in the server's Arabic (docs/backups.md). Fresh on every visit. */
export function useBackupStatus() {
  return useQuery({ ...backupStatusQueryOptions(), refetchOnMount: 'always' });
}
