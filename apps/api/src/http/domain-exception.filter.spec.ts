import type { ArgumentsHost } from '@nestjs/common';
import { createTestDatabase, SqlDatabase } from '@kahraba/persistence';
import { DomainExceptionFilter } from './domain-exception.filter';

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
  });
});
