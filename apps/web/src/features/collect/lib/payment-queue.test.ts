import { mockFetch } from '../../../test/mock-fetch';
import { sendPayment } from '../api/record-payment';
import { devicePaymentQueue } from './collect-device-store';
import {
  isTakenBy,
  paymentOutbox,
  paymentPath,
  queueOf,
  waitingFor,
  waitingForOthers,
  type QueuedPayment,
} from './payment-queue';

let counter = 0;
function taken(fields: Partial<QueuedPayment> = {}): QueuedPayment {
  counter += 1;
  const clientId = fields.clientId ?? `client-${counter}`;
  return {
    clientId,
    system: 'ampere',
    recordId: `record-${counter}`,
    customerNumber: 1000 + counter,
    customerName: `زبون ${counter}`,
    request: { amount: '10', currency: 'USD', method: 'cash', note: null, clientId },
    amount: 10,
    takenAt: new Date(2026, 10, 24, 9, counter).toISOString(),
    ...fields,
  };
}

const recordedAnswer = (id: string) => ({
  id,
  receiptNumber: `R-2026-${id.padStart(6, '0')}`,
  invoiceMonthLabel: 'كانون الأول 2026',
});

describe('the payments in the offline outbox', () => {
  beforeEach(() => localStorage.clear());

  it('posts an ampere payment to the ampere record and a metered one to its group', () => {
    expect(paymentPath('ampere', 'a1')).toBe('/api/ampere-records/a1/payments');
    expect(paymentPath('mahmoud-kwh', 'k1')).toBe('/api/mahmoud-kwh-customers/k1/payments');
  });

  it('lists a recorded payment with its receipt, the month it names and who took it', () => {
    const payment = taken({ takenBy: 'u-sami' });
    const state = paymentOutbox.settle(
      paymentOutbox.enqueue(paymentOutbox.empty, payment),
      payment.clientId,
      { kind: 'accepted', answer: recordedAnswer('7') },
      new Date('2026-11-24T09:00:00.000Z'),
    );
    expect(state.recorded).toEqual([
      {
        clientId: payment.clientId,
        paymentId: '7',
        receiptNumber: 'R-2026-000007',
        invoiceMonthLabel: 'كانون الأول 2026',
        system: 'ampere',
        recordId: payment.recordId,
        customerName: payment.customerName,
        recordedAt: '2026-11-24T09:00:00.000Z',
        takenBy: 'u-sami',
      },
    ]);
  });

  it('replays the payments a phone already keeps, stored as before (kahraba.collect.payments)', async () => {
    const [waiting, recordedBefore] = [taken(), taken()];
    localStorage.setItem(
      'kahraba.collect.payments',
      JSON.stringify({
        waiting: [waiting],
        refused: [],
        recorded: [{ clientId: recordedBefore.clientId, paymentId: 'p-1', receiptNumber: 'R-2026-000001' }],
      }),
    );
    mockFetch({
      [`POST ${paymentPath('ampere', waiting.recordId)}`]: { status: 201, body: recordedAnswer('2') },
    });
    const result = await devicePaymentQueue.replay(sendPayment);
    expect(result.accepted).toBe(1);
    const stored = JSON.parse(localStorage.getItem('kahraba.collect.payments') ?? '{}') as Record<
      string,
      { clientId: string }[]
    >;
    expect(stored.waiting).toEqual([]);
    expect(stored.recorded.map((payment) => payment.clientId)).toEqual([
      waiting.clientId,
      recordedBefore.clientId,
    ]);
  });

  it("waits, not refused, when the server says the payment is another signed-in user's", async () => {
    const payment = taken({ takenBy: 'u-sami' });
    mockFetch({
      [`POST ${paymentPath('ampere', payment.recordId)}`]: {
        status: 403,
        body: { message: 'سبب', code: 'PAYMENT_TAKEN_BY_ANOTHER_USER' },
      },
    });
    expect((await sendPayment(payment)).kind).toBe('signed-out');
  });

  it("lists a customer's payments waiting for the connection", () => {
    const mine = taken({ system: 'mahmoud-kwh', recordId: 'k-1' });
    const queue = paymentOutbox.enqueue(
      paymentOutbox.enqueue(paymentOutbox.empty, mine),
      taken({ recordId: 'k-1' }),
    );
    expect(waitingFor(queue, 'mahmoud-kwh', 'k-1')).toEqual([mine]);
  });

  describe('by the user who took each payment ', () => {
    const sami = taken({ takenBy: 'u-sami' });
    const jad = taken({ takenBy: 'u-jad' });
    const beforeRoles = taken();
    const device = () => [sami, jad, beforeRoles].reduce(paymentOutbox.enqueue, paymentOutbox.empty);

    it("shows each user their own payments, and those kept before roles, never another user's", () => {
      expect(queueOf(device(), 'u-sami').waiting).toEqual([sami, beforeRoles]);
      expect(queueOf(device(), 'u-jad').waiting).toEqual([jad, beforeRoles]);
      expect(waitingForOthers(device(), 'u-sami')).toBe(1);
      expect(waitingForOthers(device(), null)).toBe(2);
    });

    it("sends only the signed-in user's payments; the others keep their place", async () => {
      let state = device();
      const store = { read: () => state, write: (next: typeof state) => (state = next) };
      const sent: string[] = [];
      const result = await paymentOutbox.replay(
        store,
        async (payment) => {
          sent.push(payment.clientId);
          return { kind: 'accepted', answer: recordedAnswer(String(sent.length)) };
        },
        { mayReplay: (payment) => isTakenBy(payment, 'u-jad') },
      );
      expect(sent).toEqual([jad.clientId, beforeRoles.clientId]);
      expect(result.accepted).toBe(2);
      expect(state.waiting).toEqual([sami]);
      expect(state.recorded.map((payment) => payment.takenBy)).toEqual([undefined, 'u-jad']);
    });
  });
});
