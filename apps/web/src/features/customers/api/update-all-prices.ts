import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { customersApi } from './customers-api';

type Schemas = components['schemas'];

/** The new prices of a kind: the flat global and low prices and whether customers with a price
 * of their own are re-priced too; or one price per kWh, in dollars or in pounds converted by the server
 * at the stored rate (docs/metered-group-price.md). */
export type PriceChange = Schemas['UpdatePricesDto'] | { pricePerKwh: number } | { pricePerKwhLbp: number };

/** How many customers were re-priced (and, flat, how many kept a price of their own). */
export type PriceChangeResult = Schemas['PriceChangeResponse'] | Schemas['KwhPriceChangeResponse'];

/** Every customer of the system re-priced, one undoable batch. */
function updateAllPrices(system: string, change: PriceChange): Promise<PriceChangeResult> {
  if ('globalPrice' in change) {
    return dataOf(api.PATCH('/api/ampere-records/update-all-prices', { body: change }));
  }
  return dataOf(
    api.PATCH('/api/{system}-customers/update-all-prices', { params: { path: { system } }, body: change }),
  );
}

export function useUpdateAllPrices(
  system: string,
  t: {
    pricesUpdated: string;
    pricesSummary: (updated: number, keptCustom: number) => string;
    pricesFailed: string;
  },
  { onSuccess }: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PriceChange) => updateAllPrices(system, change),
    onSuccess: (result) => {
      const keptCustom = 'keptCustom' in result ? result.keptCustom : 0;
      toast({
        variant: 'success',
        title: t.pricesUpdated,
        description: t.pricesSummary(result.updated, keptCustom),
      });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pricesFailed),
    onSettled: () => customersApi(system).invalidate(queryClient),
  });
}
