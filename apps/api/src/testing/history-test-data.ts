import { Client } from 'pg';
import { Month } from '@kahraba/billing-domain';
import type TestAgent from 'supertest/lib/agent';
import type { AmpereRecordView, KwhCustomerView, SqlExecutor } from '@kahraba/persistence';
import { Clock } from '../application/clock/clock';
import { Database } from '../application/database/sql-database.provider';
import { pinClock } from '../application/clock/pinned-clock';
import type { PaymentResponse } from '../http/payments/payment.response';
import type { TestApp } from './test-app';

/** Tables a history does not have to fill: the sign-in sessions and the migrations' own journal. */
const TABLES_WITHOUT_HISTORY = ['sessions', 'mikro_orm_migrations'];

/** The metered groups: the two named groups and the generic kWh list. */
const METERED_SYSTEMS = ['mahmoud-kwh', 'baydawi-kwh', 'kwh'] as const;

type HistorySystem = 'ampere' | (typeof METERED_SYSTEMS)[number];

/**
 * The days the history happens on, in the business's zone (Asia/Beirut, UTC+3 then): a month of
 * work, its close on the 28th (a month is closed in its last days), and the first days
 * of the next month. The month is September 2026 in a new database, or the ampere system's live
 * month in one that has a business already (a demo's, docs/business-demo.md), so the history
 * continues it.
 */
function historyDays(month: Month) {
  const day = (of: Month, date: string) => `${of.toString()}-${date}T07:00:00.000Z`;
  return { month: day(month, '10'), monthEnd: day(month, '28'), nextMonth: day(month.next(), '02') };
}

const NEW_BUSINESS_MONTH = '2026-09';

interface ArchivedPair {
  restoredId: string;
  archivedId: string;
}

/** One payment as a later comparison needs it. */
interface HistoryPayment {
  id: string;
  receiptNumber: string;
  system: HistorySystem;
  customerId: string;
}

/** What the history left, for a test to compare against later (a backup restored, a bench run). */
export interface HistoryDatabase {
  /** The signed-in staff who made the history; the admin may take backups and restore them. */
  admin: TestAgent;
  operator: TestAgent;
  collector: TestAgent;
  /** A few live customers' ids per system, in the order they were added. */
  customerIds: Record<HistorySystem, string[]>;
  /** The month every system worked in, closed for `closedSystems`, and the live month after it. */
  closedMonth: string;
  closedSystems: HistorySystem[];
  liveMonth: string;
  /** A payment that stands (dollars, ampere), one in pounds (metered), and the voided one. */
  payment: HistoryPayment;
  poundsPayment: HistoryPayment;
  voidedPayment: HistoryPayment;
  /** The collector's offline payment, sent twice with this client id and written once. */
  replayedPayment: HistoryPayment & { clientId: string };
  /** The batch that was undone (an ampere column paste). */
  undoneBatchId: string;
  /**
   * Customers deleted into the archive, per tariff kind (ampere; the generic kWh list): one restored
   * (its live id, as the restore answered it), one left there (its archive entry's id).
   */
  archived: {
    ampere: ArchivedPair;
    kwh: ArchivedPair;
  };
  /** The public registrations: left pending, approved (with the customer it made), declined. */
  registrations: { pendingId: string; approvedId: string; approvedCustomerId: string; declinedId: string };
  printSelectionId: string;
  /** The rates the history ended with. */
  exchangeRate: number;
}

/**
 * A database with history (docs/backups.md): the real HTTP API driven as an office would drive it for a
 * month and a bit — an administrator, an operator and a collector, and the public's pages — so
 * that every table holds rows a tidy fresh database never has (batches, undone ones, closed months,
 * voided and replayed payments, archives, registrations). The business clock is pinned to the
 * history's days meanwhile and given back after.
 */
export async function buildHistoryDatabase(testApp: TestApp): Promise<HistoryDatabase> {
  const clock = testApp.app.get(Clock);
  const pinned = pinClock(clock);
  try {
    return await writeHistory(testApp, pinned.setTo);
  } finally {
    pinned.release();
  }
}

