import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { pricingMessages as t } from '../messages';
import type { SubscriptionPricing } from './get-subscription-pricing';
import { invalidateAfterPricing } from './pricing-query-keys';

/** The stored map and how many metered customers' live month was re-computed. */
export type SubscriptionPricingChange = components['schemas']['SubscriptionPricingChangeResponse'];

/** The whole map: an amperage left out has no price any more. */
function updateSubscriptionPricing(pricing: SubscriptionPricing) {
  return dataOf(api.POST('/api/subscription-pricing', { body: { pricing } }));
}

/** Saves the fee map (admin); the toast's titles, and how many customers' bills changed. */
export function useUpdateSubscriptionPricing({
  onSuccess,
}: { onSuccess?: (change: SubscriptionPricingChange) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptionPricing,
    onSuccess: (change) => {
      toast({
        variant: 'success',
        title: t.pricingUpdatedTitle,
        description: `${t.pricingUpdated}. ${t.customersChanged(change.customersUpdated)}`,
      });
      onSuccess?.(change);
    },
    onError: (error) => notifyFailure(error, t.pricingFailedTitle, t.pricingFailed),
    onSettled: () => invalidateAfterPricing(queryClient),
  });
}
