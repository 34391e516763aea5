import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { paths } from '../types/api-schema';
import { ApiError, api, dataOf, publicApi } from './api-client';

/** ['/api/ampere-records', 12] -> '/api/ampere-records/12' (the key parts joined with '/'). */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const parts = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number');
  return '/' + parts.join('/').replace(/^\/+/, '');
}

/** The API's paths that answer a GET. */
type ReadablePath = {
  [Path in keyof paths]: paths[Path] extends { get: object } ? Path : never;
}[keyof paths];

/** The default reader: GET on the query key, JSON answer. A 401 is an error (and sends the user to
 * login) unless `on401: 'returnNull'`, for reads where signed out is a normal answer. The key's address
 * is built at run time, so it is one of the API's GET paths only by the keys' convention and its answer
 * is not typed: a screen's query brings its own typed reader. */
export function getQueryFn({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<unknown> {
  const client = on401 === 'returnNull' ? publicApi : api;
  return async ({ queryKey, signal }) => {
    try {
      return await dataOf(client.GET(urlFromQueryKey(queryKey) as ReadablePath, { signal }));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** Data never goes stale by itself, no refetch on focus, no polling, no retries
 * (docs/screens.md#talking-to-the-server). Screens refresh by invalidating after their own writes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