/**
 * Every table of the public schema (from the catalog, so a table added later counts too), except
 * the sessions and the migrations' journal, that holds no row. `database` is a URL or an open pool.
 */
export async function tablesWithoutRows(database: string | SqlExecutor): Promise<string[]> {
  if (typeof database !== 'string') return emptyTablesOf(database);
  const client = new Client({ connectionString: database });
  await client.connect();
  try {
    return await emptyTablesOf({
      query: async <T extends object>(sql: string, params?: readonly unknown[]) =>
        (await client.query<T>(sql, params as unknown[])).rows,
    });
  } finally {
    await client.end();
  }
}

async function emptyTablesOf(db: SqlExecutor): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND c.relname <> ALL($1::text[])
     ORDER BY c.relname`,
    [TABLES_WITHOUT_HISTORY],
  );
  const empty: string[] = [];
  for (const { name } of tables) {
    const [row] = await db.query<{ filled: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM public."${name.replaceAll('"', '""')}") AS filled`,
    );
    if (!row.filled) empty.push(name);
  }
  return empty;
}

async function writeHistory(testApp: TestApp, setClock: (instant: string) => void): Promise<HistoryDatabase> {
  const [live] = await testApp.app
    .get(Database)
    .query<{ month: string }>(`SELECT live_month AS month FROM billing_months WHERE system = 'ampere'`);
  const days = historyDays(Month.parse(live?.month ?? NEW_BUSINESS_MONTH));
  let now: string = days.month;
  const today = (instant: string) => {
    now = instant;
    setClock(instant);
  };
  today(days.month);
  const admin = await testApp.signedInAgent('نبيل', 'admin');
  const operator = await testApp.signedInAgent('رانيا', 'operator');
  const collector = await testApp.signedInAgent('سامي', 'collector');
  const collectorId = (await expectStatus(collector.get('/api/auth/user'), 200)).id as string;
  // A mistyped password first: the sign-in throttle counts it (rate_limits).
  await testApp.agent().post('/api/login').send({ email: 'nobody@example.com', password: 'wrong' });

  // The owner sets up the business: its profile and the archive screens' passcode (settings).
  await expectStatus(
    admin.put('/api/company-profile').send({
      name: 'مولد الحي',
      address: 'صيدا، الشارع العام',
      phone: '07 111 222',
      phone2: '70 333 444',
      email: 'office@example.com',
      registrationNumber: '2741',
      lookupNote: 'ابحث عن فاتورتك برقمها واسمك',
    }),
    200,
  );
  await expectStatus(
    admin.post('/api/passcodes/set').send({ scope: 'tables', newPasscode: '2468', confirmation: '2468' }),
    200,
  );

  // Customers: added one by one (one with the add form's retry key) and imported from a sheet.
  const ampere = await addAmpereCustomers(operator);
  const metered = {} as Record<(typeof METERED_SYSTEMS)[number], KwhCustomerView[]>;
  for (const system of METERED_SYSTEMS) metered[system] = await addMeteredCustomers(operator, system);

  // Prices: the ampere prices, the metered groups' exchange rate and subscription map (batch groups).
  await expectStatus(
    operator.patch('/api/ampere-records/update-all-prices').send({ globalPrice: 16, lowPrice: 26 }),
    200,
  );
  await expectStatus(admin.post('/api/exchange-rate').send({ usdToLbp: 90_000 }), 200);
  await expectStatus(admin.post('/api/subscription-pricing').send({ pricing: { '5': 450_000 } }), 200);
  // The generator's log (docs/generator-economics.md): a generator and a diesel purchase.
  const generator = await expectStatus(admin.post('/api/generators').send({ name: 'المولد', kva: 250 }), 201);
  await expectStatus(
    operator.post('/api/generator-costs').send({
      day: days.month.slice(0, 10),
      kind: 'diesel',
      generatorId: generator.id,
      litres: 500,
      hours: 120,
      amountUsd: 450,
    }),
    201,
  );

  // A column pasted into the wrong rows, taken back whole by undo.
  await expectStatus(
    operator.patch('/api/ampere-records/column-paste').send({ column: 'address', data: ['خطأ', 'خطأ'] }),
    200,
  );
  const undoable = await expectStatus(operator.get('/api/ampere-records/undo-last-batch'), 200);
  await expectStatus(operator.delete('/api/ampere-records/undo-last-batch'), 200);

  // Readings: a sheet of readings for one group, the reading round for another, one meter read twice.
  const mahmoud = metered['mahmoud-kwh'];
  await expectStatus(
    operator.post('/api/mahmoud-kwh-customers/bulk-update-readings').send({
      readings: mahmoud.map((customer, index) => ({
        id: customer.id,
        newCurrentKwh: customer.previousKwh + 100 + 10 * index,
      })),
    }),
    200,
  );
  const [walked] = metered['baydawi-kwh'];
  // The meter holds a reading of this month already (added with one): each reading of the round
  // corrects it once the reader confirms (docs/readings-in-a-month.md).
  await readMeter(operator, 'baydawi-kwh', walked.id, {
    clientId: 'round-1:1',
    takenAt: now,
    reading: walked.previousKwh + 50,
    confirmed: true,
  });
  await readMeter(operator, 'baydawi-kwh', walked.id, {
    clientId: 'round-1:2',
    takenAt: now,
    reading: walked.previousKwh + 60,
    confirmed: true,
  });

  // Payments: dollars in full (the bill at the new prices), a partial one, pounds, one voided, and
  // the collector's offline one sent twice (the phone lost the first answer).
  const billed = (await expectStatus<AmpereRecordView[]>(operator.get('/api/ampere-records'), 200)).find(
    (customer) => customer.id === ampere[0].id,
  )!;
  const payment = await pay(operator, 'ampere', billed.id, { amount: billed.outstandingBalance });
  await pay(operator, 'ampere', ampere[1].id, { amount: 5, method: 'bank_transfer' });
  const poundsPayment = await pay(operator, 'mahmoud-kwh', mahmoud[0].id, {
    amount: 900_000,
    currency: 'LBP',
  });
  const voidedPayment = await pay(operator, 'ampere', ampere[2].id, { amount: 30 });
  await expectStatus(
    operator.post(`/api/payments/${voidedPayment.id}/void`).send({ reason: 'سُجّلت على العميل الخطأ' }),
    200,
  );
  const clientId = 'phone-7:1';
  const offline = { amount: 10, clientId, takenBy: collectorId, note: 'دُفعت على الباب' };
  const replayedPayment = await pay(collector, 'baydawi-kwh', walked.id, offline);
  const replayed = await expectStatus(
    collector.post(`/api/baydawi-kwh-customers/${walked.id}/payments`).send(offline),
    200,
  );
  if (replayed.id !== replayedPayment.id) throw new Error('the replayed payment was written twice');

  // The evening (docs/handover.md): the collector's day counted, a dollar short.
  await expectStatus(
    admin
      .post('/api/handovers')
      .send({ collectorId, day: days.month.slice(0, 10), countedUsd: 9, countedLbp: 0 }),
    200,
  );
  // The debtors reminded (docs/debtors.md): a run over one who owes, their WhatsApp link opened.
  const { rows } = await expectStatus<{
    rows: { system: string; customerId: string; phone: string | null }[];
  }>(operator.get('/api/debtors'), 200);
  const owing = rows.find((row) => row.phone !== null)!;
  const run = await expectStatus<{ id: string }>(
    operator
      .post('/api/reminder-runs')
      .send({ customers: [{ system: owing.system, customerId: owing.customerId }] }),
    201,
  );
  await expectStatus(
    operator.post(`/api/reminder-runs/${run.id}/customers/${owing.system}/${owing.customerId}/opened`),
    200,
  );
  // The month's official tariff, as the ministry published it (docs/official-tariff.md).
  await expectStatus(
    admin.put(`/api/official-tariffs/${days.month.slice(0, 7)}`).send({
      kwhPriceLbp: { town: 32_790, village: 36_069 },
      fixedFeesLbp: { 5: 385_000, 10: 685_000, perExtra5A: 300_000 },
      exchangeRate: 89_700,
      dieselPrice20LLbp: 1_542_785,
      source: 'وزارة الطاقة والمياه',
    }),
    200,
  );

  // Deleted customers go to the archive; one of each kind comes back.
  const archived = {
    ampere: await deleteAndRestore(
      operator,
      (id) => `/api/ampere-records/${id}`,
      (id) => `/api/archived-records/${id}/restore`,
      ampere,
    ),
    kwh: await deleteAndRestore(
      operator,
      (id) => `/api/kwh-customers/${id}`,
      (id) => `/api/kwh-archived/${id}/restore`,
      metered.kwh,
    ),
  };

  // The public: a bill looked up, and three registrations — approved, declined, left pending.
  const visitor = testApp.agent();
  await expectStatus(
    visitor
      .get('/api/customer-portal/search')
      .query({ id: `#${ampere[0].customerNumber}`, name: ampere[0].name }),
    200,
  );
  const register = async (name: string, meterType: 'meter' | 'cutoff') =>
    (
      await expectStatus(
        visitor
          .post('/api/pending-customers')
          .send({ name, phone: '03 555 111', address: 'الحارة القديمة', ampereRequested: 5, meterType }),
        201,
      )
    ).id as string;
  const approvedId = await register('وفاء الزين', 'meter');
  const declinedId = await register('طلب مكرر', 'cutoff');
  const pendingId = await register('حسان نصار', 'cutoff');
  const approved = await expectStatus(
    operator.post(`/api/pending-customers/${approvedId}/approve`).send({ system: 'kwh' }),
    200,
  );
  await expectStatus(operator.post(`/api/pending-customers/${declinedId}/decline`), 200);

  // Invoices picked for printing, kept as a selection.
  const selection = await expectStatus(
    operator
      .post('/api/print-selections')
      .send({ type: 'ampere', ids: (await liveIds(operator, '/api/ampere-records')).slice(0, 3) }),
    201,
  );

  // The month's end: the month closed for the ampere customers and one metered group.
  today(days.monthEnd);
  const closed = await expectStatus(operator.post('/api/ampere-records/new-month').send({}), 200);
  await expectStatus(operator.post('/api/mahmoud-kwh-customers/new-month').send({}), 200);
  const closedMonth = closed.month as string;
  const liveMonth = closed.nextMonth as string;

  // The next month: a meter the reader could not reach is estimated from its closed month; a payment of
  // the new month.
  today(days.nextMonth);
  await readMeter(operator, 'mahmoud-kwh', mahmoud[1].id, {
    clientId: 'round-2:1',
    takenAt: now,
    unreadReason: 'البوابة مقفلة',
  });
  await pay(operator, 'ampere', ampere[0].id, { amount: 20 });

  return {
    admin,
    operator,
    collector,
    customerIds: {
      ampere: await liveIds(operator, '/api/ampere-records'),
      ...(Object.fromEntries(
        await Promise.all(
          METERED_SYSTEMS.map(async (system) => [
            system,
            await liveIds(operator, `/api/${system}-customers`),
          ]),
        ),
      ) as Record<(typeof METERED_SYSTEMS)[number], string[]>),
    },
    closedMonth,
    closedSystems: ['ampere', 'mahmoud-kwh'],
    liveMonth,
    payment,
    poundsPayment,
    voidedPayment,
    replayedPayment: { ...replayedPayment, clientId },
    undoneBatchId: undoable.batchId as string,
    archived,
    registrations: {
      pendingId,
      approvedId,
      approvedCustomerId: approved.customerId as string,
      declinedId,
    },
    printSelectionId: selection.id as string,
    exchangeRate: 90_000,
  };
}

