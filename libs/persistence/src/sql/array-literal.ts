/**
 * The text of a PostgreSQL array literal (`{"a","b",NULL}`) holding `values`, to send as one
 * parameter read back with a typed cast (`$1::text[]`, `$2::numeric[]`) and `unnest`. Every text
 * element is quoted, so commas, braces, spaces, newlines and the word NULL stay text; only a
 * JavaScript null is SQL NULL. Much cheaper than node-postgres's own array encoding and than a JSON
 * parameter that PostgreSQL must read field by field (bulk speed, docs/benchmarks.md).
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  // Built by concatenation and escaped only where needed: several times faster than map/join/replace.
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (index > 0) literal += ',';
    if (value === null) literal += 'NULL';
    else if (typeof value === 'string')
      literal += `"${NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, '\\$&') : value}"`;
    else if (typeof value === 'boolean') literal += value ? 't' : 'f';
    else if (Number.isFinite(value)) literal += String(value);
    else throw new RangeError(`not a finite number: ${value}`);
  }
  return `${literal}}`;
}

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;
