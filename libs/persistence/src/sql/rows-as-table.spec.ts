import { createTestDatabase } from '../testing/test-cluster';
import { rowsAsTable, type WrittenColumn } from './rows-as-table';
import { SqlDatabase } from './sql-database';

interface Row {
  n: number;
  name: string;
  month: string;
  paid: boolean | null;
  note?: string | null;
}
const COLUMNS: readonly WrittenColumn<Row>[] = [
  ['n', 'int', 'n'],
  ['name', 'text', 'name'],
  ['month', 'text', 'month'],
  ['paid', 'bool', 'paid'],
  ['note', 'text', 'note'],
];

describe('rowsAsTable: rows as one table for one statement', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = new SqlDatabase(await createTestDatabase());
  });
  afterAll(() => db.close());

  const read = async (rows: Row[], ids: string[] | null = null) => {
    const { from, values, params } = rowsAsTable(COLUMNS, rows, ids);
    return db.query<Record<string, unknown>>(
      `SELECT ${values.map((value, index) => `${value} AS "${COLUMNS[index][0]}"`).join(', ')}${ids ? ', u.id' : ''}
       FROM ${from}`,
      params,
    );
  };

  it('gives back every row with its values, a missing one as null', async () => {
    const rows = [
      { n: 1, name: 'سامي, "أبو علي"', month: '2026-11', paid: true },
      { n: 2, name: 'NULL', month: '2026-11', paid: null, note: 'x' },
      { n: 3, name: '', month: '2026-12', paid: false, note: null },
    ];
    expect(await read(rows)).toEqual(rows.map((row) => ({ note: null, ...row })));
  });

  it('sends a value every row shares once, as a parameter, and still gives every row', async () => {
    const rows = Array.from({ length: 3 }, (_, n) => ({ n, name: 'same', month: '2026-11', paid: false }));
    const { from, params } = rowsAsTable<Row>(COLUMNS, rows);
    expect(from).toBe('unnest($1::int[]) AS u("n")');
    expect(params).toEqual(['{0,1,2}', 'same', '2026-11', false, null]);
    expect(await read(rows)).toHaveLength(3);
  });

  it('reads a single row, and rows keyed by id', async () => {
    const id = '5f2b1c1e-6d0a-4c2e-9a51-2f0f5b7d9a10';
    expect(await read([{ n: 7, name: 'ريم', month: '2026-11', paid: true }], [id])).toEqual([
      { n: 7, name: 'ريم', month: '2026-11', paid: true, note: null, id },
    ]);
  });
});
