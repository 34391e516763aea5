import { likePatterns } from '../sql/like-patterns';
import type { SqlExecutor } from '../sql/sql-database';
import { updateJournaled } from '../records/batch-journal';
import { arrayLiteral } from '../sql/array-literal';
import { AMPERE_TABLES } from '../records/system-tables';
import { CUSTOMER_BASE_COLUMNS, insertCustomerRows, writeCustomerRows } from '../records/customer-rows.store';
import { arrearsCarriedSql, balanceSql } from '../records/balance-sql';
import { billedChargesSql, monthBillingSelect, type MonthBillingColumns } from '../records/month-billing-sql';
import {
  AMPERE_VIEW_COLUMNS,
  type AmpereRecordView,
  type ArchivedAmpereRecordView,
} from './ampere-record.view';

/** Every stored field of a live ampere customer, as exact decimal text for money and quantities. */
export interface AmpereRecordRow extends MonthBillingColumns {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  ampere: string;
  address: string | null;
  amperePrice: string;
  /** The operator set the price; otherwise it is the threshold price and follows the amperes. */
  priceIsCustom: boolean;
  amount: string;
  /** The balance carried from the months before; negative is a credit. */
  arrears: string;
  amountPaid: string;
  outstandingBalance: string;
  isPaidFlag: boolean;
  invoiceDate: string;
  dueDate: string | null;
  month: string;
  searchText: string;
  recordKey: string;
  /** E.164 or null. */
  phone: string | null;
}

export type NewAmpereRow = Omit<AmpereRecordRow, 'id'>;

const ROW_COLUMNS = `
  r.id, r.customer_number AS "customerNumber", r.name, r.box, r.ampere::text AS ampere, r.address,
  r.ampere_price::text AS "amperePrice", r.price_is_custom AS "priceIsCustom", r.amount::text AS amount,
  r.arrears::text AS arrears, r.amount_paid::text AS "amountPaid", r.outstanding_balance::text AS "outstandingBalance", r.is_paid AS "isPaidFlag", r.invoice_date AS "invoiceDate",
  r.due_date AS "dueDate", r.month, r.search_text AS "searchText", r.record_key AS "recordKey",
  r.phone, ${monthBillingSelect()}`;

const { live, archive } = AMPERE_TABLES;

export function listAmpereRecords(db: SqlExecutor): Promise<AmpereRecordView[]> {
  return db.query<AmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS} FROM ${live} r ORDER BY r.customer_number`,
  );
}

/** Every term must appear in the record's normalised search text (name, number, box, address). */
export function searchAmpereRecords(
  db: SqlExecutor,
  normalisedTerms: readonly string[],
): Promise<AmpereRecordView[]> {
  return db.query<AmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS} FROM ${live} r WHERE r.search_text LIKE ALL($1::text[]) ORDER BY r.customer_number`,
    [likePatterns(normalisedTerms)],
  );
}

export async function findAmpereRecord(db: SqlExecutor, id: string): Promise<AmpereRecordView | null> {
  const [row] = await db.query<AmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS} FROM ${live} r WHERE r.id = $1`,
    [id],
  );
  return row ?? null;
}

export async function findAmpereRows(
  db: SqlExecutor,
  ids: readonly string[],
  lock = false,
): Promise<AmpereRecordRow[]> {
  return db.query<AmpereRecordRow>(
    `SELECT ${ROW_COLUMNS} FROM ${live} r WHERE r.id = ANY($1::uuid[]) ${lock ? 'FOR UPDATE' : ''}`,
    [ids],
  );
}

/** Live rows whose name-and-box key is one of `keys`, locked for an import that updates them. */
export function lockAmpereRowsByKeys(tx: SqlExecutor, keys: readonly string[]): Promise<AmpereRecordRow[]> {
  return tx.query<AmpereRecordRow>(
    // The keys as one array literal (10,000 of them on an import): cheap to send and to read.
    `SELECT ${ROW_COLUMNS} FROM ${live} r WHERE r.record_key = ANY($1::text[])
     ORDER BY r.customer_number FOR UPDATE OF r`,
    [arrayLiteral(keys)],
  );
}

/** How many live customers have a price of their own (the change-prices dialog says so). */
export async function countCustomPricedAmpereCustomers(db: SqlExecutor): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${live} r WHERE r.price_is_custom`,
  );
  return row?.count ?? 0;
}

