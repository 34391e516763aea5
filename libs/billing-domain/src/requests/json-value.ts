/**
 * A value as JSON carries it: what the free-form part of a request holds (a pasted sheet's cells, keyed by
 * whatever header was pasted), read by the rule that knows the row, so that a bad cell is that row's refusal.
 */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
