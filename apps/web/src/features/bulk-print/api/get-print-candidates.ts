import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { printInvoicesQueryOptions } from '../../../lib/print/print-invoices';
import type { AmpereRecord } from '../../../types/ampere';
import type { KwhCustomer } from '../../../types/kwh';
import type { PrintCandidate } from '../lib/print-filters';

/** The bulk print lists are /api/ampere-records for ampere, /api/{type}-customers else. */
function candidatesUrl(type: string): string {
  return type === 'ampere' ? '/api/ampere-records' : `/api/${encodeURIComponent(type)}-customers`;
}

export const printCandidatesQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [candidatesUrl(type), 'print-candidates'] as const,
    queryFn: async ({ signal }): Promise<PrintCandidate[]> => {
      if (type === 'ampere') {
        const records = await apiGet<AmpereRecord[]>(candidatesUrl(type), { signal });
        return records.map(({ id, customerNumber, name, box, outstandingBalance, isPaid }) => ({
          id,
          customerNumber,
          name,
          box,
          amount: outstandingBalance,
          isPaid,
        }));
      }
      const customers = await apiGet<KwhCustomer[]>(candidatesUrl(type), { signal });
      return customers.map(({ id, customerNumber, name, box, outstandingBalance, isPaid }) => ({
        id,
        customerNumber,
        name,
        box,
        amount: outstandingBalance,
        isPaid,
      }));
    },
  });

/** The live customers of a type as the selection screen filters them: amount is what each owes, the
 * previous balance included (docs/printing.md), not this month's charges alone. */
export function usePrintCandidates(type: string) {
  return useQuery({ ...printCandidatesQueryOptions(type), enabled: type !== '' });
}

/** docs/printing.md: the customers a closed month billed, as its close left them (what each owed then),
 * read through the one print call that prints them; `closedMonth` '' asks nothing. */
export function useClosedMonthCandidates(type: string, closedMonth: string) {
  return useQuery({
    ...printInvoicesQueryOptions({ type, closedMonth }),
    enabled: type !== '' && closedMonth !== '',
    select: (invoices): PrintCandidate[] =>
      invoices.map(({ statement: { id, customerNumber, name, box, totalDue, isPaid } }) => ({
        id,
        customerNumber,
        name,
        box,
        amount: totalDue,
        isPaid,
      })),
  });
}
