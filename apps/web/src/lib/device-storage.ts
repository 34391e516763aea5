/**
 * What a phone keeps between visits, for the screens that work without a connection (/collect,
 * /read): localStorage, read synchronously on the first paint, and a queue of work not yet sent that
 * every tab of the device sees change (another tab's writes arrive through the `storage` event).
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

type Listener = () => void;

export interface DeviceQueue<Queue> {
  read(): Queue;
  /** Throws when the device cannot keep it (storage full or disabled): the work is then not taken. */
  write(queue: Queue): void;
  subscribe(listener: Listener): () => void;
}

/** A queue kept under `key`, parsed once per change of its text (a stable object for React). */
export function deviceQueue<Queue>(key: string, parse: (text: string | null) => Queue): DeviceQueue<Queue> {
  const listeners = new Set<Listener>();
  let cachedText: string | null | undefined;
  let cachedQueue: Queue;
  return {
    read() {
      const text = deviceStorage()?.getItem(key) ?? null;
      if (text !== cachedText) {
        cachedText = text;
        cachedQueue = parse(text);
      }
      return cachedQueue;
    },
    write(queue) {
      const store = deviceStorage();
      if (!store) throw new Error('localStorage is not available');
      store.setItem(key, JSON.stringify(queue));
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
