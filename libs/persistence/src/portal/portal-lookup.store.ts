import { AMPERE_VIEW_COLUMNS, type AmpereRecordView } from '../ampere/ampere-record.view';
import { AMPERE_TABLES } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';

/** The live ampere customer with this number, if any (customer numbers are unique per system). */
export async function findLiveAmpereByCustomerNumber(
  db: SqlExecutor,
  customerNumber: number,
): Promise<AmpereRecordView | null> {
  // bigint: a typed number beyond the integer column's range is simply not found.
  const [record] = await db.query<AmpereRecordView>(
    `SELECT ${AMPERE_VIEW_COLUMNS} FROM ${AMPERE_TABLES.live} r WHERE r.customer_number = $1::bigint`,
    [customerNumber],
  );
  return record ?? null;
}
