import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateAmpereData } from '../../../lib/query-keys';
import { ampereMessages as t } from '../messages';
import type { AmperePricing } from './get-pricing';

export function updateAllPrices(pricing: AmperePricing): Promise<{ message: string; updated: number }> {
  return apiRequest('PATCH', '/api/ampere-records/update-all-prices', pricing);
}

export function useUpdateAllPrices({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllPrices,
    onSuccess: ({ message }) => {
      toast({ variant: 'success', title: t.pricesUpdated, description: message });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pricesFailed),
    onSettled: () => invalidateAmpereData(queryClient),
  });
}
