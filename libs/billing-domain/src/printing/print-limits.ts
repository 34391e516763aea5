/** One print call carries at most this many customers (docs/business-rules.md#constants-and-limits). */
export const MAX_PRINT_INVOICES = 20_000;
