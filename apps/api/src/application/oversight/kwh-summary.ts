/** A metered group's summary cards, computed over its live customers. */
export interface KwhSummary {
  totalCustomers: number;
  paidCount: number;
  unpaidCount: number;
  /** USD, 2 decimals: the sum of the positive outstanding balances. */
  totalOutstanding: number;
}
