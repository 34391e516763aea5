import { Month } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import type { SystemTables } from './system-tables';

/**
 * The system's live month (created as the calendar month of `today`, YYYY-MM-DD in the business's time
 * zone, on first use), locked for the transaction.
 */
export async function lockLiveMonth(tx: SqlExecutor, tables: SystemTables, today: string): Promise<Month> {
  await tx.query(
    'INSERT INTO billing_months (system, live_month) VALUES ($1, $2) ON CONFLICT (system) DO NOTHING',
    [tables.system, Month.ofDay(today).toString()],
  );
  const [row] = await tx.query<{ live_month: string }>(
    'SELECT live_month FROM billing_months WHERE system = $1 FOR UPDATE',
    [tables.system],
  );
  return Month.parse(row.live_month);
}

/**
 * The live month of a system whose single-row writers share it (kWh groups): FOR SHARE, so edits of
 * different customers go on side by side while a bulk writer (lockLiveMonth, FOR UPDATE) waits for
 * them and they wait for it. Take it before the row (FOR UPDATE), as bulk writers take the month
 * before their rows.
 */
export async function lockLiveMonthForEdit(
  tx: SqlExecutor,
  tables: SystemTables,
  today: string,
): Promise<Month> {
  await tx.query(
    'INSERT INTO billing_months (system, live_month) VALUES ($1, $2) ON CONFLICT (system) DO NOTHING',
    [tables.system, Month.ofDay(today).toString()],
  );
  const [row] = await tx.query<{ live_month: string }>(
    'SELECT live_month FROM billing_months WHERE system = $1 FOR SHARE',
    [tables.system],
  );
  return Month.parse(row.live_month);
}

export async function readLiveMonth(tx: SqlExecutor, tables: SystemTables, today: string): Promise<Month> {
  const [row] = await tx.query<{ live_month: string }>(
    'SELECT live_month FROM billing_months WHERE system = $1',
    [tables.system],
  );
  return row ? Month.parse(row.live_month) : Month.ofDay(today);
}

/**
 * Records the close. The primary key (system, month) makes a second close of the same month
 * fail even when two runs race past the row lock.
 */
export async function recordMonthClose(
  tx: SqlExecutor,
  tables: SystemTables,
  closed: Month,
  next: Month,
  customers: number,
  closedBy: string,
): Promise<void> {
  await tx.query('INSERT INTO month_closes (system, month, customers, closed_by) VALUES ($1, $2, $3, $4)', [
    tables.system,
    closed.toString(),
    customers,
    closedBy,
  ]);
  await tx.query('UPDATE billing_months SET live_month = $2 WHERE system = $1', [
    tables.system,
    next.toString(),
  ]);
}
