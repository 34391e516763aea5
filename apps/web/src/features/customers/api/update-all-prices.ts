import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';
import { ampereMessages as t } from '../ampere-messages';

/** The new prices, and (issue 6) whether customers with a price of their own are re-priced too. */
export type PriceChange = components['schemas']['UpdatePricesDto'];

/** How many customers were re-priced, and how many kept a price of their own. */
export type PriceChangeResult = components['schemas']['PriceChangeResponse'];

export function updateAllPrices(change: PriceChange): Promise<PriceChangeResult> {
  return apiRequest<PriceChangeResult>('PATCH', '/api/ampere-records/update-all-prices', change);
}

export function useUpdateAllPrices({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllPrices,
    onSuccess: ({ updated, keptCustom }) => {
      toast({
        variant: 'success',
        title: t.pricesUpdated,
        description: t.pricesSummary(updated, keptCustom),
      });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pricesFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
