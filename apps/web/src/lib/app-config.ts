import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from './api-client';
import { applySettings } from './app-settings';

/** `GET /api/app-config`: read once at start, kept in app-settings.ts for every format. */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/app-config'] as const,
    queryFn: async ({ signal }) => {
      const config = await dataOf(api.GET('/api/app-config', { signal }));
      applySettings(config);
      return config;
    },
    staleTime: Infinity,
  });

/** The settings for a screen that shows them (the QR page says when PUBLIC_URL is unset). */
export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}

/** Reads the settings once at start; a failure keeps the defaults (the page still works). */
export function loadAppConfig(): Promise<void> {
  return dataOf(api.GET('/api/app-config')).then(applySettings, () => undefined);
}
