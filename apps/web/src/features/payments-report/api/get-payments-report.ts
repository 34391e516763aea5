import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';

export type PaymentsReport = components['schemas']['PaymentsReportResponse'];
export type PaymentsReportTotals = components['schemas']['PaymentsReportTotalsResponse'];
export type BoxCollection = components['schemas']['BoxCollectionResponse'];
export type PaymentsReportGroup = components['schemas']['PaymentsReportGroup'];

/** The report's question as the address keeps it: the days (both included), the grouping, a system or all. */
export interface PaymentsReportQuestion {
  from: string;
  to: string;
  by: PaymentsReportGroup;
  system?: string;
}

function searchOf(question: PaymentsReportQuestion): string {
  const query = new URLSearchParams({ from: question.from, to: question.to, by: question.by });
  if (question.system) query.set('system', question.system);
  return query.toString();
}

/** GET /api/payments/report, or its CSV / xlsx download (the same question). */
export function paymentsReportUrl(question: PaymentsReportQuestion, format?: 'csv' | 'xlsx'): string {
  return `/api/payments/report${format ? `.${format}` : ''}?${searchOf(question)}`;
}

const paymentsReportQueryOptions = (question: PaymentsReportQuestion) =>
  queryOptions({
    queryKey: ['/api/payments/report', question] as const,
    queryFn: ({ signal }) => apiGet<PaymentsReport>(paymentsReportUrl(question), { signal }),
    // A refused question (a start after the end) is the operator's to fix, not to retry.
    retry: false,
    placeholderData: keepPreviousData,
  });

export function usePaymentsReport(question: PaymentsReportQuestion) {
  return useQuery(paymentsReportQueryOptions(question));
}
