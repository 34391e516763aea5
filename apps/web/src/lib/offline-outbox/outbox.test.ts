import { mockFetch } from '../../test/mock-fetch';
import { deviceOutbox } from './device-outbox';
import { defineOutbox, dismissRefused, outcomeOfStatus, type Outbox, type SendOutcome } from './outbox';
import { sendFromOutbox } from './send-from-outbox';
import { retryDelayMs } from './use-outbox-sync';

/** A plain operation for the outbox's own rules: each use (payments, readings) adds its fields. */
interface Note {
  clientId: string;
  customer: string;
  request: { clientId: string; text: string };
  takenBy?: string;
}
interface SentNote {
  clientId: string;
  customer: string;
  serverId: string;
  sentAt: string;
}

const KEEP = 3;
const notes = defineOutbox({
  acceptedList: 'sent',
  keep: KEEP,
  accepted: (note: Note, answer: { id: string }, now): SentNote => ({
    clientId: note.clientId,
    customer: note.customer,
    serverId: answer.id,
    sentAt: now.toISOString(),
  }),
  isItem: (stored) => typeof stored.customer === 'string',
});
type Notes = Outbox<Note, SentNote, 'sent'>;

let counter = 0;
function note(fields: Partial<Note> = {}): Note {
  counter += 1;
  const clientId = fields.clientId ?? `client-${counter}`;
  return { clientId, customer: `زبون ${counter}`, request: { clientId, text: 'ملاحظة' }, ...fields };
}

function memoryStore(state: Notes = notes.empty) {
  let current = state;
  return { read: () => current, write: (next: Notes) => (current = next) };
}

const accepted = (id: string): SendOutcome<{ id: string }> => ({ kind: 'accepted', answer: { id } });
const line = (...items: Note[]) => items.reduce(notes.enqueue, notes.empty);

