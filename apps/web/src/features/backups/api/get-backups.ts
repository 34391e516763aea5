import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type BackupList = components['schemas']['BackupListResponse'];
export type Backup = components['schemas']['BackupResponse'];

export const backupsQueryKey = ['/api/backups'] as const;

const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupsQueryKey,
    queryFn: ({ signal }) => dataOf(api.GET('/api/backups', { signal })),
  });

/** `GET /api/backups` (administrators): the folder, the nightly time and the backups, newest first. */
export function useBackups() {
  return useQuery({ ...backupsQueryOptions(), refetchOnMount: 'always' });
}

/** Where the browser downloads a backup (the session cookie goes along). */
export function backupDownloadUrl(name: string): string {
  return `/api/backups/${encodeURIComponent(name)}`;
}
