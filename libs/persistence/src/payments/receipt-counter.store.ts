import type { SqlExecutor } from '../sql/sql-database';

/**
 * Takes the next `count` receipt numbers of `year` (numbered from 1 each year) and answers the first.
 * The counter's row stays locked until the transaction ends, so numbers follow the order of commits
 * and a rolled-back payment gives its number back.
 */
export async function allocateReceiptNumbers(tx: SqlExecutor, year: number, count = 1): Promise<number> {
  const [row] = await tx.query<{ last: number }>(
    `INSERT INTO receipt_counters (year, last_value) VALUES ($1, $2)
     ON CONFLICT (year) DO UPDATE SET last_value = receipt_counters.last_value + EXCLUDED.last_value
     RETURNING last_value AS last`,
    [year, count],
  );
  return row.last - count + 1;
}

/** The domain's formatReceiptNumber in SQL (`R-2026-000123`), for set-based inserts; a test proves they agree. */
export function receiptNumberSql(year: string, sequence: string): string {
  return `('R-' || (${year})::text || '-' || CASE WHEN (${sequence}) < 1000000 THEN lpad((${sequence})::text, 6, '0') ELSE (${sequence})::text END)`;
}
