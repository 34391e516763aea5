import {
  dismissRefused,
  emptyPaymentQueue,
  enqueuePayment,
  outcomeOfStatus,
  parsePaymentQueue,
  paymentPath,
  queueOf,
  RECORDED_KEPT,
  retryDelayMs,
  syncPaymentQueue,
  waitingFor,
  waitingForOthers,
  type PaymentQueue,
  type PaymentQueueStore,
  type QueuedPayment,
  type SendOutcome,
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

function memoryStore(queue: PaymentQueue = emptyPaymentQueue): PaymentQueueStore & { queue: PaymentQueue } {
  return {
    queue,
    read() {
      return this.queue;
    },
    write(next) {
      this.queue = next;
    },
  };
}

const recorded = (paymentId: string): SendOutcome => ({
  kind: 'recorded',
  paymentId,
  receiptNumber: `R-2026-${paymentId.padStart(6, '0')}`,
  invoiceMonthLabel: 'كانون الأول 2026',
});

describe('the payment queue', () => {
  it('posts an ampere payment to the ampere record and a metered one to its group', () => {
    expect(paymentPath('ampere', 'a1')).toBe('/api/ampere-records/a1/payments');
    expect(paymentPath('mahmoud-kwh', 'k1')).toBe('/api/mahmoud-kwh-customers/k1/payments');
  });

  it('keeps payments in the order they were taken, and one client id is one payment', () => {
    const first = taken();
    const second = taken();
    let queue = enqueuePayment(emptyPaymentQueue, first);
    queue = enqueuePayment(queue, second);
    queue = enqueuePayment(queue, { ...first, customerName: 'again' });
    expect(queue.waiting.map((payment) => payment.clientId)).toEqual([first.clientId, second.clientId]);
  });

  it('sends the waiting payments oldest first, each with its own client id, and lists their receipts', async () => {
    const first = taken();
    const second = taken();
    const store = memoryStore(enqueuePayment(enqueuePayment(emptyPaymentQueue, first), second));
    const sent: string[] = [];
    const result = await syncPaymentQueue(store, async (payment) => {
      sent.push(payment.request.clientId);
      return recorded(String(sent.length));
    });
    expect(sent).toEqual([first.clientId, second.clientId]);
    expect(result).toEqual({ recorded: 2, refused: 0, interrupted: false, signedOut: false });
    expect(store.queue.waiting).toEqual([]);
    expect(store.queue.recorded.map((payment) => [payment.customerName, payment.receiptNumber])).toEqual([
      [second.customerName, 'R-2026-000002'],
      [first.customerName, 'R-2026-000001'],
    ]);
  });

  it('stops at the first payment that cannot reach the server, keeping it and the rest in order', async () => {
    const [first, second, third] = [taken(), taken(), taken()];
    const store = memoryStore({ ...emptyPaymentQueue, waiting: [first, second, third] });
    const answers: SendOutcome[] = [recorded('1'), { kind: 'unreachable' }];
    const sent: string[] = [];
    const result = await syncPaymentQueue(store, async (payment) => {
      sent.push(payment.clientId);
      return answers.shift() ?? recorded('x');
    });
    expect(result).toEqual({ recorded: 1, refused: 0, interrupted: true, signedOut: false });
    expect(sent).toEqual([first.clientId, second.clientId]);
    expect(store.queue.waiting.map((payment) => payment.clientId)).toEqual([second.clientId, third.clientId]);
  });

  it('retries with the same client id: a replayed payment (200) counts as done, nothing twice', async () => {
    const payment = taken();
    const store = memoryStore(enqueuePayment(emptyPaymentQueue, payment));
    await syncPaymentQueue(store, async () => ({ kind: 'unreachable' }));
    const ids: string[] = [];
    await syncPaymentQueue(store, async (again) => {
      ids.push(again.request.clientId);
      return recorded('7');
    });
    expect(ids).toEqual([payment.clientId]);
    expect(store.queue.waiting).toEqual([]);
    expect(store.queue.recorded).toHaveLength(1);
    expect(store.queue.recorded[0]).toMatchObject({ clientId: payment.clientId, paymentId: '7' });
  });

  it('keeps a refused payment aside with the reason, never dropped, and goes on with the next', async () => {
    const [refusedOne, next] = [taken(), taken()];
    const store = memoryStore({ ...emptyPaymentQueue, waiting: [refusedOne, next] });
    const result = await syncPaymentQueue(store, async (payment) =>
      payment === refusedOne
        ? outcomeOfStatus(400, 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار')
        : recorded('2'),
    );
    expect(result).toEqual({ recorded: 1, refused: 1, interrupted: false, signedOut: false });
    expect(store.queue.refused).toEqual([
      { ...refusedOne, status: 400, reason: 'المبلغ يتجاوز الرصيد المستحق بأكثر من 1000 دولار' },
    ]);
    // Only the collector takes it off the device.
    await syncPaymentQueue(store, async () => recorded('3'));
    expect(store.queue.refused).toHaveLength(1);
    expect(dismissRefused(store.queue, refusedOne.clientId).refused).toEqual([]);
  });

  it('stops at a 401 (the session is gone): keeps every payment waiting, in order, and says so', async () => {
    const first = taken();
    const second = taken();
    const store = memoryStore(enqueuePayment(enqueuePayment(emptyPaymentQueue, first), second));
    const sent: string[] = [];
    const result = await syncPaymentQueue(store, async (payment) => {
      sent.push(payment.clientId);
      return { kind: 'signed-out' };
    });
    expect(result).toEqual({ recorded: 0, refused: 0, interrupted: true, signedOut: true });
    expect(sent).toEqual([first.clientId]);
    expect(store.queue.waiting.map((payment) => payment.clientId)).toEqual([first.clientId, second.clientId]);
    expect(store.queue.refused).toEqual([]);
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

  it('sends a payment taken while the sync runs, and keeps one taken meanwhile when writing', async () => {
    const first = taken();
    const later = taken();
    const store = memoryStore(enqueuePayment(emptyPaymentQueue, first));
    const sent: string[] = [];
    await syncPaymentQueue(store, async (payment) => {
      sent.push(payment.clientId);
      if (payment === first) store.write(enqueuePayment(store.read(), later));
      return recorded(String(sent.length));
    });
    expect(sent).toEqual([first.clientId, later.clientId]);
    expect(store.queue.waiting).toEqual([]);
  });

  it(`lists the last ${RECORDED_KEPT} recorded payments`, async () => {
    const waiting = Array.from({ length: RECORDED_KEPT + 5 }, () => taken());
    const store = memoryStore({ ...emptyPaymentQueue, waiting });
    let n = 0;
    await syncPaymentQueue(store, async () => recorded(String((n += 1))));
    expect(store.queue.recorded).toHaveLength(RECORDED_KEPT);
    expect(store.queue.recorded[0].paymentId).toBe(String(RECORDED_KEPT + 5));
  });

  it("lists a customer's payments waiting for the connection", () => {
    const mine = taken({ system: 'mahmoud-kwh', recordId: 'k-1' });
    const queue = enqueuePayment(enqueuePayment(emptyPaymentQueue, mine), taken({ recordId: 'k-1' }));
    expect(waitingFor(queue, 'mahmoud-kwh', 'k-1')).toEqual([mine]);
  });

  it('reads the stored queue back, and damaged text as an empty queue', () => {
    const queue = enqueuePayment(emptyPaymentQueue, taken());
    expect(parsePaymentQueue(JSON.stringify(queue))).toEqual(queue);
    expect(parsePaymentQueue(null)).toEqual(emptyPaymentQueue);
    expect(parsePaymentQueue('{not json')).toEqual(emptyPaymentQueue);
    expect(parsePaymentQueue('{"waiting":[{"x":1}],"refused":"no"}')).toEqual(emptyPaymentQueue);
  });

  it('tries again soon after the connection seems back but the server is not reached, then every minute', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(retryDelayMs)).toEqual([
      2_000, 5_000, 15_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  describe('by the user who took each payment', () => {
    const sami = taken({ takenBy: 'u-sami' });
    const jad = taken({ takenBy: 'u-jad' });
    const beforeRoles = taken();
    const device = () =>
      memoryStore(enqueuePayment(enqueuePayment(enqueuePayment(emptyPaymentQueue, sami), jad), beforeRoles));

    it("shows each user their own payments, and those kept before roles, never another user's", () => {
      const queue = device().queue;
      expect(queueOf(queue, 'u-sami').waiting).toEqual([sami, beforeRoles]);
      expect(queueOf(queue, 'u-jad').waiting).toEqual([jad, beforeRoles]);
      expect(waitingForOthers(queue, 'u-sami')).toBe(1);
      expect(waitingForOthers(queue, null)).toBe(2);
    });

    it("sends only the signed-in user's payments; the others keep their place", async () => {
      const store = device();
      const sent: string[] = [];
      const result = await syncPaymentQueue(
        store,
        async (payment) => {
          sent.push(payment.clientId);
          return recorded(String(sent.length));
        },
        undefined,
        'u-jad',
      );
      expect(sent).toEqual([jad.clientId, beforeRoles.clientId]);
      expect(result.recorded).toBe(2);
      expect(store.queue.waiting).toEqual([sami]);
      expect(store.queue.recorded.map((payment) => payment.takenBy)).toEqual([undefined, 'u-jad']);
    });

    it("reads the server's 'taken by another user' as a reason to wait, not a refusal", () => {
      expect(outcomeOfStatus(403, 'سبب', 'PAYMENT_TAKEN_BY_ANOTHER_USER').kind).toBe('signed-out');
      expect(outcomeOfStatus(403, 'سبب', 'FORBIDDEN_FOR_ROLE').kind).toBe('refused');
    });
  });
});
