import { FIRST_CUSTOMER_NUMBER } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import { scopeOf, type SystemTables } from './system-tables';

/**
 * Allocates `count` consecutive customer numbers for a system and returns the first. Numbers are
 * never reused (a restored customer gets a new one, spec 000 §4); the row lock serialises writers.
 */
export async function allocateCustomerNumbers(
  tx: SqlExecutor,
  tables: SystemTables,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  await tx.query(
    `INSERT INTO customer_number_counters (system, last_value)
     SELECT $1, GREATEST($2 - 1,
       COALESCE((SELECT max(customer_number) FROM ${tables.live} WHERE ${scopeOf(tables)}), 0),
       COALESCE((SELECT max(customer_number) FROM ${tables.archive} WHERE ${scopeOf(tables)}), 0))
     ON CONFLICT (system) DO NOTHING`,
    [tables.system, FIRST_CUSTOMER_NUMBER],
  );
  const [row] = await tx.query<{ last_value: number }>(
    'UPDATE customer_number_counters SET last_value = last_value + $2 WHERE system = $1 RETURNING last_value',
    [tables.system, count],
  );
  return row.last_value - count + 1;
}
