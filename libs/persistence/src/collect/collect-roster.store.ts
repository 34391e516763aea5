import type { SqlExecutor } from '../sql/sql-database';
import { scopeOf, type SystemTables } from '../records/system-tables';

/** A live customer as the collector's phone keeps it: who, where, and what is owed (exact decimal text). */
export interface CollectRosterRow {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  phone: string | null;
  amount: string;
  arrears: string;
  amountPaid: string;
  outstandingBalance: string;
}

/** The month's charges of a row: the ampere amount, or a metered bill's total. */
function billedColumn(tables: SystemTables): string {
  return tables.shared ? 'total_amount' : 'amount';
}

/** Every live customer of the system, by customer number: the few columns collection needs. */
export function listCollectRoster(db: SqlExecutor, tables: SystemTables): Promise<CollectRosterRow[]> {
  return db.query<CollectRosterRow>(
    `SELECT r.id, r.customer_number AS "customerNumber", r.name, r.box, r.phone,
            r.${billedColumn(tables)}::text AS amount, r.arrears::text AS arrears,
            r.amount_paid::text AS "amountPaid", r.outstanding_balance::text AS "outstandingBalance"
       FROM ${tables.live} r
      WHERE ${scopeOf(tables, 'r')}
      ORDER BY r.customer_number`,
  );
}
