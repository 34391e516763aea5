import { STORED_RATE_SQL } from '../settings/exchange-rate.store';
import type { SqlExecutor } from '../sql/sql-database';
import { scopeColumn, scopeOf, type SystemTables, type TextColumns } from './system-tables';

/** Soft delete: moves live rows into the system's archive (restorable) with a reason. */
export async function moveToArchive(
  tx: SqlExecutor,
  tables: SystemTables,
  where: string,
  params: readonly unknown[],
  reason: string,
): Promise<string[]> {
  const shared = tables.sharedColumns.join(', ');
  const n = params.length;
  const scope = scopeColumn(tables);
  const moved = await tx.query<{ id: string }>(
    `WITH removed AS (DELETE FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} AND (${where}) RETURNING r.*)
     INSERT INTO ${tables.archive} (${scope.column}original_id, original_created_at, ${shared}, search_text, deletion_reason, deleted_at)
     SELECT ${scope.value}id, created_at, ${shared}, search_text, $${n + 1}, now() FROM removed
     RETURNING original_id AS id`,
    [...params, reason],
  );
  return moved.map((row) => row.id);
}

/** A row taken out of a system's archive, with what a restore decides on (decimal text for money). */
export interface ArchivedEntry {
  /** The archived row's columns, put back live as they are unless the restore says otherwise. */
  readonly columns: Readonly<Record<string, unknown>>;
  readonly month: string;
  readonly invoiceDate: string;
  readonly amount: string;
  readonly arrears: string;
  readonly amountPaid: string;
  readonly isPaid: boolean;
}

/** What a restored row starts with: its new customer number and its billing in the live month. */
export interface RestoredValues {
  readonly customerNumber: number;
  readonly month: string;
  readonly invoiceDate: string;
  readonly amount: string;
  /** The ampere price, when the restore priced the customer again. */
  readonly amperePrice?: string;
  readonly arrears: string;
  readonly amountPaid: string;
  readonly isPaid: boolean;
  readonly outstandingBalance: string;
}

/** Takes an archived row out of the archive (to be inserted live in the same transaction), or null. */
export async function takeFromArchive(
  tx: SqlExecutor,
  tables: SystemTables,
  archivedId: string,
): Promise<ArchivedEntry | null> {
  const [row] = await tx.query<Record<string, unknown>>(
    `DELETE FROM ${tables.archive} WHERE id = $1 AND ${scopeOf(tables)} RETURNING *`,
    [archivedId],
  );
  if (!row) return null;
  return {
    columns: row,
    month: String(row.month),
    invoiceDate: String(row.invoice_date),
    amount: String(row.amount),
    arrears: String(row.arrears),
    amountPaid: String(row.amount_paid),
    isPaid: Boolean(row.is_paid),
  };
}

/** Puts an archived row back live with the restore's values; the search text and key follow the new number. */
export async function insertRestored(
  tx: SqlExecutor,
  tables: SystemTables,
  archived: ArchivedEntry,
  values: RestoredValues,
): Promise<string> {
  const row: Record<string, unknown> = {
    ...archived.columns,
    customer_number: values.customerNumber,
    month: values.month,
    invoice_date: values.invoiceDate,
    ...(values.amperePrice === undefined ? {} : { ampere_price: values.amperePrice }),
    amount: values.amount,
    arrears: values.arrears,
    amount_paid: values.amountPaid,
    is_paid: values.isPaid,
    // docs/cut-off.md#deleted-and-restored: a restored customer comes back connected, billed, no fee.
    cut_off_at: null,
    cut_off_reason: null,
    billed: true,
    reconnection_fee: null,
    reconnection_fee_lbp: null,
    outstanding_balance: values.outstandingBalance,
  };
  return insertRestoredRow(tx, tables, row);
}

/**
 * Puts a row back live: `row` holds the shared columns (the archived ones with the restore's
 * changes); the search text and key follow its (new) number.
 */
