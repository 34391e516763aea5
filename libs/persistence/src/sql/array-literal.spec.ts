import { SqlDatabase } from './sql-database';
import { createTestDatabase } from '../testing/test-cluster';
import { arrayLiteral } from './array-literal';

describe('arrayLiteral: many values in one parameter', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  const unnested = async (literal: string, type: string) =>
    (await db.query<{ value: unknown }>(`SELECT u AS value FROM unnest($1::${type}[]) AS u`, [literal])).map(
      (row) => row.value,
    );

  it('gives PostgreSQL back every text exactly, whatever characters it holds', async () => {
    const texts = [
      'محمد علي',
      '',
      ' spaced ',
      'a,b',
      '{braces}',
      'say "hi"',
      'back\\slash',
      '\\"',
      'NULL',
      'null',
      'line\nbreak\ttab',
      "it's",
    ];
    expect(await unnested(arrayLiteral(texts), 'text')).toEqual(texts);
  });

  it('keeps a missing value as NULL, apart from the text NULL', async () => {
    expect(await unnested(arrayLiteral(['NULL', null, 'x']), 'text')).toEqual(['NULL', null, 'x']);
  });

  it('sends numbers, decimal text and true/false for typed columns', async () => {
    expect(await unnested(arrayLiteral([1, 2.5, -3]), 'numeric')).toEqual(['1', '2.5', '-3']);
    expect(await unnested(arrayLiteral(['12.35', '0.001', null]), 'numeric')).toEqual([
      '12.35',
      '0.001',
      null,
    ]);
    expect(await unnested(arrayLiteral([true, false, null]), 'bool')).toEqual([true, false, null]);
  });

  it('is an empty array for no values', async () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(await unnested(arrayLiteral([]), 'text')).toEqual([]);
  });

  it('refuses a number PostgreSQL could not read', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow(RangeError);
    expect(() => arrayLiteral([Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});
