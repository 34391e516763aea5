import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { pricingMessages as t } from '../messages';
import { invalidateAfterPricing } from './pricing-query-keys';

/** The rate saved and how many metered customers' live month was re-computed. */
export type ExchangeRateChange = components['schemas']['ExchangeRateChangeResponse'];

function updateExchangeRate(usdToLbp: number) {
  return dataOf(api.POST('/api/exchange-rate', { body: { usdToLbp } }));
}

/** Saves the rate (admin): one batch re-computing every metered customer's live month. */
export function useUpdateExchangeRate({
  onSuccess,
}: { onSuccess?: (change: ExchangeRateChange) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExchangeRate,
    onSuccess: (change) => {
      toast({
        variant: 'success',
        title: t.rateUpdated,
        description: t.customersChanged(change.customersUpdated),
      });
      onSuccess?.(change);
    },
    onError: (error) => notifyFailure(error, t.rateFailed),
    onSettled: () => invalidateAfterPricing(queryClient),
  });
}