/** The numbers of live customers whose name-and-box key is `recordKey` (duplicates). */
export async function findAmpereCustomerNumbersByKey(db: SqlExecutor, recordKey: string): Promise<number[]> {
  const rows = await db.query<{ customerNumber: number }>(
    `SELECT r.customer_number AS "customerNumber" FROM ${live} r WHERE r.record_key = $1 ORDER BY r.customer_number`,
    [recordKey],
  );
  return rows.map((row) => row.customerNumber);
}

/** The live customer each name-and-box key matches (the first by number), for an import preview. */
export function findAmpereRowsByKeys(db: SqlExecutor, keys: readonly string[]): Promise<AmpereRecordRow[]> {
  return db.query<AmpereRecordRow>(
    `SELECT ${ROW_COLUMNS} FROM ${live} r WHERE r.record_key = ANY($1::text[]) ORDER BY r.customer_number`,
    [keys],
  );
}

export function listAmpereRows(db: SqlExecutor): Promise<AmpereRecordRow[]> {
  return db.query<AmpereRecordRow>(`SELECT ${ROW_COLUMNS} FROM ${live} r`);
}

export function listAmpereViewsByIds(db: SqlExecutor, ids: readonly string[]): Promise<AmpereRecordView[]> {
  return db.query<AmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS} FROM ${live} r WHERE r.id = ANY($1::uuid[]) ORDER BY r.customer_number`,
    [ids],
  );
}

export function listAmpereViewsByBoxes(
  db: SqlExecutor,
  boxes: readonly string[],
): Promise<AmpereRecordView[]> {
  return db.query<AmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS} FROM ${live} r WHERE COALESCE(r.box, '') = ANY($1::text[]) ORDER BY r.customer_number`,
    [boxes],
  );
}

/** Distinct boxes with their customer counts (the print-boxes dialog); an empty box is ''. */
export function countAmpereCustomersByBox(db: SqlExecutor): Promise<{ box: string; customers: number }[]> {
  return db.query<{ box: string; customers: number }>(
    `SELECT COALESCE(r.box, '') AS box, count(*)::int AS customers FROM ${live} r GROUP BY 1`,
  );
}

/** The stored columns of a row: column, SQL type, and the row's field holding it. */
const WRITTEN_COLUMNS = [
  ...CUSTOMER_BASE_COLUMNS,
  ['ampere_price', 'numeric', 'amperePrice'],
  ['price_is_custom', 'bool', 'priceIsCustom'],
  ['amount', 'numeric', 'amount'],
  ['outstanding_balance', 'numeric', 'outstandingBalance'],
  ['is_paid', 'bool', 'isPaidFlag'],
  ['invoice_date', 'date', 'invoiceDate'],
] as const satisfies readonly (readonly [string, string, keyof AmpereRecordRow])[];

/**
 * One INSERT for any number of rows (set-based: 10,000 rows in one statement). With `journal`, the
 * same statement also journals the new rows as created in the batch, for undo (as journalCreated).
 */
export function insertAmpereRows(
  tx: SqlExecutor,
  rows: readonly NewAmpereRow[],
  batchId: string | null,
  options: { journal: boolean } = { journal: false },
): Promise<string[]> {
  return insertCustomerRows(tx, AMPERE_TABLES, WRITTEN_COLUMNS, rows, batchId, options.journal);
}

/** Every stored field of the given rows (one statement), journaled for undo in a batch. */
export function writeAmpereRows(
  tx: SqlExecutor,
  rows: readonly AmpereRecordRow[],
  batchId: string | null,
): Promise<number> {
  return writeCustomerRows(tx, AMPERE_TABLES, WRITTEN_COLUMNS, rows, batchId);
}

