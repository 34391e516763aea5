import { BillingSystem } from '@kahraba/billing-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';

export type CustomerHistory = components['schemas']['CustomerHistoryResponse'];
export type HistoryMonth = components['schemas']['CustomerHistoryMonthResponse'];

function fetchCustomerHistory(system: string, id: string, signal?: AbortSignal): Promise<CustomerHistory> {
  return system === BillingSystem.ampere.id
    ? dataOf(api.GET('/api/ampere-records/{id}/history', { params: { path: { id } }, signal }))
    : dataOf(api.GET('/api/{system}-customers/{id}/history', { params: { path: { system, id } }, signal }));
}

const customerHistoryQueryOptions = (system: string, id: string) =>
  queryOptions({
    // Under the system's customers, so that a change to them reads the history afresh.
    queryKey: [...customerKeys.all(system), id, 'history'],
    queryFn: ({ signal }) => fetchCustomerHistory(system, id, signal),
  });

/** A customer's months, newest first (docs/customer-history.md). */
export function useCustomerHistory(system: string, id: string) {
  return useQuery({ ...customerHistoryQueryOptions(system, id), enabled: system !== '' && id !== '' });
}