// The history's customers live on boxes from 91 on, past a demo's (its boxes count from 1).

/**
 * Three ampere customers added by hand (the first with a retry key) and three from a sheet; answers
 * them (a demo's customers, when the database has some, are left to the demo).
 */
async function addAmpereCustomers(operator: TestAgent): Promise<AmpereRecordView[]> {
  await expectStatus(
    operator.post('/api/ampere-records').send({
      name: 'هدى سليمان',
      box: '91',
      ampere: 5,
      address: 'الشارع العام',
      idempotencyKey: 'add-form-1',
    }),
    201,
  );
  await expectStatus(
    operator.post('/api/ampere-records').send({ name: 'جاد عون', box: '91', ampere: 2, phone: '03 123 456' }),
    201,
  );
  await expectStatus(
    operator
      .post('/api/ampere-records')
      .send({ name: 'سعاد حداد', box: '92', ampere: 10, amperePrice: 14.5 }),
    201,
  );
  await expectStatus(
    operator.post('/api/ampere-records/bulk').send({
      records: ['مروان', 'ليلى', 'كريم'].map((name) => ({
        name,
        box: '93',
        ampere: 3,
        address: 'البيادر',
      })),
    }),
    201,
  );
  const added = new Set(['هدى سليمان', 'جاد عون', 'سعاد حداد', 'مروان', 'ليلى', 'كريم']);
  return (await expectStatus<AmpereRecordView[]>(operator.get('/api/ampere-records'), 200)).filter(
    (customer) => added.has(customer.name),
  );
}

