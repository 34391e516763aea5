import type { SqlExecutor } from '../sql/sql-database';
import { scopeOf, type SystemTables } from '../records/system-tables';
import { isPaidSql } from '../records/balance-sql';

/** What a payment needs of the live record it pays (money as exact decimal text). */
export interface PayableRecord {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  phone: string | null;
  /** YYYY-MM: the record's live month, the one a payment now settles. */
  month: string;
  arrears: string;
  /** This month's charges (ampere `amount`, kWh `total_amount`). */
  amount: string;
  amountPaid: string;
  outstandingBalance: string;
  isPaid: boolean;
}

/** This month's charges column of a system's live table (ampere `amount`, every metered group `total_amount`). */
export function chargesColumnOf(tables: SystemTables): string {
  return tables.balance.amountColumn;
}

/**
 * The live record `id` of the system (null when it has none by that id), FOR UPDATE when `lock`:
 * a payment takes the row as a single edit does, after the live month.
 */
export async function findPayableRecord(
  db: SqlExecutor,
  tables: SystemTables,
  id: string,
  lock = false,
): Promise<PayableRecord | null> {
  const [row] = await db.query<PayableRecord>(
    `SELECT r.id, r.customer_number AS "customerNumber", r.name, r.box, r.phone, r.month,
            r.arrears::text AS arrears, r.${chargesColumnOf(tables)}::text AS amount,
            r.amount_paid::text AS "amountPaid", r.outstanding_balance::text AS "outstandingBalance",
            ${isPaidSql()} AS "isPaid"
       FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} AND r.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}
