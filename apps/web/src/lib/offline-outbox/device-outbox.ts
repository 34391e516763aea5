import { deviceStorage } from '../device-storage';
import type {
  Kept,
  Operation,
  Outbox,
  OutboxRules,
  OutboxStore,
  ReplayOptions,
  ReplayResult,
  SendOutcome,
} from './outbox';
import { dismissRefused } from './outbox';

type Listener = () => void;

/** An outbox kept on the phone (localStorage, read synchronously on the first paint) that every tab of
 * the device sees change: another tab's writes arrive through the `storage` event. */
export interface DeviceOutbox<Item extends Kept, Answer, State> extends OutboxStore<State> {
  /** Throws when the device cannot keep it (storage full or disabled): the work is then not taken. */
  write(state: State): void;
  subscribe(listener: Listener): () => void;
  /** Keeps an operation at the end of the line; throws when the device cannot keep it. */
  enqueue(item: Item): void;
  dismissRefused(clientId: string): void;
  /** One replay at a time: a second call waits for the first, then sends whatever still waits. */
  replay(
    send: (item: Item) => Promise<SendOutcome<Answer>>,
    options?: ReplayOptions<Item>,
  ): Promise<ReplayResult>;
}

/** The outbox kept under `key`, parsed once per change of its text (a stable object for React). */
export function deviceOutbox<Item extends Operation, Answer, Accepted extends Kept, List extends string>(
  key: string,
  rules: OutboxRules<Item, Answer, Accepted, List>,
): DeviceOutbox<Item, Answer, Outbox<Item, Accepted, List>> {
  const listeners = new Set<Listener>();
  let cachedText: string | null | undefined;
  let cached = rules.empty;
  let running: Promise<ReplayResult> | null = null;
  const outbox: DeviceOutbox<Item, Answer, Outbox<Item, Accepted, List>> = {
    read() {
      const text = deviceStorage()?.getItem(key) ?? null;
      if (text !== cachedText) {
        cachedText = text;
        cached = rules.parse(text);
      }
      return cached;
    },
    write(state) {
      const store = deviceStorage();
      if (!store) throw new Error('localStorage is not available');
      store.setItem(key, JSON.stringify(state));
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
    enqueue(item) {
      outbox.write(rules.enqueue(outbox.read(), item));
    },
    dismissRefused(clientId) {
      outbox.write(dismissRefused(outbox.read(), clientId));
    },
    replay(send, options) {
      const run = (running ?? Promise.resolve(null))
        .catch(() => null)
        .then(() => rules.replay(outbox, send, options));
      running = run;
      void run.finally(() => {
        if (running === run) running = null;
      });
      return run;
    },
  };
  return outbox;
}
