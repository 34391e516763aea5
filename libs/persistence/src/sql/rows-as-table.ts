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
 * array literals are far cheaper to build than node-postgres's own array encoding (issue 6: bulk
 * speed). With `ids`, `u.id` is each row's id.
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
  const valueOf = (row: Row, field: keyof Row & string): SqlValue =>
    (row[field] as SqlValue | undefined) ?? null;
  const values = columns.map(([, type, field], index) => {
    const first = valueOf(rows[0], field);
    // One varying column at least, so that unnest gives the rows their number.
    const shared = (ids !== null || index > 0) && rows.every((row) => valueOf(row, field) === first);
    if (shared) return parameter(first, type);
    unnested.push(parameter(arrayLiteral(rows.map((row) => valueOf(row, field))), `${type}[]`));
    names.push(`"${field}"`);
    return `u."${field}"`;
  });
  if (ids) {
    unnested.push(parameter(arrayLiteral(ids), 'uuid[]'));
    names.push('id');
  }
  return { from: `unnest(${unnested.join(', ')}) AS u(${names.join(', ')})`, values, params };
}