/**
 * Change prices (docs/business-rules.md#how-the-money-rules-behave-decided-where-the-spec-is-silent): every
 * customer takes the threshold price of the new prices and no longer has a price of its own, set-based and
 * journaled in the same statement; a test proves it agrees with the domain's repriceByThreshold.
 */
export function repriceAllAmpereRecords(
  tx: SqlExecutor,
  globalPrice: string,
  lowPrice: string,
  thresholdAmperes: number,
  batchId: string,
  // Customers with a negotiated price keep it unless the operator asks otherwise.
  options: { includeCustomPrices: boolean } = { includeCustomPrices: true },
): Promise<number> {
  const price = 'CASE WHEN r.ampere <= $3 THEN $2::numeric ELSE $1::numeric END';
  const amount = billedChargesSql(`round(r.ampere * ${price}, 2)`, (column) => `r.${column}`);
  const balance = balanceSql(AMPERE_TABLES, { amount });
  return updateJournaled(tx, AMPERE_TABLES, batchId, {
    set: `ampere_price = ${price}, price_is_custom = false, amount = ${amount},
      outstanding_balance = ${balance.outstanding_balance}, is_paid = ${balance.is_paid}`,
    where: options.includeCustomPrices ? 'true' : 'NOT r.price_is_custom',
    params: [globalPrice, lowPrice, thresholdAmperes],
  });
}

/**
 * 'Mark all unpaid': nothing paid, everything owed, the arrears with this month
 * (journaled in the same statement).
 */
export function resetAmperePayments(tx: SqlExecutor, batchId: string): Promise<number> {
  const balance = balanceSql(AMPERE_TABLES, { amountPaid: '0' });
  return updateJournaled(tx, AMPERE_TABLES, batchId, {
    set: `is_paid = ${balance.is_paid}, amount_paid = 0, outstanding_balance = ${balance.outstanding_balance}`,
    where: 'true',
    params: [],
  });
}

/**
 * After a month close (mirrors the domain's startNextMonth; a test feeds both the same cases): the
 * closing month's balance carried in as arrears (arrearsCarriedSql), nothing paid, the balance and
 * paid state by the rule, the next month.
 */
export async function startNextAmpereMonth(
  tx: SqlExecutor,
  nextMonth: string,
  invoiceDate: string,
): Promise<number> {
  const arrears = arrearsCarriedSql(AMPERE_TABLES);
  // docs/cut-off.md: cut off at the close, the new month bills nothing; the fee was billed once.
  const amount = `(CASE WHEN r.cut_off_at IS NOT NULL THEN 0
    WHEN r.billed THEN r.amount - COALESCE(r.reconnection_fee, 0) ELSE round(r.ampere * r.ampere_price, 2) END)`;
  const balance = balanceSql(AMPERE_TABLES, { arrears, amount, amountPaid: '0' });
  const [row] = await tx.query<{ count: number }>(
    `WITH rolled AS (
       UPDATE ${live} r SET arrears = ${arrears}, amount_paid = 0, amount = ${amount},
         billed = (r.cut_off_at IS NULL), reconnection_fee = NULL, reconnection_fee_lbp = NULL,
         outstanding_balance = ${balance.outstanding_balance}, is_paid = ${balance.is_paid},
         month = $1, invoice_date = $2::date
       RETURNING 1)
     SELECT count(*)::int AS count FROM rolled`,
    [nextMonth, invoiceDate],
  );
  return row.count;
}

export function listArchivedAmpereRecords(
  db: SqlExecutor,
  normalisedTerms: readonly string[] = [],
): Promise<ArchivedAmpereRecordView[]> {
  return db.query<ArchivedAmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS}, r.original_id AS "originalId", r.deletion_reason AS "deletionReason",
       to_char(r.original_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "originalCreatedAt"
     FROM ${archive} r WHERE r.search_text LIKE ALL($1::text[]) ORDER BY r.deleted_at DESC, r.customer_number`,
    [likePatterns(normalisedTerms)],
  );
}
