import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../messages';
import type { AmperePrices } from './get-pricing';

export interface PriceChange extends AmperePrices {
  /** issue 6: re-price the customers with a price of their own too (omitted: they keep it). */
  includeCustomPrices?: boolean;
}

export interface PriceChangeResult {
  message: string;
  /** Customers whose price changed. */
  updated: number;
  /** Customers who kept a price of their own. */
  keptCustom: number;
}

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
