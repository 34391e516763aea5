import type { ReadingUpdate } from '@kahraba/billing-domain';
import { likePatterns } from '../sql/like-patterns';
import { columnsAnUndoReads, writtenValues } from '../records/batch-journal';
import { insertCustomerRows, writeCustomerRows } from '../records/customer-rows.store';
import { scopeOf, type SystemTables } from '../records/system-tables';
import { arrearsCarriedSql, balanceSql } from '../records/balance-sql';
import { arrayLiteral } from '../sql/array-literal';
import type { SqlExecutor } from '../sql/sql-database';
import { lbpVatBaseSql, vatBaseSql } from '../sql/vat-sql';
import { kwhBillSql } from './kwh-tables';
import {
  KWH_ROW_COLUMNS,
  KWH_WRITTEN_COLUMNS,
  type KwhBillFields,
  type KwhCustomerRow,
  type NewKwhCustomerRow,
} from './kwh-customer-row';
import {
  ARCHIVED_KWH_VIEW_COLUMNS,
  KWH_VIEW_COLUMNS,
  type ArchivedKwhCustomerView,
  type KwhCustomerView,
} from './kwh-customer.view';

/** The display order: the permanent sort (box, then name), then unsorted customers by number. */
const DISPLAY_ORDER = 'r.display_rank NULLS LAST, r.customer_number';

export function listKwhCustomers(db: SqlExecutor, tables: SystemTables): Promise<KwhCustomerView[]> {
  return db.query<KwhCustomerView>(
    `SELECT ${KWH_VIEW_COLUMNS} FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} ORDER BY ${DISPLAY_ORDER}`,
  );
}

/** Every term must appear in the normalised search text (name, number, box, address). */
export function searchKwhCustomers(
  db: SqlExecutor,
  tables: SystemTables,
  normalisedTerms: readonly string[],
): Promise<KwhCustomerView[]> {
  return db.query<KwhCustomerView>(
    `SELECT ${KWH_VIEW_COLUMNS} FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND r.search_text LIKE ALL($1::text[]) ORDER BY ${DISPLAY_ORDER}`,
    [likePatterns(normalisedTerms)],
  );
}

export async function findKwhCustomer(
  db: SqlExecutor,
  tables: SystemTables,
  id: string,
): Promise<KwhCustomerView | null> {
  const [row] = await db.query<KwhCustomerView>(
    `SELECT ${KWH_VIEW_COLUMNS} FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} AND r.id = $1`,
    [id],
  );
  return row ?? null;
}

/** The stored rows with these ids (of this system only); `lock` takes them FOR UPDATE, in id order. */
export function findKwhRows(
  db: SqlExecutor,
  tables: SystemTables,
  ids: readonly string[],
  lock = false,
): Promise<KwhCustomerRow[]> {
  return db.query<KwhCustomerRow>(
    `SELECT ${KWH_ROW_COLUMNS} FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} AND r.id = ANY($1::uuid[])
     ORDER BY r.id ${lock ? 'FOR UPDATE OF r' : ''}`,
    [ids],
  );
}

/** Every live row of the system, in display order (column paste, readings, sort). */
export function listKwhRows(db: SqlExecutor, tables: SystemTables): Promise<KwhCustomerRow[]> {
  return db.query<KwhCustomerRow>(
    `SELECT ${KWH_ROW_COLUMNS} FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} ORDER BY ${DISPLAY_ORDER}`,
  );
}

/** Live rows whose name-and-box key is one of `keys` (optionally locked for an import that updates them). */
export function findKwhRowsByKeys(
  db: SqlExecutor,
  tables: SystemTables,
  keys: readonly string[],
  lock = false,
): Promise<KwhCustomerRow[]> {
  return db.query<KwhCustomerRow>(
    `SELECT ${KWH_ROW_COLUMNS} FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND r.record_key = ANY($1::text[])
     ORDER BY r.customer_number ${lock ? 'FOR UPDATE OF r' : ''}`,
    [arrayLiteral(keys)],
  );
}

/** The numbers of live customers of the system whose name-and-box key is `recordKey` (duplicates). */
export async function findKwhCustomerNumbersByKey(
  db: SqlExecutor,
  tables: SystemTables,
  recordKey: string,
): Promise<number[]> {
  const rows = await db.query<{ customerNumber: number }>(
    `SELECT r.customer_number AS "customerNumber" FROM ${tables.live} r
     WHERE ${scopeOf(tables, 'r')} AND r.record_key = $1 ORDER BY r.customer_number`,
    [recordKey],
  );
  return rows.map((row) => row.customerNumber);
}

/**
 * Inserts rows in one statement; with a batch the same statement journals them as created in it
 * (undo removes them). Returns the new ids in the order of `rows`.
 */
export function insertKwhRows(
  tx: SqlExecutor,
  tables: SystemTables,
  rows: readonly NewKwhCustomerRow[],
  batchId: string | null,
): Promise<string[]> {
  return insertCustomerRows(tx, tables, KWH_WRITTEN_COLUMNS, rows, batchId);
}

/**
 * Writes every stored field of the given rows (one statement), keyed by id. In a batch the same
 * statement journals them for undo; the caller holds them locked.
 */
