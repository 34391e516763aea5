import { queryOptions, useQuery } from '@tanstack/react-query';
import { customersPath } from '../../../config/api-paths';
import { api, dataOf } from '../../../lib/api-client';
import { printInvoicesQueryOptions } from '../../../lib/print/print-invoices';
import type { PrintCandidate } from '../lib/print-filters';

const printCandidatesQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [customersPath(type), 'print-candidates'] as const,
    queryFn: async ({ signal }): Promise<PrintCandidate[]> => {
      if (type === 'ampere') {
        const records = await dataOf(api.GET('/api/ampere-records', { signal }));
        return records.map(({ id, customerNumber, name, box, outstandingBalance, isPaid }) => ({
          id,
          customerNumber,
          name,
          box,
          amount: outstandingBalance,
          isPaid,
        }));
      }
      const customers = await dataOf(
        api.GET('/api/{system}-customers', { params: { path: { system: type } }, signal }),
      );
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
