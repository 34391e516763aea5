import type { Client } from 'pg';
import { quoted, rowsChecksumSql, useCanonicalText } from '@kahraba/persistence';
import type { TableColumns } from './database-tables';

/**
 * A row's `updated_at` says when it was last written: an undo writes the previous value back, so its
 * content is compared without it.
 */
const WRITTEN_AT = 'updated_at';

/**
 * Besides the tables: the exchange rate in force. Its table is a history (a change, and its undo,
 * add a row), so an undo is judged by the rate it leaves in force.
 */
const RATE_IN_FORCE = 'exchange rate in force';
const RATE_IN_FORCE_SQL = `SELECT '${RATE_IN_FORCE}', usd_to_lbp::text, usd_to_lbp::text FROM
  (SELECT usd_to_lbp FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1) AS latest`;

/**
 * Each table's row count and row checksum (the backup's: any row changed, lost or repeated changes
 * it), over every column and over its content (every column but `updated_at`).
 */
export interface TableChecksums {
  readonly all: ReadonlyMap<string, string>;
  readonly content: ReadonlyMap<string, string>;
}

/**
 * Reads every table's checksum in one statement and one consistent snapshot (the simulator reads
 * them after every step, so the statement is built once).
 */
export class TableChecksumReader {
  private readonly sql: string;

  constructor(tables: readonly TableColumns[]) {
    this.sql = tables
      .map(
        (table) =>
          `SELECT ${quotedText(table.name)} AS name, count(*)::text || ':' || ${rowsChecksumSql(table.columns)} AS "all",
                  ${rowsChecksumSql(table.columns.filter((column) => column !== WRITTEN_AT))} AS content
             FROM public.${quoted(table.name)} t`,
      )
      .concat(tables.some((table) => table.name === 'exchange_rate') ? [RATE_IN_FORCE_SQL] : [])
      .join('\nUNION ALL\n');
  }

  async read(client: Client): Promise<TableChecksums> {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      await useCanonicalText(client);
      const { rows } = await client.query<{ name: string; all: string; content: string }>(this.sql);
      return {
        all: new Map(rows.map((row) => [row.name, row.all])),
        content: new Map(rows.map((row) => [row.name, row.content])),
      };
    } finally {
      await client.query('COMMIT');
    }
  }
}

function quotedText(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The tables whose rows differ between two readings (`content`: `updated_at` aside), `ignored` aside. */
export function tablesChanged(
  before: TableChecksums,
  after: TableChecksums,
  options: { ignored?: readonly string[]; content?: boolean } = {},
): string[] {
  const which = options.content ? 'content' : 'all';
  const names = new Set([...before[which].keys(), ...after[which].keys()]);
  return [...names]
    .filter((name) => !options.ignored?.includes(name) && before[which].get(name) !== after[which].get(name))
    .sort();
}
