import { type ImportRules, planImport } from '../imports/import-plan';
import { normaliseRecordKey } from '../imports/record-key';
import { Money } from '../money/money';
import { type AmpereCustomer, amendAmpereCustomer, newAmpereCustomer } from './ampere-customer';
import type { AmpereImportRow } from './ampere-import';
import type { AmperePricing } from './ampere-pricing';

/**
 * One row per customer (name and box, folded like search; any system's import rows): when the same customer appears more
 * than once in one import, the last row wins, as in the sheet read from top to bottom. Customers
 * keep the order of their first appearance, which is the order new customers are numbered in.
 */
export function latestRowPerCustomer<Row extends { readonly name: string; readonly box: string | null }>(
  rows: readonly Row[],
): Map<string, Row> {
  const latest = new Map<string, Row>();
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
 * the paid status follows the balance; one that repeats the payment on file changes nothing.
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
      // A paid cell that repeats the payment on file (what the preview showed) changes nothing.
      ...(row.amountPaid === null || row.amountPaid.equals(stored.amountPaid)
        ? {}
        : { amountPaid: row.amountPaid, isPaidFlag: false }),
    },
    pricing,
  );
}

export interface StoredAmpereCustomer {
  readonly id: string;
  readonly customerNumber: number;
  /** The stored name-and-box key (normaliseRecordKey). */
  readonly recordKey: string;
  readonly customer: AmpereCustomer;
}

export interface AmpereImportPlan {
  readonly updates: { readonly id: string; readonly customer: AmpereCustomer }[];
  readonly creates: AmpereCustomer[];
}

/** spec 000 §5 on the one import plan of every system (planImport). */
export function ampereImportRules(pricing: AmperePricing): ImportRules<AmpereImportRow, AmpereCustomer> {
  return {
    keyOf: (row) => normaliseRecordKey(row.name, row.box),
    create: (row) => customerFromImport(row, pricing),
    amend: (onFile, row) => mergeImportedCustomer(onFile, row, pricing),
  };
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
  const lines = [...latest].map(([key, row], index) => ({ line: index + 1, text: '', row, key }));
  const { updates, creates } = planImport(lines, stored, ampereImportRules(pricing));
  return { updates, creates };
}

export interface AmpereImportPreviewRow {
  readonly action: 'create' | 'update';
  /** The customer on file the row updates; null for a new customer. */
  readonly existingCustomerNumber: number | null;
  /** The customer as the import will leave it. */
  readonly customer: AmpereCustomer;
}

export interface AmpereImportPreview {
  readonly rows: AmpereImportPreviewRow[];
  /** Customers the import will create and update, as the import will count them. */
  readonly creates: number;
  readonly updates: number;
}

/**
 * Issue 6: what an import will do, row by row, before it is written: a row for a customer on file
 * (same name and box, the first by number) updates it and shows the result (blank cells keep what
 * is on file); any other row creates a customer. A customer appearing twice is counted once.
 */
export function previewAmpereImport(
  rows: readonly AmpereImportRow[],
  stored: readonly StoredAmpereCustomer[],
  pricing: AmperePricing,
): AmpereImportPreview {
  const lines = rows.map((row, index) => ({ line: index + 1, text: '', row }));
  const plan = planImport(lines, stored, ampereImportRules(pricing));
  return {
    rows: plan.lines.map(({ action, existingCustomerNumber, customer }) => ({
      action,
      existingCustomerNumber,
      customer,
    })),
    creates: plan.creates.length,
    updates: plan.updates.length,
  };
}
