/**
 * The domain's debtMonths in SQL (docs/debtors.md#how-old-a-debt-is), over SQL expressions: the
 * balance, the previous balance and the closing balances of the system's closed months newest first
 * (a numeric[] with NULL for a month without a snapshot of the customer). A test proves the two agree.
 */
export function debtMonthsSql(balance: string, previousBalance: string, closings: string): string {
  return `(CASE WHEN ${balance} <= 0 OR ${previousBalance} <= 0 THEN 0
    ELSE 1 + COALESCE(
      (SELECT min(i) - 2 FROM generate_subscripts(${closings}, 1) AS i
       WHERE i >= 2 AND NOT COALESCE((${closings})[i] > 0, false)),
      GREATEST(cardinality(${closings}) - 1, 0))
    END)`;
}