export async function insertRestoredRow(
  tx: SqlExecutor,
  tables: SystemTables,
  row: Readonly<Record<string, unknown>>,
): Promise<string> {
  const text = tables.describeText(row as unknown as TextColumns);
  const columns = tables.sharedColumns;
  const scope = scopeColumn(tables);
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO ${tables.live} (${scope.column}search_text, record_key, ${columns.join(', ')})
     VALUES (${scope.value}$1, $2, ${columns.map((_, index) => `$${index + 3}`).join(', ')}) RETURNING id`,
    [text.searchText, text.recordKey, ...columns.map((column) => row[column])],
  );
  return inserted.id;
}

/** Copies every live row into the monthly archive (month close or manual archive). */
export async function snapshotToMonthly(
  tx: SqlExecutor,
  tables: SystemTables,
  reason: string,
): Promise<number> {
  const shared = tables.sharedColumns.join(', ');
  const scope = scopeColumn(tables);
  // docs/closed-month-rate.md: a row without a rate of its own (a flat subscription) keeps the rate
  // stored at the snapshot, so the month's pounds never follow a later rate; a metered row has its bill's.
  const rate = tables.sharedColumns.includes('exchange_rate_used')
    ? { column: '', value: '' }
    : { column: ', exchange_rate_used', value: `, ${STORED_RATE_SQL}` };
  const rows = await tx.query<{ count: string }>(
    `WITH copied AS (
       INSERT INTO ${tables.monthly} (${scope.column}original_id, ${shared}, created_at, search_text, archive_reason${rate.column})
       SELECT ${scope.value}id, ${shared}, created_at, search_text, $1${rate.value} FROM ${tables.live} WHERE ${scopeOf(tables)}
       RETURNING 1)
     SELECT count(*)::text AS count FROM copied`,
    [reason],
  );
  return Number(rows[0].count);
}

/** Removes every live row of the system (after a manual archive has snapshotted them). */
export async function emptyLiveRows(tx: SqlExecutor, tables: SystemTables): Promise<void> {
  await tx.query(`DELETE FROM ${tables.live} WHERE ${scopeOf(tables)}`);
}

/** How many live customers the system has. */
export async function countLiveRows(db: SqlExecutor, tables: SystemTables): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${tables.live} WHERE ${scopeOf(tables)}`,
  );
  return row.count;
}

/**
 * Brings the system's last manual archive back live as it was (same ids, numbers and values) and
 * takes its snapshot rows out of the monthly archive. Returns how many came back, or null when the
 * system has no manual archive. The caller checks that the live table is empty.
 */
export async function restoreLastManualArchive(
  tx: SqlExecutor,
  tables: SystemTables,
  reason: string,
): Promise<number | null> {
  // One manual archive is one transaction, so its rows share one archived_at (now()).
  const rows = await tx.query<{ id: string } & TextColumns>(
    `SELECT id, customer_number, name, box, address, phone FROM ${tables.monthly}
     WHERE ${scopeOf(tables)} AND archive_reason = $1
       AND archived_at = (SELECT max(archived_at) FROM ${tables.monthly} WHERE ${scopeOf(tables)} AND archive_reason = $1)`,
    [reason],
  );
  if (rows.length === 0) return null;
  const texts = rows.map((row) => tables.describeText(row));
  const shared = tables.sharedColumns.join(', ');
  const scope = scopeColumn(tables);
  await tx.query(
    `WITH restored AS (
       DELETE FROM ${tables.monthly} m
       USING unnest($1::uuid[], $2::text[], $3::text[]) AS t(id, search_text, record_key)
       WHERE m.id = t.id
       RETURNING m.original_id, ${tables.sharedColumns.map((column) => `m.${column}`).join(', ')},
                 m.created_at, t.search_text, t.record_key)
     INSERT INTO ${tables.live} (${scope.column}id, ${shared}, created_at, search_text, record_key)
     SELECT ${scope.value}original_id, ${shared}, created_at, search_text, record_key FROM restored`,
    [rows.map((row) => row.id), texts.map((text) => text.searchText), texts.map((text) => text.recordKey)],
  );
  return rows.length;
}