describe('the offline outbox', () => {
  it('keeps operations in the order they were taken, and one client id is one operation', () => {
    const [first, second] = [note(), note()];
    const state = notes.enqueue(line(first, second), { ...first, customer: 'again' });
    expect(state.waiting.map((waiting) => waiting.clientId)).toEqual([first.clientId, second.clientId]);
  });

  it('sends the waiting operations oldest first, each with its own client id, and lists what the server accepted, newest first', async () => {
    const [first, second] = [note(), note()];
    const store = memoryStore(line(first, second));
    const sent: string[] = [];
    const result = await notes.replay(
      store,
      async (waiting) => {
        sent.push(waiting.request.clientId);
        return accepted(String(sent.length));
      },
      { now: () => new Date('2026-11-24T09:00:00.000Z') },
    );
    expect(sent).toEqual([first.clientId, second.clientId]);
    expect(result).toEqual({ accepted: 2, refused: 0, interrupted: false, signedOut: false });
    expect(store.read().waiting).toEqual([]);
    expect(store.read().sent).toEqual([
      {
        clientId: second.clientId,
        customer: second.customer,
        serverId: '2',
        sentAt: '2026-11-24T09:00:00.000Z',
      },
      {
        clientId: first.clientId,
        customer: first.customer,
        serverId: '1',
        sentAt: '2026-11-24T09:00:00.000Z',
      },
    ]);
  });

  it('stops at the first operation that cannot reach the server, keeping it and the rest in order', async () => {
    const [first, second, third] = [note(), note(), note()];
    const store = memoryStore(line(first, second, third));
    const answers: SendOutcome<{ id: string }>[] = [accepted('1'), { kind: 'unreachable' }];
    const sent: string[] = [];
    const result = await notes.replay(store, async (waiting) => {
      sent.push(waiting.clientId);
      return answers.shift() ?? accepted('x');
    });
    expect(result).toEqual({ accepted: 1, refused: 0, interrupted: true, signedOut: false });
    expect(sent).toEqual([first.clientId, second.clientId]);
    expect(store.read().waiting.map((waiting) => waiting.clientId)).toEqual([
      second.clientId,
      third.clientId,
    ]);
  });

  it('retries with the same client id: a replayed operation (200) counts as done, nothing twice', async () => {
    const kept = note();
    const store = memoryStore(line(kept));
    await notes.replay(store, async () => ({ kind: 'unreachable' }));
    const ids: string[] = [];
    await notes.replay(store, async (again) => {
      ids.push(again.request.clientId);
      return accepted('7');
    });
    expect(ids).toEqual([kept.clientId]);
    expect(store.read().waiting).toEqual([]);
    expect(store.read().sent).toEqual([expect.objectContaining({ clientId: kept.clientId, serverId: '7' })]);
  });

  it('keeps a refused operation aside with the reason, never dropped, and goes on with the next', async () => {
    const [refusedOne, next] = [note(), note()];
    const store = memoryStore(line(refusedOne, next));
    const result = await notes.replay(store, async (waiting) =>
      waiting === refusedOne ? outcomeOfStatus(409, 'تعارض مع تعديل المكتب') : accepted('2'),
    );
    expect(result).toEqual({ accepted: 1, refused: 1, interrupted: false, signedOut: false });
    expect(store.read().refused).toEqual([{ ...refusedOne, status: 409, reason: 'تعارض مع تعديل المكتب' }]);
    // Only the person takes it off the device.
    await notes.replay(store, async () => accepted('3'));
    expect(store.read().refused).toHaveLength(1);
    expect(dismissRefused(store.read(), refusedOne.clientId).refused).toEqual([]);
  });

  it('stops at a 401 (the session is gone): keeps every operation waiting, in order, and says so', async () => {
    const [first, second] = [note(), note()];
    const store = memoryStore(line(first, second));
    const sent: string[] = [];
    const result = await notes.replay(store, async (waiting) => {
      sent.push(waiting.clientId);
      return { kind: 'signed-out' };
    });
    expect(result).toEqual({ accepted: 0, refused: 0, interrupted: true, signedOut: true });
    expect(sent).toEqual([first.clientId]);
    expect(store.read().waiting.map((waiting) => waiting.clientId)).toEqual([
      first.clientId,
      second.clientId,
    ]);
    expect(store.read().refused).toEqual([]);
  });

  it.each([
    [401, 'signed-out'],
    [408, 'unreachable'],
    [429, 'unreachable'],
    [500, 'unreachable'],
    [503, 'unreachable'],
    [400, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
  ])('reads an answer %i as %s', (status, kind) => {
    expect(outcomeOfStatus(status, 'سبب').kind).toBe(kind);
  });

  it('sends an operation taken while the replay runs, and keeps one taken meanwhile when writing', async () => {
    const [first, later] = [note(), note()];
    const store = memoryStore(line(first));
    const sent: string[] = [];
    await notes.replay(store, async (waiting) => {
      sent.push(waiting.clientId);
      if (waiting === first) store.write(notes.enqueue(store.read(), later));
      return accepted(String(sent.length));
    });
    expect(sent).toEqual([first.clientId, later.clientId]);
    expect(store.read().waiting).toEqual([]);
  });

  it('sends only the operations asked for; the others keep their place', async () => {
    const [sami, jad, anyone] = [note({ takenBy: 'u-sami' }), note({ takenBy: 'u-jad' }), note()];
    const store = memoryStore(line(sami, jad, anyone));
    const sent: string[] = [];
    const result = await notes.replay(
      store,
      async (waiting) => {
        sent.push(waiting.clientId);
        return accepted(String(sent.length));
      },
      { mayReplay: (waiting) => waiting.takenBy !== 'u-sami' },
    );
    expect(sent).toEqual([jad.clientId, anyone.clientId]);
    expect(result.accepted).toBe(2);
    expect(store.read().waiting).toEqual([sami]);
  });

  it(`lists the last ${KEEP} accepted operations`, async () => {
    const store = memoryStore(line(...Array.from({ length: KEEP + 2 }, () => note())));
    let n = 0;
    await notes.replay(store, async () => accepted(String((n += 1))));
    expect(store.read().sent.map((sent) => sent.serverId)).toEqual(['5', '4', '3']);
  });

  it('reads the stored outbox back, and damaged text as an empty outbox', () => {
    const state = line(note());
    expect(notes.parse(JSON.stringify(state))).toEqual(state);
    expect(notes.parse(null)).toEqual(notes.empty);
    expect(notes.parse('{not json')).toEqual(notes.empty);
    expect(notes.parse('{"waiting":[{"x":1}],"refused":"no"}')).toEqual(notes.empty);
    expect(notes.parse(JSON.stringify({ waiting: [{ clientId: 'c', customer: 'x' }] })).waiting).toEqual([]);
  });

  it('tries again soon after the connection seems back but the server is not reached, then every minute', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([
      2_000, 5_000, 15_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('the outbox kept on the phone', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was taken across a reload, replays it, and forgets a refusal only when dismissed', async () => {
    const [kept, refused] = [note(), note()];
    deviceOutbox('test.notes', notes).enqueue(kept);
    deviceOutbox('test.notes', notes).enqueue(refused);

    const afterReload = deviceOutbox('test.notes', notes);
    expect(afterReload.read().waiting).toEqual([kept, refused]);
    await afterReload.replay(async (waiting) =>
      waiting.clientId === kept.clientId ? accepted('9') : outcomeOfStatus(400, 'مرفوض'),
    );
    const stored = JSON.parse(localStorage.getItem('test.notes') ?? '{}') as Notes;
    expect(stored.waiting).toEqual([]);
    expect(stored.sent.map((sent) => sent.serverId)).toEqual(['9']);
    expect(stored.refused).toEqual([{ ...refused, status: 400, reason: 'مرفوض' }]);

    afterReload.dismissRefused(refused.clientId);
    expect(afterReload.read().refused).toEqual([]);
  });

  it('replays one at a time: a second replay sends only what the first left', async () => {
    const outbox = deviceOutbox('test.notes', notes);
    outbox.enqueue(note());
    const sent: string[] = [];
    const send = async (waiting: Note) => {
      sent.push(waiting.clientId);
      return accepted(waiting.clientId);
    };
    const [first, second] = await Promise.all([outbox.replay(send), outbox.replay(send)]);
    expect(sent).toHaveLength(1);
    expect([first.accepted, second.accepted]).toEqual([1, 0]);
  });

  it('tells the screens when the outbox changes', () => {
    const outbox = deviceOutbox('test.notes', notes);
    const heard = jest.fn();
    const stop = outbox.subscribe(heard);
    outbox.enqueue(note());
    stop();
    outbox.enqueue(note());
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('one attempt to send', () => {
  /** A typed call to the record `id` (the fake server answers by it). */
  const to = (id: string) => (client: Parameters<Parameters<typeof sendFromOutbox>[0]>[0]) =>
    client.POST('/api/ampere-records/{id}/payments', { params: { path: { id } }, body: {} as never });

  it('reads the server: accepted, refused with its reason, a lost session, a failing server, no connection', async () => {
    mockFetch({
      'POST /api/ampere-records/ok/payments': { status: 201, body: { id: 'n-1' } },
      'POST /api/ampere-records/refused/payments': { status: 400, body: { message: 'المبلغ غير صالح' } },
      'POST /api/ampere-records/signed-out/payments': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/ampere-records/failing/payments': { status: 503, body: { message: 'down' } },
      'POST /api/ampere-records/wait/payments': {
        status: 403,
        body: { message: 'لمستخدم آخر', code: 'TAKEN_BY_ANOTHER_USER' },
      },
    });
    expect(await sendFromOutbox(to('ok'))).toEqual({ kind: 'accepted', answer: { id: 'n-1' } });
    expect(await sendFromOutbox(to('refused'))).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'المبلغ غير صالح',
    });
    expect((await sendFromOutbox(to('signed-out'))).kind).toBe('signed-out');
    expect((await sendFromOutbox(to('failing'))).kind).toBe('unreachable');
    expect((await sendFromOutbox(to('wait'))).kind).toBe('refused');
    expect((await sendFromOutbox(to('wait'), ['TAKEN_BY_ANOTHER_USER'])).kind).toBe('signed-out');
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendFromOutbox(to('ok'))).toEqual({ kind: 'unreachable' });
  });
});
