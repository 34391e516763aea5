import { CommandBus } from '@nestjs/cqrs';
import { Workbook } from 'exceljs';
import { parse as parseCsv } from 'papaparse';
import type TestAgent from 'supertest/lib/agent';
import { Clock } from '../../application/clock/clock';
import { CloseMonthCommand } from '../../application/months/close-month.command';
import { startTestApp, type TestApp } from '../../testing/test-app';

interface Debtor {
  system: string;
  customerId: string;
  customerNumber: number;
  name: string;
  box: string | null;
  totalDue: number;
  totalDueLbp: number;
  months: number;
  lastPayment: { day: string; amount: number } | null;
  lastReminderDay: string | null;
  cutOff: { at: string; reason: string } | null;
}
interface Debtors {
  rows: Debtor[];
  totals: Record<
    'current' | 'one' | 'two' | 'threePlus' | 'all',
    { count: number; totalDue: number; totalDueLbp: number }
  >;
}
interface RunCustomer {
  system: string;
  customerId: string;
  name: string;
  link: string | null;
  skipReason: string | null;
  remindedAt: string | null;
}

/** Reads a binary answer (xlsx) whole. */
function binary(answer: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const response = answer as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/**
 * The debtors list over HTTP on three closed months of history: who owes, for how long, the totals,
 * the filters, the downloads, the dashboard's totals and a reminder run.
 */
describe('debtors and reminder runs', () => {
  let testApp: TestApp;
  let agent: TestAgent;
  const ids: Record<string, string> = {};

  const today = (day: string) =>
    jest.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(`${day}T10:00:00+02:00`));
  const closeMonth = () =>
    testApp.app.get(CommandBus).execute(new CloseMonthCommand('ampere', undefined, 'test'));
  const addAmpere = async (name: string, box: string, phone: string | null) =>
    (
      await agent
        .post('/api/ampere-records')
        .send({ name, box, ampere: 5, amperePrice: 10, phone, force: true })
        .expect(201)
    ).body as { id: string };
  const pay = (id: string, amount: number) =>
    agent.post(`/api/ampere-records/${id}/payments`).send({ amount }).expect(201);
  const debtors = async (query: Record<string, string> = {}) =>
    (await agent.get('/api/debtors').query(query).expect(200)).body as Debtors;
  const named = (list: Debtors) => Object.fromEntries(list.rows.map((row) => [row.name, row]));

  beforeAll(async () => {
    testApp = await startTestApp();
    agent = await testApp.signedInAgent('سلمى');
    // November: three customers of box A1, each billed $50 a month.
    today('2026-11-10');
    ids.never = (await addAmpere('لا يدفع أبداً', 'A1', '03 123 456')).id;
    ids.lately = (await addAmpere('توقف مؤخراً', 'A1', '71 234 567')).id;
    ids.always = (await addAmpere('يدفع دائماً', 'A1', '03 999 888')).id;
    await pay(ids.lately, 50);
    await pay(ids.always, 50);
    await closeMonth();
    today('2026-12-10');
    await pay(ids.lately, 50);
    await pay(ids.always, 50);
    await closeMonth();
    today('2027-01-10');
    await pay(ids.always, 30);
    await pay(ids.always, 20);
    await closeMonth();
    // February, live: a newcomer on a landline in box B2, the faithful one pays again.
    today('2027-02-10');
    await pay(ids.always, 50);
    ids.newcomer = (await addAmpere('جديد بهاتف أرضي', 'B2', '01 123 456')).id;
    ids.partial = (await addAmpere('=HYPERLINK("http://x")', 'B2', null)).id;
    await pay(ids.partial, 20);
  });
  afterAll(() => testApp.close());

  it('lists who owes with the statement’s amounts, how many closed months, and the last payment', async () => {
    const list = await debtors({ system: 'ampere' });
    const rows = named(list);
    expect(Object.keys(rows).sort()).toEqual(
      ['=HYPERLINK("http://x")', 'توقف مؤخراً', 'جديد بهاتف أرضي', 'لا يدفع أبداً'].sort(),
    );
    expect(rows['لا يدفع أبداً']).toMatchObject({
      system: 'ampere',
      customerId: ids.never,
      box: 'A1',
      totalDue: 200,
      totalDueLbp: 17_900_000,
      months: 3,
      lastPayment: null,
      lastReminderDay: null,
    });
    expect(rows['توقف مؤخراً']).toMatchObject({
      totalDue: 100,
      months: 1,
      lastPayment: { day: '2026-12-10', amount: 50 },
    });
    expect(rows['جديد بهاتف أرضي']).toMatchObject({ totalDue: 50, months: 0 });
    expect(rows['=HYPERLINK("http://x")']).toMatchObject({ totalDue: 30, months: 0 });
    const invoice = await agent
      .post('/api/print-invoices')
      .send({ type: 'ampere', ids: [ids.never] })
      .expect(200);
    const [{ statement }] = invoice.body as { statement: { totalDue: number; lbp: { totalDue: number } } }[];
    expect({ totalDue: statement.totalDue, totalDueLbp: statement.lbp.totalDue }).toEqual({
      totalDue: rows['لا يدفع أبداً'].totalDue,
      totalDueLbp: rows['لا يدفع أبداً'].totalDueLbp,
    });
  });

  it('totals each age in dollars and pounds, and the dashboard shows the same totals', async () => {
    const list = await debtors({ system: 'ampere' });
    expect(list.totals).toEqual({
      current: { count: 2, totalDue: 80, totalDueLbp: 7_160_000 },
      one: { count: 1, totalDue: 100, totalDueLbp: 8_950_000 },
      two: { count: 0, totalDue: 0, totalDueLbp: 0 },
      threePlus: { count: 1, totalDue: 200, totalDueLbp: 17_900_000 },
      all: { count: 4, totalDue: 380, totalDueLbp: 34_010_000 },
    });
    expect((list as Debtors & { boxes: unknown }).boxes).toEqual([
      { box: 'A1', count: 2, totalDue: 300, totalDueLbp: 26_850_000 },
      { box: 'B2', count: 2, totalDue: 80, totalDueLbp: 7_160_000 },
    ]);
    const everyone = await debtors();
    const dashboard = await agent.get('/api/system-summaries').expect(200);
    expect(dashboard.body.debtAges).toEqual(everyone.totals);
  });

  it('filters by box and by months owed (Arabic-Indic digits read), and refuses what is not a number', async () => {
    expect(Object.keys(named(await debtors({ box: 'A1' }))).sort()).toEqual(
      ['توقف مؤخراً', 'لا يدفع أبداً'].sort(),
    );
    expect((await debtors({ minMonths: '٣' })).rows.map((row) => row.name)).toEqual(['لا يدفع أبداً']);
    expect((await debtors({ minMonths: '1' })).totals.all.count).toBe(2);
    const refused = await agent.get('/api/debtors').query({ minMonths: 'ثلاثة' }).expect(400);
    expect(refused.body.message).toContain('عدد أشهر الدين');
    await agent.get('/api/debtors').query({ system: 'nowhere-kwh' }).expect(404);
    await testApp.agent().get('/api/debtors').expect(401);
  });

  it('downloads the same list as CSV and xlsx, a formula-like name kept as text', async () => {
    const csv = await agent.get('/api/debtors.csv').query({ system: 'ampere' }).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const table = parseCsv<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(table[0]).toEqual(expect.arrayContaining(['رقم المشترك', 'المستحق بالدولار', 'أشهر الدين']));
    const never = table.find((row) => row[2] === 'لا يدفع أبداً')!;
    expect(never.slice(5, 8)).toEqual(['200', '17900000', '3']);
    expect(table.some((row) => row[2] === `'=HYPERLINK("http://x")`)).toBe(true);
    expect(table.find((row) => row[0] === 'المجموع')).toEqual(['المجموع', '4', '380', '34010000']);

    const xlsx = await agent
      .get('/api/debtors.xlsx')
      .query({ box: 'A1' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const workbook = new Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('المدينون')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(6).value).toBe(200);
  });

  it('runs reminders: a link for each mobile, landlines and the phoneless skipped, opening one marks them reminded', async () => {
    const start = await agent
      .post('/api/reminder-runs')
      .send({
        customers: [ids.never, ids.newcomer, ids.partial, ids.lately].map((customerId) => ({
          system: 'ampere',
          customerId,
        })),
        skipRemindedWithinDays: 7,
      })
      .expect(201);
    const run = start.body as { id: string; customers: RunCustomer[]; toRemind: number; skipped: number };
    expect(run.customers.map((customer) => [customer.name, customer.skipReason])).toEqual([
      ['لا يدفع أبداً', null],
      ['جديد بهاتف أرضي', 'landline'],
      ['=HYPERLINK("http://x")', 'no-phone'],
      ['توقف مؤخراً', null],
    ]);
    const link = run.customers[0].link!;
    expect(link.startsWith('https://wa.me/9613123456?text=')).toBe(true);
    const text = decodeURIComponent(link.split('text=')[1]);
    expect(text).toContain('$200 (17,900,000 ل.ل)');
    expect(text).toContain('منذ 3 أشهر');

    const opened = await agent.post(`/api/reminder-runs/${run.id}/customers/ampere/${ids.never}/opened`);
    expect(opened.status).toBe(200);
    expect(opened.body.reminded).toBe(1);
    await agent.post(`/api/reminder-runs/${run.id}/customers/ampere/${ids.newcomer}/opened`).expect(404);
    expect(named(await debtors())['لا يدفع أبداً'].lastReminderDay).toBe('2027-02-10');

    // A second run the same week skips the one just reminded.
    today('2027-02-14');
    const again = await agent
      .post('/api/reminder-runs')
      .send({
        customers: [
          { system: 'ampere', customerId: ids.never },
          { system: 'ampere', customerId: ids.lately },
        ],
      })
      .expect(201);
    expect(
      (again.body as { customers: RunCustomer[] }).customers.map((customer) => customer.skipReason),
    ).toEqual(['recently-reminded', null]);

    const admin = await testApp.signedInAgent('مدير', 'admin');
    const audit = await admin.get('/api/audit-log').query({ action: 'start-reminder-run' }).expect(200);
    const entries = (
      audit.body as { entries: { count: number; details: { skipped: Record<string, number> } }[] }
    ).entries;
    expect(entries.map((entry) => [entry.count, entry.details.skipped])).toEqual(
      expect.arrayContaining([[4, { landline: 1, 'no-phone': 1 }]]),
    );
    await agent.post('/api/reminder-runs').send({ customers: [] }).expect(400);
  });

  it('marks the customers cut off from their statement, in the list and in the CSV (the cut-off list)', async () => {
    const admin = await testApp.signedInAgent('مدير', 'admin');
    await admin
      .post(`/api/ampere-records/${ids.never}/cut-off`)
      .send({ reason: 'ثلاثة أشهر دون دفع' })
      .expect(200);
    const rows = named(await debtors({ minMonths: '1' }));
    expect(rows['لا يدفع أبداً'].cutOff).toEqual({ at: expect.any(String), reason: 'ثلاثة أشهر دون دفع' });
    expect(rows['توقف مؤخراً'].cutOff).toBeNull();

    const csv = await agent.get('/api/debtors.csv').query({ box: 'A1' }).expect(200);
    const table = parseCsv<string[]>(csv.text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(table[0][11]).toBe('مقطوع');
    expect(table.find((row) => row[2] === 'لا يدفع أبداً')![11]).toBe('مقطوع: ثلاثة أشهر دون دفع');
    expect(table.find((row) => row[2] === 'توقف مؤخراً')![11]).toBe('');
  });
});
