import type { SqlExecutor } from '../sql/sql-database';
import { arrayLiteral } from '../sql/array-literal';

/** A stored selection lives 24 hours (docs/business-rules.md#constants-and-limits). */
export const PRINT_SELECTION_LIFETIME_HOURS = 24;

export interface PrintSelectionView {
  system: string;
  ids: string[];
}

/** Stores the customers chosen for printing; expired selections are removed on the way. */
export async function savePrintSelection(
  tx: SqlExecutor,
  selection: { system: string; ids: readonly string[]; createdBy: string | null },
): Promise<string> {
  await tx.query('DELETE FROM print_selections WHERE expires_at <= now()');
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO print_selections (system, customer_ids, created_by, expires_at)
     VALUES ($1, $2::uuid[], $3, now() + make_interval(hours => $4)) RETURNING id`,
    [selection.system, arrayLiteral(selection.ids), selection.createdBy, PRINT_SELECTION_LIFETIME_HOURS],
  );
  return row.id;
}

/** The selection with this id while it has not expired, else null. */
export async function findPrintSelection(db: SqlExecutor, id: string): Promise<PrintSelectionView | null> {
  const [row] = await db.query<PrintSelectionView>(
    `SELECT system, customer_ids::text[] AS ids FROM print_selections WHERE id = $1 AND expires_at > now()`,
    [id],
  );
  return row ?? null;
}
