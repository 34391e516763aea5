import { arrayLiteral } from './array-literal';

type SqlValue = string | number | boolean | null;

/** A stored column: its name, its SQL type, and the field of the row holding it. */
export type WrittenColumn<Row> = readonly [column: string, type: string, field: keyof Row & string];

export interface RowsAsTable {
  /** The FROM item: `unnest(…) AS u(…)`, with `u.id` when ids are given. */
  from: string;
  /** The SQL value of each column, in the order given: `u."field"` or a shared parameter. */
  values: string[];
  params: SqlValue[];
}

/**
 * Rows as a table `u` for one statement, whatever their number (set-based bulk work): a value every
 * row shares (the month, the invoice date, …) is one scalar parameter; every other column is one
 * typed array (`$n::numeric[]`, built by arrayLiteral) read back with `unnest`. PostgreSQL reads
 * arrays far faster than a JSON parameter of objects, which it must take apart field by field, and
 * array literals are far cheaper to build than node-postgres's own array encoding (bulk
 * speed, docs/benchmarks.md). With `ids`, `u.id` is each row's id.
 */
export function rowsAsTable<Row>(
  columns: readonly WrittenColumn<Row>[],
  rows: readonly Row[],
  ids: readonly string[] | null = null,
): RowsAsTable {
  const params: SqlValue[] = [];
  const unnested: string[] = [];
  const names: string[] = [];
  const parameter = (value: SqlValue, type: string) => `$${params.push(value)}::${type}`;
  const values = columns.map(([, type, field], index) => {
    // One pass per column (20,000 rows × 30 columns on a readings import): the values, and
    // whether every row holds the same one.
    const column = new Array<SqlValue>(rows.length);
    let shared = ids !== null || index > 0; // one varying column at least: unnest numbers the rows
    for (let row = 0; row < rows.length; row += 1) {
      const value = (rows[row][field] as SqlValue | undefined) ?? null;
      column[row] = value;
      if (shared && value !== column[0]) shared = false;
    }
    if (shared) return parameter(column[0], type);
    unnested.push(parameter(arrayLiteral(column), `${type}[]`));
    names.push(`"${field}"`);
    return `u."${field}"`;
  });
  if (ids) {
    unnested.push(parameter(arrayLiteral(ids), 'uuid[]'));
    names.push('id');
  }
  return { from: `unnest(${unnested.join(', ')}) AS u(${names.join(', ')})`, values, params };
}
