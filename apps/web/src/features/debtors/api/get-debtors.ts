import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type Debtors = components['schemas']['DebtorsResponse'];
export type Debtor = components['schemas']['DebtorResponse'];
export type DebtBox = components['schemas']['DebtBoxTotalsResponse'];

/** The list's filters as the address keeps them (docs/debtors.md#the-list). */
export interface DebtorsFilters {
  system?: string;
  box?: string;
  minMonths?: string;
}

function queryOf(filters: DebtorsFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The CSV or xlsx download of the same filters. */
export function debtorsDownloadUrl(filters: DebtorsFilters, format: 'csv' | 'xlsx'): string {
  const search = new URLSearchParams(queryOf(filters)).toString();
  return `/api/debtors.${format}${search ? `?${search}` : ''}`;
}

export const DEBTORS_KEY = '/api/debtors';

const debtorsQueryOptions = (filters: DebtorsFilters) =>
  queryOptions({
    queryKey: [DEBTORS_KEY, queryOf(filters)] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/debtors', { params: { query: queryOf(filters) }, signal })),
    retry: false,
    placeholderData: keepPreviousData,
  });

/** `GET /api/debtors`: who owes, with the totals by age. */
export function useDebtors(filters: DebtorsFilters) {
  return useQuery(debtorsQueryOptions(filters));
}

/** A debtor's key in a selection and a run: system and customer id. */
export function debtorKey(debtor: { system: string; customerId: string }): string {
  return `${debtor.system}/${debtor.customerId}`;
}
