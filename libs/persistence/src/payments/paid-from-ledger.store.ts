import type { SqlExecutor } from '../sql/sql-database';
import { scopeOf, type SystemTables } from '../records/system-tables';
import { balanceSql } from '../records/balance-sql';

/**
 * A record's amount_paid (docs/business-rules.md#the-payments-ledger) is its live month's payments that are
 * not void, kept on the row in the same transaction so every reader stays one row read. Set-based: one
 * statement for the records `recordIds` of the system, or all of them; outstanding_balance and is_paid follow
 * by the arrears rule (outstanding = arrears + this month's charges − paid). Only rows that change are
 * written. Answers the ids of the rows it changed.
 */
export async function refreshPaidFromLedger(
  tx: SqlExecutor,
  tables: SystemTables,
  recordIds: readonly string[] | 'all',
): Promise<string[]> {
  if (recordIds !== 'all' && recordIds.length === 0) return [];
  // The balance rule (balanceSql); marking paid records a payment of the balance (L2), so no system
  // keeps a paid mark of its own.
  const { outstanding_balance: outstanding, is_paid: isPaid } = balanceSql(tables, {
    amountPaid: 'ledger.paid',
  });
  const only = recordIds === 'all' ? '' : 'AND r.id = ANY($1::uuid[])';
  const rows = await tx.query<{ id: string }>(
    `WITH ledger AS (
       SELECT r.id, COALESCE(sum(p.amount), 0) AS paid
         FROM ${tables.live} r
         LEFT JOIN payments p ON p.record_id = r.id AND p.billing_month = r.month AND p.voided_at IS NULL
        WHERE ${scopeOf(tables, 'r')} ${only}
        GROUP BY r.id
     )
     UPDATE ${tables.live} r
        SET amount_paid = ledger.paid, outstanding_balance = ${outstanding}, is_paid = ${isPaid}
       FROM ledger
      WHERE r.id = ledger.id
        AND (r.amount_paid <> ledger.paid OR r.outstanding_balance <> ${outstanding} OR r.is_paid <> ${isPaid})
      RETURNING r.id`,
    recordIds === 'all' ? [] : [recordIds],
  );
  return rows.map((row) => row.id);
}