/** One customer of the group added by hand and three imported (the import sheet's columns). */
async function addMeteredCustomers(operator: TestAgent, system: string): Promise<KwhCustomerView[]> {
  await expectStatus(
    operator.post(`/api/${system}-customers`).send({
      name: `أول ${system}`,
      box: '94',
      ampere: 5,
      previousKwh: 1000,
      currentKwh: 1000,
      pricePerKwh: 0.4,
    }),
    201,
  );
  await expectStatus(
    operator.post(`/api/${system}-customers/bulk`).send({
      records: ['وليد', 'نادين', 'فادي'].map((name, index) => ({
        name: `${name} ${system}`,
        box: String(95 + index),
        ampere: 5,
        previousKwh: 2000 + 100 * index,
        currentKwh: 2000 + 100 * index,
        pricePerKwh: 0.35,
      })),
    }),
    201,
  );
  return (await expectStatus<KwhCustomerView[]>(operator.get(`/api/${system}-customers`), 200)).filter(
    (customer) => customer.name.endsWith(system),
  );
}

/** Deletes the last two customers into the archive and restores the first of them. */
async function deleteAndRestore(
  operator: TestAgent,
  customerPath: (id: string) => string,
  restorePath: (archivedId: string) => string,
  customers: readonly { id: string }[],
): Promise<ArchivedPair> {
  const [restored, archived] = customers.slice(-2);
  const restoredArchive = await expectStatus(operator.delete(customerPath(restored.id)), 200);
  const archivedEntry = await expectStatus(operator.delete(customerPath(archived.id)), 200);
  const live = await expectStatus(operator.post(restorePath(restoredArchive.archivedId as string)), 200);
  return { restoredId: live.id as string, archivedId: archivedEntry.archivedId as string };
}

