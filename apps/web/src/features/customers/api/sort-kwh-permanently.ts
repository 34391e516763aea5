import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { apiRequest } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import type { components } from '../../../types/api-schema';
import { kwhMessages as t } from '../messages';
import { customersUrl, invalidateKwhData } from './kwh-query-keys';

/** Stores the display order (box, then name; docs/screens.md#the-customers-screens) used by lists, exports
 * and printing; renumbers nobody; undoable. */
export function sortKwhPermanently(system: string) {
  return apiRequest<components['schemas']['KwhSortResponse']>(
    'POST',
    customersUrl(system, '/sort-permanently'),
  );
}

export function useSortKwhPermanently(system: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sortKwhPermanently(system),
    onSuccess: () => toast({ variant: 'success', title: t.sorted }),
    onError: (error) => notifyFailure(error, t.sortFailed),
    onSettled: () => invalidateKwhData(queryClient, system),
  });
}
