import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type BackupStatus = components['schemas']['BackupStatusResponse'];

export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/backups/status'] as const,
    queryFn: ({ signal }) => apiGet<BackupStatus>('/api/backups/status', { signal }),
  });

/** `GET /api/backups/status`: when the newest verified backup was taken (issue 17). */
export function useBackupStatus() {
  return useQuery({ ...backupStatusQueryOptions(), refetchOnMount: 'always' });
}
