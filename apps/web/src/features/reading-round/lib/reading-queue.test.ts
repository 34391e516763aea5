import {
  emptyReadingQueue,
  enqueueReading,
  parseReadingQueue,
  syncReadingQueue,
  type QueuedReading,
  type ReadingOutcome,
  type ReadingQueue,
} from './reading-queue';

const reading = (clientId: string, customerId = 'c-1'): QueuedReading => ({
  clientId,
  system: 'mahmoud-kwh',
  customerId,
  customerNumber: 1000,
  customerName: 'سمير',
  box: '5',
  request: { clientId, reading: '1100', takenAt: '2026-11-26T08:00:00.000Z', previousReading: 1000 },
});

function memoryStore(queue: ReadingQueue) {
  let current = queue;
  return { read: () => current, write: (next: ReadingQueue) => (current = next) };
}

describe('the reading queue on the phone', () => {
  it('keeps one reading per client id, in the order taken', () => {
    const queue = enqueueReading(enqueueReading(emptyReadingQueue, reading('a')), reading('b'));
    expect(enqueueReading(queue, reading('a')).waiting.map((r) => r.clientId)).toEqual(['a', 'b']);
  });

  it('sends in order, keeps a refusal aside with its reason, and stops at the first unreachable answer', async () => {
    const store = memoryStore(
      [reading('a'), reading('b', 'c-2'), reading('c', 'c-3')].reduce(enqueueReading, emptyReadingQueue),
    );
    const outcomes: Record<string, ReadingOutcome> = {
      a: { kind: 'applied', readingKind: 'actual', reading: 1100 },
      b: { kind: 'refused', status: 409, reason: 'تعارض' },
      c: { kind: 'unreachable' },
    };
    const sent: string[] = [];
    const result = await syncReadingQueue(store, async (r) => {
      sent.push(r.clientId);
      return outcomes[r.clientId];
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ applied: 1, refused: 1, interrupted: true, signedOut: false });
    expect(store.read().waiting.map((r) => r.clientId)).toEqual(['c']);
    expect(store.read().refused).toEqual([
      expect.objectContaining({ clientId: 'b', status: 409, reason: 'تعارض' }),
    ]);
    expect(store.read().applied).toEqual([expect.objectContaining({ clientId: 'a', reading: 1100 })]);
  });

  it('reads damaged storage as an empty queue', () => {
    expect(parseReadingQueue('{oops')).toEqual(emptyReadingQueue);
    expect(parseReadingQueue(JSON.stringify({ waiting: [{ nope: 1 }] })).waiting).toEqual([]);
  });
});
