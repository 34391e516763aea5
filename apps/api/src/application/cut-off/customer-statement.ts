import { RecordNotFoundError, type BillingSystem, type StatementOfAccount } from '@kahraba/billing-domain';
import type { SqlExecutor, SystemTables } from '@kahraba/persistence';
import { findStatementRows } from '../statements/statement-rows.store';
import { toStatement } from '../statements/stored-statement';

/** One live customer's statement as it stands in the transaction (the amount due the audit keeps). */
export async function customerStatementIn(
  tx: SqlExecutor,
  system: BillingSystem,
  tables: SystemTables,
  id: string,
  today: string,
): Promise<StatementOfAccount> {
  const [row] = await findStatementRows(tx, tables, system.tariff, [id]);
  if (!row) throw new RecordNotFoundError();
  return toStatement(row, system, today);
}

/** The amount due of a statement as the audit entry keeps it, in dollars and pounds. */
export function amountDueOf(statement: StatementOfAccount): { amountDue: number; amountDueLbp: number } {
  return { amountDue: statement.totalDue.toNumber(), amountDueLbp: statement.pounds.totalDue.pounds };
}
