import { useQueryClient } from '@tanstack/react-query';
import { useRestoreArchived } from '../../../components/archive';
import { api, dataOf } from '../../../lib/api-client';
import { invalidateSystemData } from '../../../lib/query-keys';
import type { components } from '../../../types/api-schema';

/** The restored customer: back in the live list with a new number. */
export type RestoredKwhCustomer = components['schemas']['KwhCustomerResponse'];

/** `POST /api/{system}-archived/{id}/restore` (a new customer number, docs/screens.md#undo-and-restore). */
function restoreArchivedKwhCustomer(system: string, id: string): Promise<RestoredKwhCustomer> {
  return dataOf(api.POST('/api/{system}-archived/{id}/restore', { params: { path: { system, id } } }));
}

export function useRestoreArchivedKwhCustomer(system: string) {
  const queryClient = useQueryClient();
  return useRestoreArchived({
    restore: (id: string) => restoreArchivedKwhCustomer(system, id),
    onSettled: () => invalidateSystemData(queryClient, system),
  });
}
