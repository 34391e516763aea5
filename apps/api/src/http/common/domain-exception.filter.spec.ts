import { createServer } from 'node:net';
import { Logger, type ArgumentsHost } from '@nestjs/common';
import { Client } from 'pg';
import { SqlDatabase } from '@kahraba/persistence';
import { createTestDatabase } from '@kahraba/persistence/testing';
import { DomainExceptionFilter } from './domain-exception.filter';

// The filter logs what it answers 5xx (the cause, for the operator's terminal): checked where it
// matters, kept out of the run's output.
let logged: { error: jest.SpyInstance; warn: jest.SpyInstance };
beforeEach(() => {
  logged = {
    error: jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined),
    warn: jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined),
  };
});
afterEach(() => jest.restoreAllMocks());

/** Sends an error through the filter as Nest would and returns the answer the client gets. */
function answer(error: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new DomainExceptionFilter().catch(error, host);
  return sent;
}

describe('the exception filter and PostgreSQL errors', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase(), 1);
  });
  afterAll(() => db.close());

  const refusalOf = async (sql: string) => {
    const error = await db.query(sql).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeDefined();
    return answer(error);
  };

  it.each([
    ["a day that does not exist ('2026-02-31')", "SELECT '2026-02-31'::date"],
    ["a month that does not exist ('2026-13-45')", "SELECT '2026-13-45'::date"],
    ['text that is no date', "SELECT 'tomorrow-ish'::date"],
  ])('answers %s with an Arabic 400, not 500', async (_case, sql) => {
    expect(await refusalOf(sql)).toEqual({
      status: 400,
      body: { message: 'التاريخ غير صالح', code: 'INVALID_DATE' },
    });
  });

  it('still answers a number past its column with an Arabic 400', async () => {
    expect(await refusalOf('SELECT 12345678::numeric(4,2)')).toEqual({
      status: 400,
      body: { message: 'قيمة رقمية أكبر من المسموح' },
    });
  });

  it('answers any other database failure with a 500 that reveals nothing', async () => {
    expect(await refusalOf('SELECT * FROM no_such_table')).toEqual({
      status: 500,
      body: { message: 'حدث خطأ في الخادم' },
    });
    // The cause goes to the log, not to the client.
    expect(logged.error).toHaveBeenCalledWith(
      expect.stringContaining('relation "no_such_table" does not exist'),
    );
  });
});

describe('the exception filter when PostgreSQL does not answer', () => {
  const down = { status: 503, body: { message: 'قاعدة البيانات لا تستجيب' } };
  let url: string;
  let admin: SqlDatabase;

  beforeAll(async () => {
    url = await createTestDatabase();
    admin = new SqlDatabase(url, 1);
  });
  afterAll(() => admin.close());

  const isRunningQuery = async (pid: number): Promise<boolean> =>
    (
      await admin.query<{ running: boolean }>(
        `SELECT count(*) > 0 AS running FROM pg_stat_activity
          WHERE pid = $1 AND state = 'active' AND query LIKE '%pg_sleep%'`,
        [pid],
      )
    )[0].running;

  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => {
        throw new Error('the database answered');
      },
      (failure: unknown) => failure,
    );

  /** A port nothing listens on. */
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });

  it('answers a refused connection (ECONNREFUSED) with 503', async () => {
    const address = new URL(url);
    address.hostname = '127.0.0.1';
    address.port = String(await closedPort());
    const nowhere = new SqlDatabase(address.toString(), 1);
    try {
      expect(answer(await failureOf(nowhere.query('SELECT 1')))).toEqual(down);
    } finally {
      await nowhere.close();
    }
  });

  it('answers a connection the server terminates (57P01), and any use of it after, with 503', async () => {
    const victim = new Client({ connectionString: url });
    victim.on('error', () => undefined);
    await victim.connect();
    const {
      rows: [{ pid }],
    } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const running = failureOf(victim.query('SELECT pg_sleep(30)'));
    // Terminated once the server is running its query (not after a guessed pause).
    while (!(await isRunningQuery(pid))) await Promise.resolve();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const terminated = (await running) as { code?: string };
    expect(terminated.code).toBe('57P01');
    expect(answer(terminated)).toEqual(down);
    const afterwards = await failureOf(victim.query('SELECT 1'));
    expect(answer(afterwards)).toEqual(down);
    await victim.end().catch(() => undefined);
  });

  it('answers a refusal, a server starting up and a driver error wrapped in another, with 503', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(answer(refused)).toEqual(down);
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    expect(answer(starting)).toEqual(down);
    expect(answer(new Error('wrapped', { cause: refused }))).toEqual(down);
    expect(answer(new AggregateError([refused, refused]))).toEqual(down);
  });
});
