/**
 * What a phone keeps between visits, for the screens that work without a connection (/collect,
 * /read): localStorage, read synchronously on the first paint. The work not yet sent is kept by the
 * offline outbox (lib/offline-outbox).
 */
export function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDeviceJson<T>(key: string): T | null {
  const text = deviceStorage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
