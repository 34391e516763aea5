import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { keepRoster, keptRoster, type CollectRoster } from '../lib/collect-device-store';
import { isConnectionError } from './connection-error';

/** Every key starts with the roster's path: the payments sent from the device refresh them all. */
export const collectRosterKeys = {
  all: ['/api/collect/customers'] as const,
  roster: (system: string) => ['/api/collect/customers', system] as const,
};

export interface RosterOnDevice {
  roster: CollectRoster;
  savedAt: string;
  /** Read from the device because the server could not be reached. */
  offline: boolean;
}

/** The system's roster from the server (kept on the device for next time), or the kept one offline. */
async function getCollectRoster(system: string, signal?: AbortSignal): Promise<RosterOnDevice> {
  try {
    const roster = await dataOf(api.GET('/api/collect/customers', { params: { query: { system } }, signal }));
    const savedAt = new Date().toISOString();
    keepRoster(system, { roster, savedAt });
    return { roster, savedAt, offline: false };
  } catch (error) {
    const kept = isConnectionError(error) ? keptRoster(system) : null;
    if (kept) return { ...kept, offline: true };
    throw error;
  }
}

type RosterKey = ReturnType<typeof collectRosterKeys.roster>;

const collectRosterQueryOptions = (system: string) =>
  queryOptions<RosterOnDevice, Error, RosterOnDevice, RosterKey>({
    queryKey: collectRosterKeys.roster(system),
    queryFn: ({ signal }): Promise<RosterOnDevice> => getCollectRoster(system, signal),
    // Asked even without a connection: the answer then comes from the device.
    networkMode: 'always',
    // Fresh on every visit and when the phone comes back to the screen (the server answers 304 when
    // nothing changed), so another collector's payments show.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // The kept copy paints at once; the server's answer replaces it.
    placeholderData: (): RosterOnDevice | undefined => {
      const kept = keptRoster(system);
      return kept ? { ...kept, offline: true } : undefined;
    },
  });

export function useCollectRoster(system: string | null) {
  return useQuery({ ...collectRosterQueryOptions(system ?? ''), enabled: Boolean(system) });
}
