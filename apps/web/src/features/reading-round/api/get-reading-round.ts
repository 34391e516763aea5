import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, dataOf } from '../../../lib/api-client';
import { keepRound, keptRound, type ReadingRound } from '../lib/reading-device-store';

/** Every key starts with the round's root: one invalidation reaches every system and every boxes choice. */
export const readingRoundKeys = {
  all: ['reading-round'] as const,
  round: (system: string, boxes: readonly string[] | null) =>
    ['reading-round', system, boxes?.join(',') ?? null] as const,
};

export interface RoundOnDevice {
  round: ReadingRound;
  savedAt: string;
  /** Read from the device because the server could not be reached. */
  offline: boolean;
}

const isConnectionError = (error: unknown) =>
  error instanceof ApiError ? error.status >= 500 : error instanceof TypeError;

/** `GET /api/{system}-customers/reading-round?boxes=…` (kept on the device), or the kept one offline. */
async function getReadingRound(
  system: string,
  boxes: readonly string[] | null,
  signal?: AbortSignal,
): Promise<RoundOnDevice> {
  const query = { boxes: boxes === null ? undefined : boxes.join(',') };
  try {
    const round = await dataOf(
      api.GET('/api/{system}-customers/reading-round', { params: { path: { system }, query }, signal }),
    );
    const savedAt = new Date().toISOString();
    if (boxes !== null) keepRound(system, boxes, { round, savedAt });
    return { round, savedAt, offline: false };
  } catch (error) {
    const kept = boxes !== null && isConnectionError(error) ? keptRound(system, boxes) : null;
    if (kept) return { ...kept, offline: true };
    throw error;
  }
}

const readingRoundQueryOptions = (system: string, boxes: readonly string[] | null) =>
  queryOptions<RoundOnDevice, Error, RoundOnDevice, readonly [string, string, string | null]>({
    queryKey: readingRoundKeys.round(system, boxes),
    queryFn: ({ signal }): Promise<RoundOnDevice> => getReadingRound(system, boxes, signal),
    networkMode: 'always',
    staleTime: 0,
    placeholderData: (): RoundOnDevice | undefined => {
      const kept = boxes === null ? null : keptRound(system, boxes);
      return kept ? { ...kept, offline: true } : undefined;
    },
  });

export function useReadingRound(system: string | null, boxes: readonly string[] | null) {
  return useQuery({ ...readingRoundQueryOptions(system ?? '', boxes), enabled: Boolean(system) });
}
