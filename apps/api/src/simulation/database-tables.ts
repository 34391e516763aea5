import type { Client } from 'pg';
import { listTables } from '@kahraba/persistence';

/** A table of the business and its stored (not generated) columns. */
export interface TableColumns {
  name: string;
  columns: readonly string[];
}

/** Every table a backup holds, each after those its foreign keys point to, with its stored columns. */
export async function describeTables(client: Client): Promise<TableColumns[]> {
  const names = await listTables(client);
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  return names.map((name) => ({
    name,
    columns: rows.filter((row) => row.table_name === name).map((row) => row.column_name),
  }));
}
