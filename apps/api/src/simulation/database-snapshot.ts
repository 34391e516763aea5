import type { Client } from 'pg';
import { quoted } from '@kahraba/persistence';
import type { TableColumns } from './database-tables';

/** Where the seeded start is kept, beside the business's own tables. */
const SNAPSHOT_SCHEMA = 'simulation_start';
/** The tables' change counters: written by triggers while the rows are put back, so set last. */
const CHANGE_COUNTERS = 'table_versions';

interface SnapshotTable {
  name: string;
  columns: string;
}

interface SequencePosition {
  name: string;
  lastValue: string | null;
}

/**
 * The seeded start of a simulation, kept inside its database: every sequence begins from the same
 * rows, so a failing sequence replays the same way while fast-check shrinks it (docs/simulator.md:
 * putting the rows back measured faster than cloning a database and booting the application again).
 */
export class DatabaseSnapshot {
  private constructor(
    private readonly tables: SnapshotTable[],
    private readonly sequences: SequencePosition[],
  ) {}

  /** Copies every table (in the order their foreign keys allow) aside. */
  static async take(client: Client, described: readonly TableColumns[]): Promise<DatabaseSnapshot> {
    const tables = described.map(({ name, columns }) => ({ name, columns: columns.map(quoted).join(', ') }));
    await client.query(`DROP SCHEMA IF EXISTS ${SNAPSHOT_SCHEMA} CASCADE; CREATE SCHEMA ${SNAPSHOT_SCHEMA}`);
    for (const table of tables) {
      await client.query(
        `CREATE TABLE ${SNAPSHOT_SCHEMA}.${quoted(table.name)} AS SELECT ${table.columns} FROM public.${quoted(table.name)}`,
      );
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    return new DatabaseSnapshot(
      tables,
      sequences.map((sequence) => ({ name: sequence.name, lastValue: sequence.last_value })),
    );
  }

  /** Puts every table back as it was taken, in one transaction; the sign-in sessions are emptied. */
  async restore(client: Client): Promise<void> {
    const all = [...this.tables.map((table) => table.name), 'sessions'];
    await client.query('BEGIN');
    try {
      await client.query(`TRUNCATE ${all.map((name) => `public.${quoted(name)}`).join(', ')}`);
      for (const table of this.tables) {
        if (table.name === CHANGE_COUNTERS) continue;
        await this.copyBack(client, table);
      }
      await client.query(`DELETE FROM public.${CHANGE_COUNTERS}`);
      const counters = this.tables.find((table) => table.name === CHANGE_COUNTERS);
      if (counters) await this.copyBack(client, counters);
      for (const sequence of this.sequences) {
        await client.query(
          sequence.lastValue === null
            ? `SELECT setval($1::text, (SELECT start_value FROM pg_sequences WHERE sequencename = $1::text), false)`
            : `SELECT setval($1::text, $2::bigint, true)`,
          sequence.lastValue === null ? [sequence.name] : [sequence.name, sequence.lastValue],
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  }

  private async copyBack(client: Client, table: SnapshotTable): Promise<void> {
    await client.query(
      `INSERT INTO public.${quoted(table.name)} (${table.columns}) OVERRIDING SYSTEM VALUE
       SELECT ${table.columns} FROM ${SNAPSHOT_SCHEMA}.${quoted(table.name)}`,
    );
  }
}
