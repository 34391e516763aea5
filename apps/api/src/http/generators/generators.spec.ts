import { Workbook } from 'exceljs';
import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { Database } from '../../application/database/sql-database.provider';
import { snapshotOfData } from '../../testing/ampere-test-data';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Reads a binary answer (xlsx) whole. */
function binary(answer: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const response = answer as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('the generators, their log and the monthly economics over HTTP', () => {
  let testApp: TestApp;
  let admin: TestAgent;
  let operator: TestAgent;
  let collector: TestAgent;
  let db: Database;
  let today: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    db = testApp.app.get(Database);
    today = testApp.app.get(Clock).today();
    [admin, operator, collector] = await Promise.all([
      testApp.signedInAgent('مالك', 'admin'),
      testApp.signedInAgent('سامي', 'operator'),
      testApp.signedInAgent('جابي', 'collector'),
    ]);
  });
  afterAll(() => testApp.close());

  it('lets administrators keep the generators, operators only read them, collectors not at all', async () => {
    await testApp.agent().get('/api/generators').expect(401);
    await collector.get('/api/generators').expect(403);
    await collector.get('/api/generator-economics').expect(403);
    await operator.post('/api/generators').send({ name: 'مولد', kva: 100 }).expect(403);

    const added = await admin.post('/api/generators').send({ name: 'المولد الكبير', kva: '٥٠٠' }).expect(201);
    expect(added.body).toEqual({ id: expect.any(String), name: 'المولد الكبير', kva: 500 });
    const edited = await admin.patch(`/api/generators/${added.body.id}`).send({ kva: 550.5 }).expect(200);
    expect(edited.body.kva).toBe(550.5);
    expect((await operator.get('/api/generators').expect(200)).body).toEqual([edited.body]);

    await admin.delete(`/api/generators/${added.body.id}`).expect(200);
    expect((await operator.get('/api/generators').expect(200)).body).toEqual([]);
    await admin.delete(`/api/generators/${added.body.id}`).expect(404);
  });

  it.each([
    [{ name: '', kva: 100 }, 'GENERATOR_NAME_REQUIRED', 'اسم المولد مطلوب'],
    [{ name: 'مولد', kva: 'كبير' }, 'NOT_A_NUMBER', 'قدرة المولد'],
    [{ name: 'مولد', kva: 100, colour: 'أحمر' }, undefined, undefined],
  ])('refuses the generator %j in Arabic and writes nothing', async (body, code, message) => {
    const before = await snapshotOfData(db);
    const response = await admin.post('/api/generators').send(body).expect(400);
    if (code) expect(response.body).toMatchObject({ code, message: expect.stringContaining(message!) });
    expect(await snapshotOfData(db)).toEqual(before);
  });

  it('records log lines, refuses bad ones naming the field, and takes a wrong one back', async () => {
    const diesel = await operator
      .post('/api/generator-costs')
      .send({ day: today, kind: 'diesel', litres: '١٠٠٠', hours: 150, amountLbp: '80,550,000' })
      .expect(201);
    expect(diesel.body).toMatchObject({
      kind: 'diesel',
      litres: 1000,
      hours: 150,
      amountLbp: 80_550_000,
      amountUsd: null,
    });

    const before = await snapshotOfData(db);
    for (const [body, code] of [
      [{ day: '2999-01-01', kind: 'other', amountUsd: 1 }, 'COST_DAY_IN_FUTURE'],
      [{ day: today, kind: 'other', amountUsd: 1, amountLbp: 89500 }, 'COST_AMOUNT_IN_TWO_CURRENCIES'],
      [{ day: today, kind: 'diesel', amountUsd: 1 }, 'DIESEL_LITRES_REQUIRED'],
      [{ day: today, kind: 'other', amountUsd: 'عشرة' }, 'NOT_A_NUMBER'],
      [
        { day: today, kind: 'other', amountUsd: 1, generatorId: '00000000-0000-4000-8000-000000000000' },
        'UNKNOWN_GENERATOR',
      ],
    ] as const) {
      const response = await operator.post('/api/generator-costs').send(body).expect(400);
      expect(response.body.code).toBe(code);
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    await operator.get('/api/generator-economics?month=2026-13').expect(400);
    expect(await snapshotOfData(db)).toEqual(before);

    const wrong = await operator
      .post('/api/generator-costs')
      .send({ day: today, kind: 'other', amountUsd: 10 })
      .expect(201);
    await operator.delete(`/api/generator-costs/${wrong.body.id}`).expect(200);
    await operator.delete(`/api/generator-costs/${wrong.body.id}`).expect(404);
    const month = today.slice(0, 7);
    const list = await operator.get('/api/generator-costs').query({ month }).expect(200);
    expect(list.body).toEqual({ month, lines: [diesel.body] });
  });

  it("answers the month's economics and downloads it as a workbook", async () => {
    const month = today.slice(0, 7);
    const report = await operator.get('/api/generator-economics').query({ month }).expect(200);
    // 80,550,000 ل.ل at the default 89,500 ل.ل per dollar is $900.00; no kWh billed yet.
    expect(report.body).toMatchObject({
      month,
      exchangeRate: 89500,
      kwhBilled: 0,
      litres: 1000,
      hours: 150,
      costs: { diesel: { usd: 900, lbp: 80_550_000 }, total: { usd: 900, lbp: 80_550_000 } },
      costPerKwh: null,
      profit: { collectedLessCosts: { usd: -900, lbp: -80_550_000 } },
    });
    const history = await operator.get('/api/generator-economics/history').expect(200);
    expect(history.body).toHaveLength(12);
    expect(history.body[11].month).toBe(month);

    const file = await operator
      .get('/api/generator-economics.xlsx')
      .query({ month })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(file.headers['content-disposition']).toContain(`generator-economics-${month}.xlsx`);
    const workbook = new Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const [summary, lines] = workbook.worksheets;
    expect(summary.getRow(5).values).toEqual([undefined, 'مازوت', 900, 80_550_000]);
    expect(lines.getRow(2).values).toEqual([
      undefined,
      today,
      'diesel',
      1000,
      150,
      80_550_000,
      'LBP',
      '',
      '',
    ]);
  });

  it('imports a sheet in one transaction and takes the import back', async () => {
    const imported = await operator
      .post('/api/generator-costs/import')
      .send({ rows: [{ day: today, kind: 'صيانة', amount: '75', currency: 'USD', note: 'زيت' }] })
      .expect(201);
    expect(imported.body).toEqual({ importId: expect.any(String), count: 1 });
    await operator.delete(`/api/generator-costs/imports/${imported.body.importId}`).expect(200);
    await operator.post('/api/generator-costs/import').send({ rows: [] }).expect(400);
  });
});
