/** Prints a result: JSON for scripts (--json), readable lines for people. */
export function printResult(json: boolean, value: unknown, lines: () => string[]): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(value)}\n`);
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