export function writeKwhRows(
  tx: SqlExecutor,
  tables: SystemTables,
  rows: readonly KwhCustomerRow[],
  batchId: string | null,
): Promise<number> {
  return writeCustomerRows(tx, tables, KWH_WRITTEN_COLUMNS, rows, batchId);
}

/**
 * What a readings import changes in a row: the two readings and the bill
 * (docs/business-rules.md#the-readings-workflow).
 */
export type KwhReadingsRow = Pick<
  KwhCustomerRow,
  | 'id'
  | 'previousKwh'
  | 'currentKwh'
  | 'readingEstimated'
  | 'previousEstimated'
  | 'unreadReason'
  | 'replacedFinalKwh'
  | 'replacedStartKwh'
> &
  KwhBillFields;

const READING_FIELDS: ReadonlySet<string> = new Set<keyof KwhReadingsRow>([
  'previousKwh',
  'currentKwh',
  'readingEstimated',
  'previousEstimated',
  'unreadReason',
  'replacedFinalKwh',
  'replacedStartKwh',
  'subscriptionFee',
  'subscriptionFeeLbp',
  'consumption',
  'energyAmount',
  'totalAmount',
  'baseAmount',
  'vatAmount',
  'outstandingBalance',
  'isPaid',
  'exchangeRateUsed',
  'baseAmountLbp',
  'tvaAmountLbp',
  'totalAmountLbp',
]);
const KWH_READING_COLUMNS = KWH_WRITTEN_COLUMNS.filter(([, , field]) => READING_FIELDS.has(field));

/**
 * Writes the readings and the bill of the given rows only (a readings import of 20,000 rows sends
 * half the columns of writeKwhRows); journaled for undo in the same statement within a batch.
 */
export function writeKwhReadings(
  tx: SqlExecutor,
  tables: SystemTables,
  rows: readonly KwhReadingsRow[],
  batchId: string | null,
): Promise<number> {
  return writeCustomerRows<Partial<KwhCustomerRow>>(tx, tables, KWH_READING_COLUMNS, rows, batchId);
}

/** An actual meter reading from a sheet: the two readings; the bill follows in SQL. */
export interface KwhSheetReading {
  id: string;
  previousKwh: string;
  currentKwh: string;
  /** The reading it follows was an estimate (the new one trues it up). */
  previousEstimated: boolean;
  /** The row shifts a reading taken this month: what that reading billed carries into arrears. */
  shifted: boolean;
}

/** A row of a readings import's plan as the write takes it. */
export function kwhSheetReadingOf(update: ReadingUpdate): KwhSheetReading {
  return {
    id: update.id,
    previousKwh: update.previousKwh.toString(),
    currentKwh: update.currentKwh.toString(),
    previousEstimated: update.previousEstimated,
    shifted: update.shifted !== null,
  };
}

/**
 * A readings import's write (20,000 rows within 3× the raw SQL, docs/benchmarks.md#kwh), in one statement:
 * the new readings, the month's estimate and replacement marks cleared (an actual reading), a shifted
 * reading's energy carried into arrears (docs/readings-in-a-month.md), and the bill computed from
 * them at the stored `rate` by kwhBillSql: the domain's recordSheetReading set-based (a test feeds
 * both the same cases), so no row is read into JS and billed there. Journaled for undo in
 * the same statement, as recomputeJournaled does: each row read once and updated by its ctid (the
 * caller holds the live month, so no other writer changes it), the journal keeping the columns an
 * undo of this batch reads (it is never undone with restoreDerived) and what the batch wrote.
 * Returns how many rows changed.
 */
