/**
 * Work a phone keeps until the server has it (the collector's payments, the reader's readings): each
 * operation is kept on the device first, with its client id, then sent in the order it was taken, so
 * sending it again (a lost answer, a second tab, a reload mid-sync) gives back what the server already
 * has, never a second one. A refused one is kept aside with the server's reason until the person
 * dismisses it; the last accepted ones are listed. Pure: no storage, no network.
 */

/** What every kept entry carries: the client id its operation is sent with. */
export interface Kept {
  clientId: string;
}

/** An operation waiting on the device: its client id and the request that will be sent. */
export interface Operation extends Kept {
  request: object;
}

/** Refused by the server (a 4xx): kept aside with its reason, never dropped by a sync. */
type Refused<Item> = Item & { status: number; reason: string };

/**
 * The outbox as stored on the device: what waits (oldest first, the order it is sent in), what was
 * refused, and the last accepted ones, newest first, under the use's own name (`recorded` payments,
 * `applied` readings), so that what phones already keep reads back unchanged.
 */
export type Outbox<Item extends Operation, Accepted extends Kept, List extends string> = {
  waiting: Item[];
  refused: Refused<Item>[];
} & Record<List, Accepted[]>;

/** What became of one attempt to send an operation. */
export type SendOutcome<Answer> =
  | { kind: 'accepted'; answer: Answer }
  | { kind: 'refused'; status: number; reason: string }
  /** No connection, the server failing (5xx) or busy (408, 429): try again later. */
  | { kind: 'unreachable' }
  /** The session is gone (401), or the server waits for another user: stop and keep everything. */
  | { kind: 'signed-out' };

/** A failed answer's meaning: a refusal of this operation (kept aside), or a reason to try later. */
export function outcomeOfStatus(status: number, reason: string): SendOutcome<never> {
  if (status === 401) return { kind: 'signed-out' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'unreachable' };
  return { kind: 'refused', status, reason };
}

export interface ReplayResult {
  accepted: number;
  refused: number;
  /** Stopped before the end: no connection or no session (the rest wait, in order). */
  interrupted: boolean;
  /** Stopped because the session is gone: no retry until the person signs in again. */
  signedOut: boolean;
}

/** Where the outbox is kept (the device's storage; a plain variable in tests). Read afresh at each
 * step, so an operation taken (or a refusal dismissed) while a replay runs is never overwritten. */
export interface OutboxStore<State> {
  read(): State;
  write(state: State): void;
}

export interface ReplayOptions<Item> {
  /** The clock of the accepted entries. */
  now?: () => Date;
  /** Which waiting operations this replay sends (the others keep their place); all by default. */
  mayReplay?: (item: Item) => boolean;
}

/** What one use keeps (a payment, a reading): the name and length of its accepted list, and how an
 * accepted entry is made from the operation and the server's answer. */
export interface OutboxKind<Item extends Operation, Answer, Accepted extends Kept, List extends string> {
  acceptedList: List;
  /** How many accepted operations the device lists. */
  keep: number;
  accepted(item: Item, answer: Answer, now: Date): Accepted;
  /** Whether a stored entry (with its client id and request) is a whole operation, or a whole accepted
   * one: damaged entries are left out when read. */
  isItem(stored: Record<string, unknown>): boolean;
  isAccepted?(stored: Record<string, unknown>): boolean;
}

export interface OutboxRules<Item extends Operation, Answer, Accepted extends Kept, List extends string> {
  readonly empty: Outbox<Item, Accepted, List>;
  acceptedOf(state: Outbox<Item, Accepted, List>): Accepted[];
  /** Adds an operation at the end of the line; the same client id twice is one operation. */
  enqueue(state: Outbox<Item, Accepted, List>, item: Item): Outbox<Item, Accepted, List>;
  /** The state after one attempt to send the waiting operation `clientId`. */
  settle(
    state: Outbox<Item, Accepted, List>,
    clientId: string,
    outcome: SendOutcome<Answer>,
    now: Date,
  ): Outbox<Item, Accepted, List>;
  /**
   * Sends the waiting operations one by one, oldest first (those taken meanwhile too). An accepted one
   * (201, or 200 for a client id the server already has) leaves the line; a refused one is kept aside
   * with its reason and the next is sent; at the first unreachable answer the replay stops and the
   * rest keep their place. Each outcome is written before the next operation goes out.
   */
  replay(
    store: OutboxStore<Outbox<Item, Accepted, List>>,
    send: (item: Item) => Promise<SendOutcome<Answer>>,
    options?: ReplayOptions<Item>,
  ): Promise<ReplayResult>;
  /** The outbox as stored (JSON text, or nothing yet); damaged text reads as empty lists rather than
   * breaking the screen. */
  parse(text: string | null): Outbox<Item, Accepted, List>;
}

