import type { BillingSystem } from '../../../lib/billing-systems';
import type { components } from '../../../types/api-schema';
import { deviceStorage as storage, readDeviceJson as readJson } from '../../../lib/device-storage';
import { deviceOutbox } from '../../../lib/offline-outbox';
import { paymentOutbox } from './payment-queue';

export type CollectRoster = components['schemas']['CollectRosterResponse'];

/**
 * What the collector's phone keeps between visits (collection works without a connection):
 * the payments not yet recorded, each system's roster as last downloaded, the systems and the last one
 * chosen. localStorage: a few hundred kilobytes per roster, read synchronously on the first paint.
 */
const QUEUE_KEY = 'kahraba.collect.payments';
const ROSTER_PREFIX = 'kahraba.collect.roster.';
const SYSTEMS_KEY = 'kahraba.collect.systems';
const CHOSEN_SYSTEM_KEY = 'kahraba.collect.system';
const SIGNED_IN_USER_KEY = 'kahraba.collect.user';

/** The payments on this device; throws on write when the device cannot keep them (the payment is then not taken). */
export const devicePaymentQueue = deviceOutbox(QUEUE_KEY, paymentOutbox);

export interface KeptRoster {
  roster: CollectRoster;
  /** When it was downloaded (ISO). */
  savedAt: string;
}

export function keptRoster(system: string): KeptRoster | null {
  const kept = readJson<KeptRoster>(ROSTER_PREFIX + system);
  return kept && Array.isArray(kept.roster?.customers) ? kept : null;
}

/** Keeps the roster for offline search. When the device is full, the other systems' rosters make room;
 * failing that the roster is simply not kept (the screen still has it in memory). */
export function keepRoster(system: string, kept: KeptRoster): void {
  const store = storage();
  if (!store) return;
  const text = JSON.stringify(kept);
  try {
    store.setItem(ROSTER_PREFIX + system, text);
  } catch {
    try {
      for (const key of Object.keys(store)) {
        if (key.startsWith(ROSTER_PREFIX) && key !== ROSTER_PREFIX + system) store.removeItem(key);
      }
      store.setItem(ROSTER_PREFIX + system, text);
    } catch {
      // Not kept: offline search will use an older copy, or none.
    }
  }
}

export function keptSystems(): BillingSystem[] | null {
  const systems = readJson<BillingSystem[]>(SYSTEMS_KEY);
  return Array.isArray(systems) ? systems : null;
}

export function keepSystems(systems: BillingSystem[]): void {
  try {
    storage()?.setItem(SYSTEMS_KEY, JSON.stringify(systems));
  } catch {
    // Not kept: offline the picker offers the systems of the rosters on the device.
  }
}

export function chosenSystem(): string | null {
  return storage()?.getItem(CHOSEN_SYSTEM_KEY) ?? null;
}

export function rememberChosenSystem(system: string): void {
  try {
    storage()?.setItem(CHOSEN_SYSTEM_KEY, system);
  } catch {
    // Only a comfort.
  }
}

/**
 * Who is signed in on this device, as last known: a payment taken offline, before the
 * session could be asked, belongs to them. Forgotten when they sign out.
 */
export function signedInUserOnDevice(): string | null {
  return storage()?.getItem(SIGNED_IN_USER_KEY) ?? null;
}

export function rememberSignedInUser(userId: string | null): void {
  try {
    if (userId === null) storage()?.removeItem(SIGNED_IN_USER_KEY);
    else storage()?.setItem(SIGNED_IN_USER_KEY, userId);
  } catch {
    // Only a comfort: offline, a payment is then kept as taken by no one in particular.
  }
}
