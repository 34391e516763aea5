import { normaliseRecordKey } from '../imports/record-key';
import { Money } from '../money/money';
import { type AmpereCustomer, amendAmpereCustomer, newAmpereCustomer } from './ampere-customer';
import type { AmpereImportRow } from './ampere-import';
import type { AmperePricing } from './ampere-pricing';

/**
 * One row per customer (name and box, folded like search): when the same customer appears more
 * than once in one import, the last row wins, as in the sheet read from top to bottom. Customers
 * keep the order of their first appearance, which is the order new customers are numbered in.
 */
export function latestRowPerCustomer(rows: readonly AmpereImportRow[]): Map<string, AmpereImportRow> {
  const latest = new Map<string, AmpereImportRow>();
  for (const row of rows) latest.set(normaliseRecordKey(row.name, row.box), row);
  return latest;
}

/** spec 000 §5: a new customer from an import row; blank price: the threshold price, blank paid: 0. */
export function customerFromImport(row: AmpereImportRow, pricing: AmperePricing): AmpereCustomer {
  return newAmpereCustomer(
    {
      name: row.name,
      box: row.box,
      address: row.address,
      ampere: row.ampere,
      amperePrice: row.amperePrice,
      amountPaid: row.amountPaid ?? Money.zero,
    },
    pricing,
  );
}

/**
 * A customer on file met again in an import: a filled cell replaces what is stored, a blank one
 * erases nothing. A blank price keeps the customer's own price (or the threshold price, which follows
 * the amperes); a blank paid keeps the payment and the paid mark; a blank address keeps the address.
 * A filled paid cell states the payment: it replaces the amount paid and clears the paid mark, so
 * the paid status follows the balance.
 */
export function mergeImportedCustomer(
  stored: AmpereCustomer,
  row: AmpereImportRow,
  pricing: AmperePricing,
): AmpereCustomer {
  return amendAmpereCustomer(
    stored,
    {
      name: row.name,
      box: row.box,
      ampere: row.ampere,
      ...(row.amperePrice === null ? {} : { amperePrice: row.amperePrice }),
      ...(row.address === null ? {} : { address: row.address }),
      ...(row.amountPaid === null ? {} : { amountPaid: row.amountPaid, isPaidFlag: false }),
    },
    pricing,
  );
}

export interface StoredAmpereCustomer {
  readonly id: string;
  /** The stored name-and-box key (normaliseRecordKey). */
  readonly recordKey: string;
  readonly customer: AmpereCustomer;
}

export interface AmpereImportPlan {
  readonly updates: { readonly id: string; readonly customer: AmpereCustomer }[];
  readonly creates: AmpereCustomer[];
}

/**
 * spec 000 §5: each customer of the import updates the customer on file with the same name and box
 * (the first by customer number when two share them), or is created.
 */
export function planAmpereImport(
  latest: ReadonlyMap<string, AmpereImportRow>,
  stored: readonly StoredAmpereCustomer[],
  pricing: AmperePricing,
): AmpereImportPlan {
  const pending = new Map(latest);
  const updates: { id: string; customer: AmpereCustomer }[] = [];
  for (const { id, recordKey, customer } of stored) {
    const row = pending.get(recordKey);
    if (!row) continue;
    updates.push({ id, customer: mergeImportedCustomer(customer, row, pricing) });
    pending.delete(recordKey);
  }
  return { updates, creates: [...pending.values()].map((row) => customerFromImport(row, pricing)) };
}
