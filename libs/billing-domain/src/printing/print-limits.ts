/** spec 001 §2.6: one print call carries at most this many customers. */
export const MAX_PRINT_INVOICES = 20_000;
