import { databaseUsed } from './database-used';

/**
 * Prints a result: JSON for scripts (--json), with the database it came from (docs/cli-database.md),
 * or readable lines for people.
 */
export function printResult<Answer extends object>(
  json: boolean,
  // One JSON object, never a bare array: it carries `database` beside the answer.
  value: Answer & { readonly length?: never },
  lines: () => string[],
): void {
  if (json) {
    process.stdout.write(`${JSON.stringify({ ...value, database: databaseUsed() })}\n`);
    return;
  }
  for (const line of lines()) process.stdout.write(`${line}\n`);
}

export function table(rows: string[][]): string[] {
  if (rows.length === 0) return [];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}