export async function writeKwhSheetReadings(
  tx: SqlExecutor,
  tables: SystemTables,
  readings: readonly KwhSheetReading[],
  batchId: string,
  rate: string,
): Promise<number> {
  if (readings.length === 0) return 0;
  // The energy the readings on file bill (carriedByShift), at the rate the new bill uses.
  const energyOnFile = kwhBillSql('$5', (column) => `r.${column}`).energy_amount;
  const written: Readonly<Record<string, string>> = {
    previous_kwh: 'u.previous_kwh',
    current_kwh: 'u.current_kwh',
    reading_estimated: 'false',
    previous_estimated: 'u.previous_estimated',
    unread_reason: 'NULL::text',
    replaced_final_kwh: 'NULL::numeric',
    replaced_start_kwh: 'NULL::numeric',
    arrears: `(r.arrears + CASE WHEN u.shifted THEN ${energyOnFile} ELSE 0 END)`,
  };
  const bill = kwhBillSql('$5', (column) => written[column] ?? `r.${column}`);
  const previous = columnsAnUndoReads(tables, { derived: false }).map((column) => `'${column}', r.${column}`);
  const set = [
    ...Object.keys(written).map((column) => `${column} = c.${column}`),
    ...Object.keys(bill).map((column) => `${column} = c.${column}`),
  ];
  const [row] = await tx.query<{ count: number }>(
    `WITH computed AS (
       SELECT r.ctid AS journaled_tid, r.id AS journaled_id,
         jsonb_build_object(${previous.join(', ')}) AS journaled_previous,
         ${Object.entries(written)
           .map(([column, sql]) => `${sql} AS ${column}`)
           .join(', ')}, n.*
       FROM ${tables.live} r
       JOIN unnest($1::uuid[], $2::numeric[], $3::numeric[], $4::bool[], $7::bool[])
         AS u(id, previous_kwh, current_kwh, previous_estimated, shifted) ON r.id = u.id
       CROSS JOIN LATERAL (
         SELECT ${Object.entries(bill)
           .map(([column, sql]) => `${sql} AS ${column}`)
           .join(', ')} OFFSET 0) n
       WHERE ${scopeOf(tables, 'r')}),
     changed AS (
       UPDATE ${tables.live} r SET ${set.join(', ')}, batch_id = $6::uuid
       FROM computed c
       WHERE r.ctid = c.journaled_tid AND r.id = c.journaled_id AND ${scopeOf(tables, 'r')}
       RETURNING r.id, c.journaled_previous, ${writtenValues(tables)} AS written),
     journaled AS (
       INSERT INTO batch_entries (batch_id, record_id, action, previous, after)
       SELECT $6::uuid, id, 'updated', journaled_previous, written FROM changed)
     SELECT count(*)::int AS count FROM changed`,
    [
      arrayLiteral(readings.map((reading) => reading.id)),
      arrayLiteral(readings.map((reading) => reading.previousKwh)),
      arrayLiteral(readings.map((reading) => reading.currentKwh)),
      arrayLiteral(readings.map((reading) => reading.previousEstimated)),
      rate,
      batchId,
      arrayLiteral(readings.map((reading) => reading.shifted)),
    ],
  );
  return row.count;
}

/**
 * Month close for every live customer of the system, in one statement (mirrors the domain's
 * startNextKwhMonth; a test feeds both the same cases): previous := current when the meter was read,
 * the meter unread (0), the closing month's balance carried in as arrears, nothing paid,
 * the month advanced; the bill is then the subscription fee in
 * effect at the rate used: base = total / 1.11 and the LBP columns rounded half away from zero
 * (PostgreSQL's numeric round).
 */
export async function startNextKwhMonthRows(
  tx: SqlExecutor,
  tables: SystemTables,
  nextMonth: string,
): Promise<number> {
  // docs/cut-off.md: cut off at the close, the new month bills nothing (no fee); the reconnection fee
  // was billed once. A fee billed from the pricing map keeps its exact pounds.
  const connected = 'r.cut_off_at IS NULL';
  const fee = `(CASE WHEN ${connected} THEN r.subscription_fee ELSE 0 END)`;
  const totalLbp = `(CASE WHEN ${connected} THEN COALESCE(r.subscription_fee_lbp, round(r.subscription_fee * r.exchange_rate_used)) ELSE 0 END)`;
  const arrears = arrearsCarriedSql(tables);
  const balance = balanceSql(tables, { arrears, amount: fee, amountPaid: '0' });
  const rows = await tx.query<{ count: number }>(
    `WITH rolled AS (
       UPDATE ${tables.live} r SET
         previous_kwh = CASE WHEN r.current_kwh > 0 THEN r.current_kwh ELSE r.previous_kwh END,
         current_kwh = 0, consumption = 0, energy_amount = 0, arrears = ${arrears}, amount_paid = 0,
         -- An estimate taken becomes an estimated previous reading; the month's marks end.
         previous_estimated = CASE WHEN r.current_kwh > 0 THEN r.reading_estimated ELSE r.previous_estimated END,
         reading_estimated = false, unread_reason = NULL, replaced_final_kwh = NULL, replaced_start_kwh = NULL,
         total_amount = ${fee},
         base_amount = ${vatBaseSql(fee)},
         vat_amount = ${fee} - ${vatBaseSql(fee)},
         billed = (${connected}), reconnection_fee = NULL, reconnection_fee_lbp = NULL,
         outstanding_balance = ${balance.outstanding_balance},
         is_paid = ${balance.is_paid},
         total_amount_lbp = ${totalLbp},
         base_amount_lbp = ${lbpVatBaseSql(totalLbp)},
         tva_amount_lbp = ${totalLbp} - ${lbpVatBaseSql(totalLbp)},
         month = $1
       WHERE ${scopeOf(tables, 'r')} RETURNING 1)
     SELECT count(*)::int AS count FROM rolled`,
    [nextMonth],
  );
  return rows[0].count;
}

/** Deleted customers of the system, most recently deleted first; with terms, those matching all. */
export function listArchivedKwhCustomers(
  db: SqlExecutor,
  tables: SystemTables,
  normalisedTerms: readonly string[] = [],
): Promise<ArchivedKwhCustomerView[]> {
  return db.query<ArchivedKwhCustomerView>(
    `SELECT ${ARCHIVED_KWH_VIEW_COLUMNS} FROM ${tables.archive} r
     WHERE ${scopeOf(tables, 'r')} AND r.search_text LIKE ALL($1::text[])
     ORDER BY r.deleted_at DESC, r.customer_number`,
    [likePatterns(normalisedTerms)],
  );
}
