import { calendarDayIn, DEFAULT_BUSINESS_TIME_ZONE, isLoopbackAddress } from '@kahraba/billing-domain';
import type { components } from '../types/api-schema';

export type AppConfig = components['schemas']['AppConfigResponse'];

/**
 * The deployment's settings as the server answered them (`GET /api/app-config`): the
 * business's time zone every date is shown in, and the address customers reach (PUBLIC_URL). Until
 * it answers, Beirut and no public address. Kept apart from the fetching (app-config.ts) so that the
 * formats every component uses do not depend on the API client.
 */
let current: AppConfig = {
  businessTimeZone: DEFAULT_BUSINESS_TIME_ZONE,
  publicUrl: null,
  publicUrlSource: null,
};

/** What the server answered (app-config.ts); tests set it as the server would answer. */
export function applySettings(config: AppConfig): void {
  current = config;
}

/** The business's time zone (BUSINESS_TIME_ZONE): dates are shown as days and times there. */
export function businessTimeZone(): string {
  return current.businessTimeZone;
}

/** Today (YYYY-MM-DD) in the business's calendar, not the phone's. */
export function businessToday(now: Date = new Date()): string {
  return calendarDayIn(now, current.businessTimeZone);
}

/**
 * The address customers reach (docs/public-address.md): PUBLIC_URL or the one saved in the settings,
 * else this browser's address unless it is this machine itself (localhost, 127.0.0.1): a link a
 * customer's phone cannot open is never sent, so then null.
 */
export function customerFacingOrigin(): string | null {
  return current.publicUrl ?? customerFacingBrowserOrigin();
}

/** This browser's address, when a customer's phone could open it; null for localhost and 127.0.0.1. */
export function customerFacingBrowserOrigin(): string | null {
  const origin = window.location.origin;
  return isLoopbackAddress(origin) ? null : origin;
}
