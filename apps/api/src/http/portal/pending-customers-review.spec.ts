import { Logger } from '@nestjs/common';
import type TestAgent from 'supertest/lib/agent';
import { Database } from '../../application/database/sql-database.provider';
import { startTestApp, type TestApp } from '../../testing/test-app';

const request = {
  name: 'رامي الخطيب',
  phone: '03 123 456',
  address: 'صيدا، الشارع العام',
  ampereRequested: 5,
  meterType: 'meter',
};

interface Counts {
  ampere: number;
  kwh: Record<string, number>;
  pending: Record<string, number>;
  audit: number;
}

describe('reviewing registration requests', () => {
  let testApp: TestApp;
  let staff: TestAgent;
  let db: Database;
  let sequence = 0;

  /** A visitor's request through the public form, as it arrives. */
  async function registered(overrides: Partial<typeof request> = {}): Promise<string> {
    sequence += 1;
    const response = await testApp
      .agent()
      .post('/api/pending-customers')
      .set('X-Forwarded-For', `10.0.0.${sequence}`)
      .send({ ...request, ...overrides })
      .expect(201);
    return (response.body as { id: string }).id;
  }

  async function counts(): Promise<Counts> {
    const [ampere] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ampere_records');
    const kwh = await db.query<{ system: string; count: number }>(
      'SELECT system, count(*)::int AS count FROM kwh_customers GROUP BY system',
    );
    const pending = await db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM pending_customers GROUP BY status',
    );
    const [audit] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    return {
      ampere: ampere.count,
      kwh: Object.fromEntries(kwh.map((row) => [row.system, row.count])),
      pending: Object.fromEntries(pending.map((row) => [row.status, row.count])),
      audit: audit.count,
    };
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    staff = await testApp.signedInAgent('هالة');
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await db.query('DELETE FROM pending_customers');
    await db.query('DELETE FROM rate_limits').catch(() => undefined);
  });

  it('lists the requests for staff: pending ones with their details, not yet reviewed', async () => {
    const id = await registered({ meterType: 'cutoff', ampereRequested: 2.5 });
    const response = await staff.get('/api/pending-customers').expect(200);
    expect(response.body).toEqual([
      {
        id,
        name: 'رامي الخطيب',
        phone: '03 123 456',
        address: 'صيدا، الشارع العام',
        ampereRequested: 2.5,
        meterType: 'cutoff',
        status: 'pending',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reviewedAt: null,
        reviewedBy: null,
        approvedSystem: null,
        customerNumber: null,
        reference: expect.stringMatching(/^REG-\d+$/),
      },
    ]);
  });

  it('lists each request under the reference its applicant was given, in the order they came', async () => {
    const given: string[] = [];
    for (const address of ['10.1.0.1', '10.1.0.2']) {
      const response = await testApp
        .agent()
        .post('/api/pending-customers')
        .set('X-Forwarded-For', address)
        .send(request)
        .expect(201);
      given.push(response.body.reference);
    }
    const number = (reference: string) => Number(reference.replace('REG-', ''));
    expect(number(given[1])).toBe(number(given[0]) + 1);
    const response = await staff.get('/api/pending-customers').expect(200);
    expect(response.body.map((listed: { reference: string }) => listed.reference)).toEqual(given);
  });

  it('refuses every review call to a signed-out visitor, and changes nothing', async () => {
    const id = await registered();
    const before = await counts();
    const visitor = testApp.agent();
    await visitor.get('/api/pending-customers').expect(401);
    await visitor.post(`/api/pending-customers/${id}/approve`).send({ system: 'ampere' }).expect(401);
    await visitor.post(`/api/pending-customers/${id}/decline`).expect(401);
    expect(await counts()).toEqual(before);
  });

  it('approves a flat-rate request into the ampere system: one new customer, numbered as an add, from the request', async () => {
    const id = await registered({ meterType: 'cutoff', ampereRequested: 3 });
    const before = await counts();
    const [{ next }] = await db.query<{ next: number }>(
      `SELECT COALESCE(max(customer_number), 999) + 1 AS next FROM ampere_records`,
    );

    const response = await staff
      .post(`/api/pending-customers/${id}/approve`)
      .send({ system: 'ampere' })
      .expect(200);

    expect(response.body).toMatchObject({
      id,
      status: 'approved',
      approvedSystem: 'ampere',
      customerNumber: expect.any(Number),
      customerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reviewedBy: expect.stringMatching(/@example\.com$/),
      reviewedAt: expect.stringMatching(/^\d{4}-/),
      message: expect.stringContaining('تمت الموافقة على الطلب'),
    });
    const body = response.body as { customerId: string; customerNumber: number };
    expect(body.customerNumber).toBeGreaterThanOrEqual(next);
    expect((response.body as { message: string }).message).toContain(String(body.customerNumber));
    const after = await counts();
    expect(after.ampere).toBe(before.ampere + 1);
    expect(after.kwh).toEqual(before.kwh);
    const record = await staff.get('/api/ampere-records').expect(200);
    expect((record.body as { id: string }[]).find((row) => row.id === body.customerId)).toMatchObject({
      customerNumber: body.customerNumber,
      name: 'رامي الخطيب',
      address: 'صيدا، الشارع العام',
      ampere: 3,
    });
  });

  it('approves a meter request into the chosen kWh group, and only that group gains a customer', async () => {
    for (const system of ['mahmoud-kwh', 'baydawi-kwh', 'kwh']) {
      const id = await registered({ name: `طالب ${system}` });
      const before = await counts();
      const response = await staff.post(`/api/pending-customers/${id}/approve`).send({ system }).expect(200);
      const body = response.body as { customerId: string; customerNumber: number; approvedSystem: string };
      expect(body.approvedSystem).toBe(system);
      const after = await counts();
      expect(after.ampere).toBe(before.ampere);
      expect(after.kwh).toEqual({ ...before.kwh, [system]: (before.kwh[system] ?? 0) + 1 });
      const list = await staff.get(`/api/${system}-customers`).expect(200);
      expect((list.body as { id: string }[]).find((row) => row.id === body.customerId)).toMatchObject({
        customerNumber: body.customerNumber,
        name: `طالب ${system}`,
        address: 'صيدا، الشارع العام',
        ampere: 5,
        previousKwh: 0,
        currentKwh: 0,
      });
    }
  });

  it('writes the approve-registration audit entry with the reviewer, the system and the new customer', async () => {
    const id = await registered();
    const response = await staff.post(`/api/pending-customers/${id}/approve`).send({ system: 'baydawi-kwh' });
    const [entry] = await db.query<{
      actor: string;
      system: string;
      count: number;
      details: Record<string, unknown>;
    }>(
      `SELECT actor, system, count, details FROM audit_log WHERE action = 'approve-registration' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({
      actor: (response.body as { reviewedBy: string }).reviewedBy,
      system: 'baydawi-kwh',
      count: 1,
      details: expect.objectContaining({
        requestId: id,
        customerNumber: (response.body as { customerNumber: number }).customerNumber,
      }),
    });
  });

  it('declines a pending request, keeps who and when, and writes the decline-registration audit entry', async () => {
    const id = await registered();
    const before = await counts();
    const response = await staff.post(`/api/pending-customers/${id}/decline`).expect(200);
    expect(response.body).toMatchObject({
      id,
      status: 'declined',
      reviewedBy: expect.stringMatching(/@example\.com$/),
      reviewedAt: expect.stringMatching(/^\d{4}-/),
      approvedSystem: null,
      customerNumber: null,
      message: 'تم رفض الطلب',
    });
    const after = await counts();
    expect(after.ampere).toBe(before.ampere);
    expect(after.kwh).toEqual(before.kwh);
    expect(after.audit).toBe(before.audit + 1);
    const [entry] = await db.query<{ action: string; count: number }>(
      'SELECT action, count FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'decline-registration', count: 1 });
  });

  it('refuses to review a request twice (409 in Arabic), writing nothing', async () => {
    const approved = await registered();
    const declined = await registered({ name: 'سعاد' });
    await staff.post(`/api/pending-customers/${approved}/approve`).send({ system: 'ampere' }).expect(200);
    await staff.post(`/api/pending-customers/${declined}/decline`).expect(200);
    const before = await counts();

    const again = await staff
      .post(`/api/pending-customers/${approved}/approve`)
      .send({ system: 'ampere' })
      .expect(409);
    expect(again.body).toMatchObject({
      code: 'REGISTRATION_ALREADY_REVIEWED',
      message: expect.stringContaining('تمت الموافقة على هذا الطلب من قبل'),
    });
    const declineApproved = await staff.post(`/api/pending-customers/${approved}/decline`).expect(409);
    expect((declineApproved.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    const approveDeclined = await staff
      .post(`/api/pending-customers/${declined}/approve`)
      .send({ system: 'mahmoud-kwh' })
      .expect(409);
    expect((approveDeclined.body as { message: string }).message).toContain('تم رفض هذا الطلب من قبل');
    expect(await counts()).toEqual(before);
  });

  it('answers 404 in Arabic for an unknown request, writing nothing', async () => {
    const before = await counts();
    for (const id of ['2f1b7c1e-0000-4000-8000-000000000000', 'not-an-id']) {
      const approve = await staff
        .post(`/api/pending-customers/${id}/approve`)
        .send({ system: 'ampere' })
        .expect(404);
      expect(approve.body).toMatchObject({
        code: 'REGISTRATION_NOT_FOUND',
        message: 'طلب التسجيل غير موجود',
      });
      await staff.post(`/api/pending-customers/${id}/decline`).expect(404);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown or missing system (Arabic), leaving the request pending and nothing written', async () => {
    const id = await registered();
    const before = await counts();
    const unknown = await staff
      .post(`/api/pending-customers/${id}/approve`)
      .send({ system: 'solar' })
      .expect(404);
    expect((unknown.body as { message: string }).message).toBe('نظام الفوترة غير معروف');
    const missing = await staff.post(`/api/pending-customers/${id}/approve`).send({}).expect(400);
    expect(JSON.stringify(missing.body)).toContain('يرجى اختيار النظام الذي ينضم إليه العميل');
    await staff.post(`/api/pending-customers/${id}/approve`).send({ system: 42 }).expect(400);
    expect(await counts()).toEqual(before);
  });

  it('creates the customer and marks the request in one transaction: a failure of either leaves neither', async () => {
    const id = await registered();
    const before = await counts();
    await db.query(`
      CREATE FUNCTION refuse_review() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'review refused by the test'; END $$;
      CREATE TRIGGER refuse_review BEFORE UPDATE ON pending_customers
        FOR EACH ROW EXECUTE FUNCTION refuse_review();`);
    // The failure is logged with its cause for the operator (and kept out of the run's output).
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      await staff.post(`/api/pending-customers/${id}/approve`).send({ system: 'mahmoud-kwh' }).expect(500);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('review refused by the test'));
    } finally {
      logged.mockRestore();
      await db.query('DROP TRIGGER refuse_review ON pending_customers; DROP FUNCTION refuse_review();');
    }
    expect(await counts()).toEqual(before);
  });

  it('creates exactly one customer when the same request is approved twice at once', async () => {
    const id = await registered();
    const before = await counts();
    const answers = await Promise.all([
      staff.post(`/api/pending-customers/${id}/approve`).send({ system: 'ampere' }),
      staff.post(`/api/pending-customers/${id}/approve`).send({ system: 'mahmoud-kwh' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await counts();
    const created =
      after.ampere - before.ampere + ((after.kwh['mahmoud-kwh'] ?? 0) - (before.kwh['mahmoud-kwh'] ?? 0));
    expect(created).toBe(1);
  });

  it('lists the reviewed requests with their review, the customer number of an approved one', async () => {
    const approved = await registered({ name: 'أول' });
    const declined = await registered({ name: 'ثاني' });
    await registered({ name: 'ثالث' });
    const approval = await staff
      .post(`/api/pending-customers/${approved}/approve`)
      .send({ system: 'kwh' })
      .expect(200);
    await staff.post(`/api/pending-customers/${declined}/decline`).expect(200);
    const list = (await staff.get('/api/pending-customers').expect(200)).body as {
      name: string;
      status: string;
      approvedSystem: string | null;
      customerNumber: number | null;
    }[];
    expect(list.map((entry) => [entry.name, entry.status])).toEqual([
      ['ثالث', 'pending'],
      ['ثاني', 'declined'],
      ['أول', 'approved'],
    ]);
    expect(list[2]).toMatchObject({
      approvedSystem: 'kwh',
      customerNumber: (approval.body as { customerNumber: number }).customerNumber,
    });
  });

  describe('the phone of the registration', () => {
    it.each(['ampere', 'mahmoud-kwh'])(
      'carries a Lebanese phone over to the new %s customer in E.164',
      async (system) => {
        const id = await registered({ name: `هاتف ${system}`, phone: '٠٣ ١٢٣ ٤٥٦' });
        const response = await staff
          .post(`/api/pending-customers/${id}/approve`)
          .send({ system })
          .expect(200);
        const body = response.body as { customerId: string; customerPhone: string | null; message: string };
        expect(body.customerPhone).toBe('+9613123456');
        expect(body.message).not.toContain('رقم الهاتف');
        const path = system === 'ampere' ? '/api/ampere-records' : `/api/${system}-customers`;
        const list = await staff.get(path).expect(200);
        expect(
          (list.body as { id: string; phone: string | null }[]).find((row) => row.id === body.customerId)
            ?.phone,
        ).toBe('+9613123456');
      },
    );

    it('approves a request whose phone is not a Lebanese number, keeping the customer without a phone, and says so', async () => {
      const id = await registered({ name: 'هاتف أجنبي', phone: '+33 6 12 34 56 78' });
      const response = await staff
        .post(`/api/pending-customers/${id}/approve`)
        .send({ system: 'ampere' })
        .expect(200);
      const body = response.body as { customerId: string; customerPhone: string | null; message: string };
      expect(body.customerPhone).toBeNull();
      expect(body.message).toContain('تمت الموافقة على الطلب');
      expect(body.message).toContain('رقم الهاتف «+33 6 12 34 56 78» غير صالح');
      const [stored] = await db.query<{ phone: string | null }>(
        'SELECT phone FROM ampere_records WHERE id = $1',
        [body.customerId],
      );
      expect(stored.phone).toBeNull();
    });
  });
});
