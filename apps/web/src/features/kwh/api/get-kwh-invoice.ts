import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { customersUrl, kwhKeys } from './kwh-query-keys';

/** The invoice of a kWh customer as the server computes it (issue 8 §3). */
export interface KwhInvoice {
  companyInfo: {
    name: string;
    registrationNumber: string;
    phone: string;
    phone2: string;
    lookupNote: string;
  };
  invoiceNumber: string;
  invoiceDate: string;
  monthLabel: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  previousKwh: number;
  currentKwh: number;
  consumption: number;
  pricePerKwh: number;
  energyAmount: number;
  subscriptionFee: number;
  baseAmount: number;
  vatAmount: number;
  totalAmount: number;
  baseAmountLbp: number;
  vatAmountLbp: number;
  totalAmountLbp: number;
  exchangeRateUsed: number;
  amountPaid: number;
  remainingAmount: number;
  isPaid: boolean;
}

export const kwhInvoiceQueryOptions = (system: string, id: string) =>
  queryOptions({
    queryKey: kwhKeys.invoice(system, id),
    queryFn: ({ signal }) =>
      apiGet<KwhInvoice>(customersUrl(system, `/${encodeURIComponent(id)}/invoice`), { signal }),
  });

export function useKwhInvoice(system: string, id: string) {
  return useQuery({ ...kwhInvoiceQueryOptions(system, id), enabled: id !== '' });
}
