import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../api-client';
import type { components } from '../../types/api-schema';

/** Whom to print and, optionally, the month printed on the invoices or a closed month to print again
 * (POST /api/print-invoices, docs/printing.md). */
export type PrintInvoicesRequest = components['schemas']['PrintInvoicesDto'];

/** One invoice of a print sheet, the same shape for ampere and every metered group. */
export type PrintInvoiceResponse = components['schemas']['PrintInvoiceResponse'];

function fetchPrintInvoices(
  request: PrintInvoicesRequest,
  signal?: AbortSignal,
): Promise<PrintInvoiceResponse[]> {
  return dataOf(api.POST('/api/print-invoices', { body: request, signal }));
}

export const printInvoicesQueryOptions = (request: PrintInvoicesRequest) =>
  queryOptions({
    queryKey: ['/api/print-invoices', request] as const,
    queryFn: ({ signal }) => fetchPrintInvoices(request, signal),
    // A print run reads once: no refetch on focus while the print dialog comes and goes.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
    // …and is not kept once no page shows it: the next print (an invoice opened again after an edit)
    // reads the bill as it is then.
    gcTime: 0,
  });

/** The invoices of the customers chosen, in print order (box, then customer number), as the server
 * built them; `enabled: false` until the selection is known. */
export function usePrintInvoices(
  request: PrintInvoicesRequest,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...printInvoicesQueryOptions(request), enabled });
}