async function readMeter(
  agent: TestAgent,
  system: string,
  customerId: string,
  body: { clientId: string; takenAt: string; reading?: number; unreadReason?: string; confirmed?: boolean },
): Promise<void> {
  await expectStatus(agent.post(`/api/${system}-customers/${customerId}/readings`).send(body), 201);
}

async function pay(
  agent: TestAgent,
  system: HistorySystem,
  customerId: string,
  body: Record<string, unknown>,
): Promise<HistoryPayment> {
  const path =
    system === 'ampere'
      ? `/api/ampere-records/${customerId}/payments`
      : `/api/${system}-customers/${customerId}/payments`;
  const payment = await expectStatus<PaymentResponse>(agent.post(path).send(body), 201);
  return { id: payment.id, receiptNumber: payment.receiptNumber, system, customerId };
}

async function liveIds(agent: TestAgent, path: string): Promise<string[]> {
  return (await expectStatus<{ id: string }[]>(agent.get(path), 200)).map((customer) => customer.id);
}

/** The answer's body, or an error naming the call and what it answered instead. */
async function expectStatus<T = Record<string, unknown>>(
  request: PromiseLike<{ status: number; body: unknown; text: string }> & { method?: string; url?: string },
  status: number,
): Promise<T> {
  const response = await request;
  if (response.status !== status) {
    throw new Error(
      `history: ${request.method} ${request.url} answered ${response.status}, not ${status}: ${response.text}`,
    );
  }
  return response.body as T;
}
