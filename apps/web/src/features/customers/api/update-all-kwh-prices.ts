import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../kwh-messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

export type KwhPriceChangeResult = components['schemas']['KwhPriceChangeResponse'];

/** The new price per kWh: in dollars, or in pounds converted by the server at the stored rate. */
export type KwhNewPrice = { pricePerKwh: number } | { pricePerKwhLbp: number };

/** One price per kWh for every customer of the system, one undoable batch. */
export function updateAllKwhPrices(system: string, price: KwhNewPrice) {
  return apiRequest<KwhPriceChangeResult>('PATCH', customersUrl(system, '/update-all-prices'), price);
}

export function useUpdateAllKwhPrices(system: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (price: KwhNewPrice) => updateAllKwhPrices(system, price),
    onSuccess: ({ updated }) => {
      toast({ variant: 'success', title: t.pricesUpdated, description: t.pricesSummary(updated) });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pricesFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
