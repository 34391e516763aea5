import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { systemsInOrder, type BillingSystem } from '../../../lib/billing-systems';
import { keepSystems, keptSystems } from '../lib/collect-device-store';
import { isConnectionError } from './connection-error';

/** `GET /api/billing-systems` (a group added as data is offered without code), kept for offline use. */
async function getCollectSystems(signal?: AbortSignal): Promise<BillingSystem[]> {
  try {
    const systems = systemsInOrder(await dataOf(api.GET('/api/billing-systems', { signal })));
    keepSystems(systems);
    return systems;
  } catch (error) {
    const kept = isConnectionError(error) ? keptSystems() : null;
    if (kept) return kept;
    throw error;
  }
}

export function useCollectSystems() {
  return useQuery<BillingSystem[], Error, BillingSystem[], readonly [string, string]>({
    queryKey: ['/api/billing-systems', 'collect'] as const,
    queryFn: ({ signal }): Promise<BillingSystem[]> => getCollectSystems(signal),
    networkMode: 'always',
    placeholderData: (): BillingSystem[] | undefined => keptSystems() ?? undefined,
  });
}
