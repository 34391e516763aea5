import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
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

const paymentsReportKeys = {
  all: ['/api/payments/report'] as const,
  report: (question: PaymentsReportQuestion) => ['/api/payments/report', question] as const,
};

/** GET /api/payments/report: the same question as the downloads, in the same order. */
function getPaymentsReport(
  { from, to, by, system }: PaymentsReportQuestion,
  signal?: AbortSignal,
): Promise<PaymentsReport> {
  const query = { from, to, by, system: system || undefined };
  return dataOf(api.GET('/api/payments/report', { params: { query }, signal }));
}

const paymentsReportQueryOptions = (question: PaymentsReportQuestion) =>
  queryOptions({
    queryKey: paymentsReportKeys.report(question),
    queryFn: ({ signal }) => getPaymentsReport(question, signal),
    // A refused question (a start after the end) is the operator's to fix, not to retry.
    retry: false,
    placeholderData: keepPreviousData,
  });

export function usePaymentsReport(question: PaymentsReportQuestion) {
  return useQuery(paymentsReportQueryOptions(question));
}
