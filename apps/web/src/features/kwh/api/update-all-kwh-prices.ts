import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

export type KwhPriceChangeResult = components['schemas']['KwhPriceChangeResponse'];

/** One price per kWh for every customer of the system, one undoable batch. */
export function updateAllKwhPrices(system: string, pricePerKwh: number) {
  return apiRequest<KwhPriceChangeResult>('PATCH', customersUrl(system, '/update-all-prices'), {
    pricePerKwh,
  });
}

export function useUpdateAllKwhPrices(system: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricePerKwh: number) => updateAllKwhPrices(system, pricePerKwh),
    onSuccess: ({ updated }) => {
      toast({ variant: 'success', title: t.pricesUpdated, description: t.pricesSummary(updated) });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pricesFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
