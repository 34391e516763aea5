import { FIRST_CUSTOMER_NUMBER } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import type { SystemTables } from './system-tables';

/**
 * The one counter every billing system numbers its new customers from: a number is
 * unique across the whole business, so the portal finds one customer by it. Its key is no billing
 * system's id (ids are lower-case letters, digits and dashes).
 */
export const BUSINESS_COUNTER = '*business';

/** Every table a customer number was ever given in (live and archived, of every system). */
const NUMBERED_TABLES = ['ampere_records', 'archived_records', 'kwh_customers', 'kwh_archived_customers'];

/**
 * Allocates `count` consecutive customer numbers and returns the first. The numbers are the next ones
 * of the whole business, whatever the system (`_tables` names the system asking; the counter is
 * shared): on first use the counter starts above every number in use in any system, live or
 * archived, and above every per-system counter of before, so a number already printed is never given
 * again. Numbers are never reused (a restored customer gets a new one,
 * docs/business-rules.md#archives-and-undo); the row lock serialises writers of every system.
 */
export async function allocateCustomerNumbers(
  tx: SqlExecutor,
  _tables: SystemTables,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  const highest = NUMBERED_TABLES.map((table) => `COALESCE((SELECT max(customer_number) FROM ${table}), 0)`);
  await tx.query(
    `INSERT INTO customer_number_counters (system, last_value)
     SELECT $1, GREATEST($2 - 1, ${highest.join(', ')},
       COALESCE((SELECT max(last_value) FROM customer_number_counters), 0))
     WHERE NOT EXISTS (SELECT 1 FROM customer_number_counters WHERE system = $1)
     ON CONFLICT (system) DO NOTHING`,
    [BUSINESS_COUNTER, FIRST_CUSTOMER_NUMBER],
  );
  const [row] = await tx.query<{ last_value: number }>(
    'UPDATE customer_number_counters SET last_value = last_value + $2 WHERE system = $1 RETURNING last_value',
    [BUSINESS_COUNTER, count],
  );
  return row.last_value - count + 1;
}
