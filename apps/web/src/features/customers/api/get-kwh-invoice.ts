import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { components } from '../../../types/api-schema';
import { customersUrl, kwhKeys } from './kwh-query-keys';

/** The invoice of a kWh customer as the server computes it (issue 8 §3). */
export type KwhInvoice = components['schemas']['KwhInvoiceResponse'];

export const kwhInvoiceQueryOptions = (system: string, id: string) =>
  queryOptions({
    queryKey: kwhKeys.invoice(system, id),
    queryFn: ({ signal }) =>
      apiGet<KwhInvoice>(customersUrl(system, `/${encodeURIComponent(id)}/invoice`), { signal }),
  });

export function useKwhInvoice(system: string, id: string) {
  return useQuery({ ...kwhInvoiceQueryOptions(system, id), enabled: id !== '' });
}
