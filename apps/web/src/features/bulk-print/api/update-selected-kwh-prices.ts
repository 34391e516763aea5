import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { invalidateSystemData } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';
import { kwhBulkPrintMessages as t } from '../messages';

type KwhPriceChangeResult = components['schemas']['KwhPriceChangeResponse'];

/** Whole pounds per kWh (> 0) for the chosen customers; the server converts them at the stored rate
 * (half away from zero, 4 decimals). */
export type SelectedLbpPrice = Required<
  Pick<components['schemas']['UpdateKwhPricesDto'], 'pricePerKwhLbp' | 'ids'>
>;

/** The chosen customers' price per kWh typed in LBP, one undoable batch (docs/metered-group-price.md). */
function updateSelectedKwhPrices(system: string, body: SelectedLbpPrice): Promise<KwhPriceChangeResult> {
  return dataOf(
    api.PATCH('/api/{system}-customers/update-all-prices', { params: { path: { system } }, body }),
  );
}

export function useUpdateSelectedKwhPrices(system: string, { onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectedLbpPrice) => updateSelectedKwhPrices(system, body),
    onSuccess: ({ updated }) => {
      toast({ variant: 'success', title: t.pricesUpdated, description: t.pricesSummary(updated) });
      onSuccess?.();
    },
    onError: (error) => notifyFailure(error, t.pricesFailed),
    // The list refreshes with the new amounts (and every other screen of the group).
    onSettled: () => invalidateSystemData(queryClient, system),
  });
}
