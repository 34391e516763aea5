import { mockFetch } from '../../../test/mock-fetch';
import { sendReading } from '../api/send-reading';
import { deviceReadingQueue } from './reading-device-store';
import { latestOnDevice, readingOutbox, type QueuedReading } from './reading-queue';

const reading = (clientId: string, customerId = 'c-1'): QueuedReading => ({
  clientId,
  system: 'mahmoud-kwh',
  customerId,
  customerNumber: 1000,
  customerName: 'سمير',
  box: '5',
  request: { clientId, reading: '1100', takenAt: '2026-11-26T08:00:00.000Z', previousReading: 1000 },
});

describe('the readings in the offline outbox', () => {
  beforeEach(() => localStorage.clear());

  it('replays the readings a phone already keeps, stored as before (kahraba.read.queue), and lists each applied with its kind', async () => {
    localStorage.setItem(
      'kahraba.read.queue',
      JSON.stringify({ waiting: [reading('a'), reading('b', 'c-2')], refused: [], applied: [] }),
    );
    mockFetch({
      'POST /api/mahmoud-kwh-customers/c-1/readings': {
        status: 201,
        body: { kind: 'actual', reading: 1100 },
      },
      'POST /api/mahmoud-kwh-customers/c-2/readings': {
        status: 409,
        body: { message: 'تعارض: غيّر المكتب القراءة' },
      },
    });
    const result = await deviceReadingQueue.replay(sendReading);
    expect(result).toEqual({ accepted: 1, refused: 1, interrupted: false, signedOut: false });
    const stored = JSON.parse(localStorage.getItem('kahraba.read.queue') ?? '{}') as Record<
      string,
      unknown[]
    >;
    expect(stored.waiting).toEqual([]);
    expect(stored.applied).toEqual([
      {
        clientId: 'a',
        system: 'mahmoud-kwh',
        customerId: 'c-1',
        customerName: 'سمير',
        kind: 'actual',
        reading: 1100,
      },
    ]);
    expect(stored.refused).toEqual([
      expect.objectContaining({ clientId: 'b', status: 409, reason: 'تعارض: غيّر المكتب القراءة' }),
    ]);
  });

  it("shows a customer's latest reading on the phone: the last waiting, else the last applied", () => {
    const applied = readingOutbox.settle(
      readingOutbox.enqueue(readingOutbox.empty, reading('a')),
      'a',
      { kind: 'accepted', answer: { kind: 'actual', reading: 1100 } },
      new Date(),
    );
    expect(latestOnDevice(applied, 'mahmoud-kwh', 'c-1')).toMatchObject({ clientId: 'a', kind: 'actual' });
    const again = readingOutbox.enqueue(applied, reading('b'));
    expect(latestOnDevice(again, 'mahmoud-kwh', 'c-1')).toMatchObject({ clientId: 'b' });
    expect(latestOnDevice(again, 'mahmoud-kwh', 'c-9')).toBeNull();
  });

  it('reads damaged storage as an empty outbox', () => {
    expect(readingOutbox.parse('{oops')).toEqual(readingOutbox.empty);
    expect(readingOutbox.parse(JSON.stringify({ waiting: [{ nope: 1 }] })).waiting).toEqual([]);
  });
});
