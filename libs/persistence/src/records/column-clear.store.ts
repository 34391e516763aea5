import type { SqlExecutor } from '../sql/sql-database';
import { updateJournaled } from './batch-journal';
import { scopeOf, type SystemTables, type TextColumns } from './system-tables';

/**
 * Clears one column of every live row of a system inside a batch (journaled, so its undo brings
 * every value back): `entered` holds the SQL of the columns the clear writes (e.g. `{ box: 'NULL' }`);
 * derived columns follow as the system's undo rule computes them, the search text and key too.
 */
export async function clearColumnJournaled(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  entered: Readonly<Record<string, string>>,
): Promise<number> {
  const rows = await tx.query<{ id: string } & TextColumns>(
    `SELECT id, customer_number, name, box, address, phone FROM ${tables.live} WHERE ${scopeOf(tables)}`,
  );
  if (rows.length === 0) return 0;
  const params = await tables.undo.parameters(tx);
  const value = (column: string) => entered[column] ?? `r.${column}`;
  // A derived column cleared itself (the outstanding balance) keeps the cleared value.
  const set = { ...tables.undo.derived((index) => `$${index + 1}`, value), ...entered };
  const texts = rows.map((row) =>
    tables.describeText({
      ...row,
      ...('box' in entered ? { box: null } : {}),
      ...('address' in entered ? { address: null } : {}),
      ...('phone' in entered ? { phone: null } : {}),
    }),
  );
  const n = params.length;
  return updateJournaled(tx, tables, batchId, {
    set: [
      ...Object.entries(set).map(([column, sql]) => `${column} = ${sql}`),
      'search_text = t.search_text',
      'record_key = t.record_key',
    ].join(', '),
    from: `unnest($${n + 1}::uuid[], $${n + 2}::text[], $${n + 3}::text[]) AS t(id, search_text, record_key)`,
    where: 'r.id = t.id',
    params: [
      ...params,
      rows.map((row) => row.id),
      texts.map((text) => text.searchText),
      texts.map((text) => text.recordKey),
    ],
  });
}
