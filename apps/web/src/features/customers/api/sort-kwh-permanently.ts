import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/toast';
import { api, dataOf } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify-failure';
import { kwhMessages as t } from '../messages';
import { invalidateKwhData } from './kwh-query-keys';

/** Stores the display order (box, then name; docs/screens.md#the-customers-screens) used by lists, exports
 * and printing; renumbers nobody; undoable. */
function sortKwhPermanently(system: string) {
  return dataOf(api.POST('/api/{system}-customers/sort-permanently', { params: { path: { system } } }));
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
