import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type AuditLogPage = components['schemas']['AuditLogPageResponse'];
export type AuditEntry = components['schemas']['AuditEntryResponse'];

/** The filter as the URL keeps it; empty values are left out. */
export interface AuditLogFilter {
  action?: string;
  userId?: string;
  from?: string;
  to?: string;
  page?: number;
}

function auditLogUrl(filter: AuditLogFilter): string {
  const query = new URLSearchParams();
  for (const key of ['action', 'userId', 'from', 'to'] as const) {
    if (filter[key]) query.set(key, filter[key]);
  }
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  const text = query.toString();
  return text ? `/api/audit-log?${text}` : '/api/audit-log';
}

const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: ['/api/audit-log', filter] as const,
    queryFn: ({ signal }) => apiGet<AuditLogPage>(auditLogUrl(filter), { signal }),
    // Paging keeps the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** Newest first, 50 a page (administrators only: 403 for an operator, 400 in Arabic for a bad filter). */
export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQueryOptions(filter));
}