export function defineOutbox<Item extends Operation, Answer, Accepted extends Kept, List extends string>(
  kind: OutboxKind<Item, Answer, Accepted, List>,
): OutboxRules<Item, Answer, Accepted, List> {
  type State = Outbox<Item, Accepted, List>;
  const stateOf = (waiting: Item[], refused: Refused<Item>[], accepted: Accepted[]) =>
    ({ waiting, refused, [kind.acceptedList]: accepted }) as State;
  const acceptedOf = (state: State): Accepted[] => (state as Record<List, Accepted[]>)[kind.acceptedList];

  const settle = (state: State, clientId: string, outcome: SendOutcome<Answer>, now: Date): State => {
    const item = state.waiting.find((waiting) => waiting.clientId === clientId);
    if (!item || outcome.kind === 'unreachable' || outcome.kind === 'signed-out') return state;
    const waiting = state.waiting.filter((other) => other.clientId !== clientId);
    if (outcome.kind === 'refused') {
      const refused = { ...item, status: outcome.status, reason: outcome.reason };
      return stateOf(waiting, [...state.refused, refused], acceptedOf(state));
    }
    const accepted = [kind.accepted(item, outcome.answer, now), ...acceptedOf(state)].slice(0, kind.keep);
    return stateOf(waiting, state.refused, accepted);
  };

  const empty = stateOf([], [], []);
  return {
    empty,
    acceptedOf,
    enqueue(state, item) {
      const known = [...state.waiting, ...state.refused, ...acceptedOf(state)].some(
        (other) => other.clientId === item.clientId,
      );
      return known ? state : stateOf([...state.waiting, item], state.refused, acceptedOf(state));
    },
    settle,
    async replay(store, send, { now = () => new Date(), mayReplay = () => true } = {}) {
      const tried = new Set<string>();
      let accepted = 0;
      let refused = 0;
      for (;;) {
        const item = store
          .read()
          .waiting.find((waiting) => !tried.has(waiting.clientId) && mayReplay(waiting));
        if (!item) return { accepted, refused, interrupted: false, signedOut: false };
        tried.add(item.clientId);
        const outcome = await send(item);
        if (outcome.kind === 'unreachable' || outcome.kind === 'signed-out') {
          return { accepted, refused, interrupted: true, signedOut: outcome.kind === 'signed-out' };
        }
        store.write(settle(store.read(), item.clientId, outcome, now()));
        if (outcome.kind === 'accepted') accepted += 1;
        else refused += 1;
      }
    },
    parse(text) {
      if (!text) return empty;
      let stored: unknown;
      try {
        stored = JSON.parse(text);
      } catch {
        return empty;
      }
      if (!isObject(stored)) return empty;
      const isItem = (item: Record<string, unknown>) =>
        hasClientId(item) && isObject(item.request) && kind.isItem(item);
      return stateOf(
        listOf<Item>(stored.waiting, isItem),
        listOf<Refused<Item>>(stored.refused, isItem),
        listOf<Accepted>(
          stored[kind.acceptedList],
          (item) => hasClientId(item) && (kind.isAccepted?.(item) ?? true),
        ),
      );
    },
  };
}

/** The person has read a refusal and takes it off the device (it was never accepted). */
export function dismissRefused<State extends { refused: Kept[] }>(state: State, clientId: string): State {
  return { ...state, refused: state.refused.filter((refused) => refused.clientId !== clientId) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasClientId = (item: Record<string, unknown>) => typeof item.clientId === 'string';

function listOf<T>(value: unknown, isItem: (item: Record<string, unknown>) => boolean): T[] {
  return Array.isArray(value) ? (value.filter((item) => isObject(item) && isItem(item)) as T[]) : [];
}
