import { CommandBus } from '@nestjs/cqrs';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView } from '@kahraba/persistence';
import { Database } from '../../application/database/sql-database.provider';
import { EnsurePasscodeCommand } from '../../application/access/ensure-passcode.command';
import { addCustomer, snapshotOfData } from '../../testing/ampere-test-data';
import { openEventStream, signedInCookie } from '../../testing/event-stream-client';
import { startTestApp, type TestApp } from '../../testing/test-app';

const PASSCODE_REQUIRED = 'يجب إدخال كلمة المرور أولاً';

describe('the record tables /api/mahmoud-records and /api/baydawi-records', () => {
  let testApp: TestApp;
  let db: Database;
  let agent: TestAgent;
  let locked: TestAgent;
  const customers: Record<string, AmpereRecordView> = {};

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    await testApp.app.get(CommandBus).execute(new EnsurePasscodeCommand('tables', 'table-pass'));
    agent = await testApp.signedInAgent();
    await agent.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'table-pass' }).expect(200);
    locked = await testApp.signedInAgent();
    // Default groups: mahmoud 5-7 13-33, baydawi 1-4 8-12 27 32.
    const add = async (key: string, fields: Parameters<typeof addCustomer>[1]) => {
      customers[key] = await addCustomer(agent, fields);
    };
    await add('five', { name: 'أحمد الخطيب', box: '5', ampere: 3, amperePrice: 15, address: 'Main Street' }); // mahmoud 45
    await add('thirtyThree', { name: 'سمير', box: '33', ampere: 2.5, amperePrice: 12.35 }); // mahmoud 30.88
    await add('one', { name: 'فاطمة', box: '1', ampere: 1.5, amperePrice: 25, address: 'الساحة' }); // baydawi 37.5
    await add('twelve', { name: 'Rami Haddad', box: '12', ampere: 10, amperePrice: 15 }); // baydawi 150
    await add('twentySeven', { name: 'ريم', box: '27', ampere: 4, amperePrice: 15 }); // both 60
    await add('forty', { name: 'نادر', box: '40', ampere: 6, amperePrice: 15 }); // neither
    await add('noBox', { name: 'بلا علبة', box: null, ampere: 6, amperePrice: 15 }); // neither
    await add('seven', { name: 'إحسان', box: '7', ampere: 2, amperePrice: 15 }); // mahmoud 30
  });
  afterAll(() => testApp.close());

  const names = (records: readonly AmpereRecordView[]) => records.map((record) => record.name);
  const list = async (group: string, q?: string) =>
    (
      await agent
        .get(`/api/${group}-records`)
        .query(q === undefined ? {} : { q })
        .expect(200)
    ).body as AmpereRecordView[];
  const auditEntries = () =>
    db.query<{
      action: string;
      actor: string;
      user_id: string | null;
      system: string | null;
      count: number | null;
      details: Record<string, unknown>;
    }>('SELECT action, actor, user_id, system, count, details FROM audit_log ORDER BY id');

  describe('refusals: nothing is read or written', () => {
    it('refuses every call signed out (401)', async () => {
      const before = await snapshotOfData(db);
      const signedOut = testApp.agent();
      for (const group of ['mahmoud', 'baydawi']) {
        await signedOut.get(`/api/${group}-records`).expect(401);
        await signedOut
          .patch(`/api/${group}-records/${customers.five.id}/paid-amount`)
          .send({ amountPaid: 10 })
          .expect(401);
        await signedOut.patch(`/api/${group}-records/${customers.five.id}/mark-paid`).expect(401);
      }
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses every call, in Arabic, until the session verified the tables passcode (403)', async () => {
      const before = await snapshotOfData(db);
      for (const group of ['mahmoud', 'baydawi']) {
        const id = group === 'mahmoud' ? customers.five.id : customers.one.id;
        const answers = [
          await locked.get(`/api/${group}-records`),
          await locked.patch(`/api/${group}-records/${id}/paid-amount`).send({ amountPaid: 10 }),
          await locked.patch(`/api/${group}-records/${id}/mark-paid`),
          // Even bad input is refused for the passcode first: nothing is said about the record.
          await locked.patch(`/api/${group}-records/not-an-id/paid-amount`).send({ amountPaid: 'abc' }),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(403);
          expect(answer.body.message).toBe(PASSCODE_REQUIRED);
        }
      }
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses a wrong passcode with the Arabic message, and stays locked', async () => {
      const wrong = await locked.post('/api/passcodes/verify').send({ scope: 'tables', passcode: 'nope' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('كلمة المرور غير صحيحة');
      await locked.get('/api/mahmoud-records').expect(403);
    });
  });

  describe('listing', () => {
    it("lists the ampere customers whose box is in the group's range, in box order", async () => {
      expect((await list('mahmoud')).map((record) => record.box)).toEqual(['5', '7', '27', '33']);
      expect((await list('baydawi')).map((record) => record.box)).toEqual(['1', '12', '27']);
    });

    it('answers each customer with the columns of the table (number, name, box, ampere, address, amount, paid, balance)', async () => {
      const [first] = await list('baydawi');
      expect(first).toMatchObject({
        id: customers.one.id,
        customerNumber: customers.one.customerNumber,
        name: 'فاطمة',
        box: '1',
        ampere: 1.5,
        address: 'الساحة',
        amount: 37.5,
        amountPaid: 0,
        outstandingBalance: 37.5,
        isPaid: false,
      });
    });

    it('searches Arabic-aware and case-insensitively over name, number, box and address', async () => {
      expect(names(await list('mahmoud', 'احمد'))).toEqual(['أحمد الخطيب']);
      expect(names(await list('mahmoud', 'احسان'))).toEqual(['إحسان']);
      expect(names(await list('mahmoud', 'main street'))).toEqual(['أحمد الخطيب']);
      expect(names(await list('baydawi', 'RAMI'))).toEqual(['Rami Haddad']);
      expect(names(await list('baydawi', `#${customers.one.customerNumber}`))).toEqual(['فاطمة']);
      expect(names(await list('baydawi', 'الساحه'))).toEqual(['فاطمة']);
      expect(names(await list('mahmoud', '33'))).toEqual(['سمير']);
      // Only the group's customers are found: Rami is on the Baydawi table only.
      expect(await list('mahmoud', 'rami')).toEqual([]);
      expect(await list('baydawi', '   ')).toEqual(await list('baydawi'));
    });

    it('refuses a search longer than 200 characters, in Arabic', async () => {
      const answer = await agent
        .get('/api/mahmoud-records')
        .query({ q: 'ا'.repeat(201) })
        .expect(400);
      expect(answer.body.message).toBe('نص البحث طويل جداً');
    });
  });

  describe('paid amount', () => {
    it('records the paid amount: balance and status follow, and an audit entry says who', async () => {
      const answer = await agent
        .patch(`/api/mahmoud-records/${customers.five.id}/paid-amount`)
        .send({ amountPaid: '20,5' })
        .expect(200);
      expect(answer.body).toMatchObject({
        amount: 45,
        amountPaid: 20.5,
        outstandingBalance: 24.5,
        isPaid: false,
      });
      const full = await agent
        .patch(`/api/mahmoud-records/${customers.five.id}/paid-amount`)
        .send({ amountPaid: 45 })
        .expect(200);
      expect(full.body).toMatchObject({ amountPaid: 45, outstandingBalance: 0, isPaid: true });
      expect((await list('mahmoud', 'احمد'))[0]).toMatchObject({ amountPaid: 45, isPaid: true });

      const entries = (await auditEntries()).filter((entry) => entry.action === 'record-payment');
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({
        action: 'record-payment',
        system: 'ampere',
        count: 1,
        user_id: expect.any(String),
        details: expect.objectContaining({
          recordId: customers.five.id,
          table: 'mahmoud-records',
          amountPaidBefore: 20.5,
          amountPaid: 45,
        }),
      });
      expect(entries[1].actor).toMatch(/@example\.com$/);
    });

    it('keeps a payment above the amount (the screen asked first), the balance negative', async () => {
      const answer = await agent
        .patch(`/api/baydawi-records/${customers.one.id}/paid-amount`)
        .send({ amountPaid: 40 })
        .expect(200);
      expect(answer.body).toMatchObject({
        amount: 37.5,
        amountPaid: 40,
        outstandingBalance: -2.5,
        isPaid: true,
      });
    });

    it('edits a customer in both groups from either table', async () => {
      await agent
        .patch(`/api/mahmoud-records/${customers.twentySeven.id}/paid-amount`)
        .send({ amountPaid: 10 })
        .expect(200);
      await agent
        .patch(`/api/baydawi-records/${customers.twentySeven.id}/paid-amount`)
        .send({ amountPaid: 15 })
        .expect(200);
      expect((await list('mahmoud', 'ريم'))[0].amountPaid).toBe(15);
    });

    it('refuses bad input in Arabic and writes nothing', async () => {
      const before = await snapshotOfData(db);
      const url = `/api/mahmoud-records/${customers.seven.id}/paid-amount`;
      const refusals: [unknown, RegExp][] = [
        [{ amountPaid: 'abc' }, /المبلغ المدفوع.*abc/],
        [{ amountPaid: -5 }, /لا يمكن أن يكون سالباً/],
        [{}, /المبلغ المدفوع مطلوب/],
        [{ amountPaid: null }, /المبلغ المدفوع مطلوب/],
        [{ amountPaid: 1.234 }, /المبلغ المدفوع/],
        [{ amountPaid: 5, isPaid: true }, /الحقل غير مسموح/],
      ];
      for (const [body, message] of refusals) {
        const answer = await agent.patch(url).send(body as object);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(message);
      }
      const badId = await agent.patch('/api/mahmoud-records/not-an-id/paid-amount').send({ amountPaid: 5 });
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe('معرّف غير صالح');
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it("refuses a customer outside the group's boxes, or unknown, as not found (404), writing nothing", async () => {
      const before = await snapshotOfData(db);
      const outside = [
        await agent.patch(`/api/mahmoud-records/${customers.one.id}/paid-amount`).send({ amountPaid: 5 }),
        await agent.patch(`/api/baydawi-records/${customers.five.id}/mark-paid`),
        await agent.patch(`/api/mahmoud-records/${customers.forty.id}/mark-paid`),
        await agent.patch(`/api/baydawi-records/${customers.noBox.id}/paid-amount`).send({ amountPaid: 5 }),
        await agent.patch('/api/baydawi-records/00000000-0000-4000-8000-000000000000/mark-paid'),
      ];
      for (const answer of outside) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
      }
      expect(await snapshotOfData(db)).toEqual(before);
    });
  });

  describe('live updates', () => {
    it('announces a payment and a settings save on the ampere stream (open screens refetch)', async () => {
      const stream = await openEventStream(testApp, '/api/sse/ampere-updates', await signedInCookie(testApp));
      try {
        expect(await stream.nextEvent()).toEqual({ type: 'connected' });
        await agent
          .patch(`/api/mahmoud-records/${customers.seven.id}/paid-amount`)
          .send({ amountPaid: 1 })
          .expect(200);
        expect(await stream.nextEvent()).toEqual({
          type: 'ampere-customer-updated',
          data: { id: customers.seven.id, name: 'إحسان' },
        });
        const config = (await agent.get('/api/table-config').expect(200)).body;
        await agent.post('/api/table-config').send(config).expect(200);
        expect(await stream.nextEvent()).toEqual({
          type: 'ampere-customer-updated',
          data: { id: 'table_config', name: 'إعدادات الجداول' },
        });
      } finally {
        stream.close();
      }
    });
  });

  describe('mark paid', () => {
    it('pays the amount in full, with an audit entry', async () => {
      const answer = await agent
        .patch(`/api/mahmoud-records/${customers.thirtyThree.id}/mark-paid`)
        .expect(200);
      expect(answer.body).toMatchObject({
        amount: 30.88,
        amountPaid: 30.88,
        outstandingBalance: 0,
        isPaid: true,
      });
      const [entry] = (await auditEntries()).filter(
        (e) => e.action === 'record-payment' && e.details.recordId === customers.thirtyThree.id,
      );
      expect(entry.details).toMatchObject({ via: 'mark-paid', amountPaidBefore: 0, amountPaid: 30.88 });
    });

    it('keeps a payment already above the amount', async () => {
      const answer = await agent.patch(`/api/baydawi-records/${customers.one.id}/mark-paid`).expect(200);
      expect(answer.body).toMatchObject({ amountPaid: 40, outstandingBalance: -2.5 });
    });
  });

  describe('table settings POST /api/table-config', () => {
    it('refuses signed out (401), writing nothing', async () => {
      const before = await snapshotOfData(db);
      await testApp
        .agent()
        .post('/api/table-config')
        .send({ mahmoudBoxes: '1', baydawiBoxes: '2' })
        .expect(401);
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('refuses text that yields no box, naming the table, in Arabic, writing nothing', async () => {
      const before = await snapshotOfData(db);
      const refusals: [object, RegExp][] = [
        [{ mahmoudBoxes: '9-3 abc', baydawiBoxes: '1-4' }, /جدول محمود/],
        [{ mahmoudBoxes: '5-7', baydawiBoxes: '  ' }, /جدول البيضاوي/],
        [{ mahmoudBoxes: '5-7' }, /جدول البيضاوي مطلوب/],
        [{ mahmoudBoxes: 5, baydawiBoxes: '1' }, /جدول محمود مطلوب/],
        [{ mahmoudBoxes: '1 '.repeat(1001), baydawiBoxes: '1' }, /طويل جداً/],
      ];
      for (const [body, message] of refusals) {
        const answer = await agent.post('/api/table-config').send(body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(message);
      }
      expect(await snapshotOfData(db)).toEqual(before);
    });

    it('saves the compact ranges (sorted, duplicates gone); the record tables and the main table panels follow', async () => {
      const answer = await agent
        .post('/api/table-config')
        .send({ mahmoudBoxes: '40 ,7 5 5 6', baydawiBoxes: '12 1-3 x' })
        .expect(200);
      expect(answer.body).toEqual({ mahmoudBoxes: '5-7 40', baydawiBoxes: '1-3 12' });
      expect((await agent.get('/api/table-config').expect(200)).body).toEqual(answer.body);

      expect((await list('mahmoud')).map((record) => record.box)).toEqual(['5', '7', '40']);
      expect((await list('baydawi')).map((record) => record.box)).toEqual(['1', '12']);
      // Box 27 left both tables: its customer is no longer theirs to edit.
      await agent.patch(`/api/mahmoud-records/${customers.twentySeven.id}/mark-paid`).expect(404);

      const view = await agent.get('/api/table-view').expect(200);
      expect(view.body.panels).toEqual([
        expect.objectContaining({ key: 'mahmoud', boxes: '5-7 40', customers: 3 }),
        expect.objectContaining({ key: 'baydawi', boxes: '1-3 12', customers: 2 }),
      ]);

      const entry = (await auditEntries()).filter((e) => e.action === 'update-table-config').at(-1);
      expect(entry).toMatchObject({
        user_id: expect.any(String),
        details: {
          before: { mahmoudBoxes: '5-7 13-33', baydawiBoxes: '1-4 8-12 27 32' },
          after: { mahmoudBoxes: '5-7 40', baydawiBoxes: '1-3 12' },
        },
      });
    });
  });
});
