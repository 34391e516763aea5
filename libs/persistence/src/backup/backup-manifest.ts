/** What a backup holds, written at its head and checked by verify and restore (docs/backups.md). */
export interface BackupManifest {
  format: 1;
  /** When the snapshot was taken (ISO, UTC). */
  takenAt: string;
  appVersion: string;
  /** The last migration applied to the database the backup was taken from. */
  schemaVersion: string;
  /** PostgreSQL's server_version_num of the source, for the record. */
  serverVersion: number;
  tables: BackupTableFigures[];
  /** Each sequence's position, so new ids continue after the restored ones. */
  sequences: { name: string; lastValue: string | null }[];
}

export interface BackupTableFigures {
  name: string;
  /** The columns the data lines hold, in order. */
  columns: string[];
  rows: number;
  /** The exact sum of every numeric column (amounts, payments, arrears, readings), as text. */
  sums: Record<string, string>;
  /**
   * The sum of each row's checksum (see measureTables), as text. Files written before row checksums (release of 2026-11-27) have
   * none; their rows are then checked by count and sums alone.
   */
  checksum?: string;
}

/** What one check of a restored copy against its manifest found: empty when they agree. */
export function differencesFrom(expected: BackupTableFigures[], found: BackupTableFigures[]): string[] {
  const byName = new Map(found.map((table) => [table.name, table]));
  const differences: string[] = [];
  for (const table of expected) {
    const restored = byName.get(table.name);
    if (!restored) {
      differences.push(`${table.name}: missing`);
      continue;
    }
    if (restored.rows !== table.rows)
      differences.push(`${table.name}: ${restored.rows} rows, expected ${table.rows}`);
    if (table.checksum !== undefined && restored.checksum !== table.checksum)
      differences.push(
        `${table.name}: the rows differ (checksum ${restored.checksum}, expected ${table.checksum})`,
      );
    for (const [column, sum] of Object.entries(table.sums)) {
      if (restored.sums[column] !== sum)
        differences.push(`${table.name}.${column}: sum ${restored.sums[column]}, expected ${sum}`);
    }
  }
  return differences;
}
