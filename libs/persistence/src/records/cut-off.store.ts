import type { CutOffMark } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import { updateJournaled } from './batch-journal';
import { CUT_OFF_AT_SQL } from './month-billing-sql';
import { scopeOf, type SystemTables } from './system-tables';

/**
 * A live customer's cut-off mark, its row locked for the change (docs/cut-off.md); undefined when the
 * system has no live customer with that id.
 */
export async function lockCutOffMark(
  tx: SqlExecutor,
  tables: SystemTables,
  id: string,
): Promise<CutOffMark | null | undefined> {
  const [row] = await tx.query<{ at: string | null; reason: string | null }>(
    `SELECT ${CUT_OFF_AT_SQL} AS at, r.cut_off_reason AS reason FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND r.id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) return undefined;
  return row.at === null ? null : { at: row.at, reason: row.reason ?? '' };
}

/** Marks a customer cut off at `at` for `reason`, journaled in the batch; the month's charges stay. */
export function cutOffJournaled(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  cut: { id: string; at: Date; reason: string },
): Promise<number> {
  return updateJournaled(tx, tables, batchId, {
    set: 'cut_off_at = $2::timestamptz, cut_off_reason = $3',
    where: 'r.id = $1',
    params: [cut.id, cut.at.toISOString(), cut.reason],
  });
}

/**
 * Reconnects a customer, journaled in the batch: the mark ends, the month is billed again, and the
 * fee (dollars, and its pounds when typed in pounds) is added to the month's fee line — a second
 * reconnection in a month adds to it; pounds stay exact only while every fee was typed in pounds. The
 * month's amounts are then computed again by the system's own rule (its undo's derived columns), so
 * every tariff follows one path.
 */
export async function reconnectJournaled(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  reconnection: { id: string; feeUsd: string | null; feeLbp: string | null },
): Promise<number> {
  const parameters = await tables.undo.parameters(tx);
  const fee = '$2::numeric';
  const feeLbp = '$3::numeric';
  const written: Readonly<Record<string, string>> = {
    cut_off_at: 'NULL',
    cut_off_reason: 'NULL',
    billed: 'true',
    reconnection_fee: `CASE WHEN ${fee} IS NULL THEN r.reconnection_fee ELSE COALESCE(r.reconnection_fee, 0) + ${fee} END`,
    reconnection_fee_lbp: `CASE WHEN ${fee} IS NULL THEN r.reconnection_fee_lbp
      WHEN ${feeLbp} IS NULL THEN NULL
      WHEN r.reconnection_fee IS NULL THEN ${feeLbp}
      WHEN r.reconnection_fee_lbp IS NOT NULL THEN r.reconnection_fee_lbp + ${feeLbp}
      ELSE NULL END`,
  };
  const derived = tables.undo.derived(
    (index) => `$${index + 4}`,
    (column) => (column in written ? `(${written[column]})` : `r.${column}`),
  );
  const set = [...Object.entries(written), ...Object.entries(derived)]
    .map(([column, sql]) => `${column} = ${sql}`)
    .join(', ');
  return updateJournaled(tx, tables, batchId, {
    set,
    where: 'r.id = $1',
    params: [reconnection.id, reconnection.feeUsd, reconnection.feeLbp, ...parameters],
  });
}
