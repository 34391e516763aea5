import { calendarDayIn, DEFAULT_BUSINESS_TIME_ZONE } from '@kahraba/billing-domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../types/api-schema';
import { apiGet } from './api-client';

export type AppConfig = components['schemas']['AppConfigResponse'];

/**
 * The deployment's settings (`GET /api/app-config`, issue 22): the business's time zone every date is
 * shown in, and the address customers reach (PUBLIC_URL) that links and QR codes for customers use.
 * Read once at start (loadAppConfig); until it answers, Beirut and no public address.
 */
let current: AppConfig = { businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE, publicUrl: null };

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/app-config'] as const,
    queryFn: async ({ signal }) => {
      const config = await apiGet<AppConfig>('/api/app-config', { signal });
      current = config;
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
  return apiGet<AppConfig>('/api/app-config').then(
    (config) => {
      current = config;
    },
    () => undefined,
  );
}

/** The business's time zone (BUSINESS_TIME_ZONE): dates are shown as days and times there. */
export function businessTimeZone(): string {
  return current.businessTimeZone;
}

/** Today (YYYY-MM-DD) in the business's calendar, not the phone's. */
export function businessToday(now: Date = new Date()): string {
  return calendarDayIn(now, current.businessTimeZone);
}

/** The address customers reach: PUBLIC_URL, else this browser's address (what an operator browses from). */
export function customerFacingOrigin(): string {
  return current.publicUrl ?? window.location.origin;
}

/** For tests: the settings as the server would answer them. */
export function setAppConfigForTests(config: AppConfig): void {
  current = config;
}
