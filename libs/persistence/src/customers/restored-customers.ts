import {
  type AmperePricing,
  kwhCustomerOf,
  type KwhBillingContext,
  Money,
  Month,
  Quantity,
  restoreIntoLiveMonth,
  startNextKwhMonth,
} from '@kahraba/billing-domain';
import { KWH_WRITTEN_COLUMNS, type KwhCustomerRow, kwhFieldsOf, kwhRowOf } from '../kwh/kwh-customer-row';
import { insertKwhRows } from '../kwh/kwh-customer.store';
import { type ArchivedEntry, insertRestored } from '../records/archive-store';
import type { SystemTables } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';

/** Where a customer taken from its archive comes back: its new number, the live month, today. */
export interface RestorePlacement {
  readonly customerNumber: number;
  readonly liveMonth: Month;
  readonly today: string;
}

/** The restored customer's new id and name. */
export interface RestoredCustomer {
  readonly id: string;
  readonly name: string;
}

/**
 * An ampere customer back in the live month (restoreIntoLiveMonth: deleted in an earlier month, it comes
 * back billed for this one at the threshold price or its own; docs/business-rules.md#archives-and-undo).
 */
export async function restoreAmpereCustomer(
  tx: SqlExecutor,
  tables: SystemTables,
  archived: ArchivedEntry,
  placement: RestorePlacement,
  pricing: AmperePricing,
): Promise<RestoredCustomer> {
  const price = archived.columns as { ampere: string; ampere_price: string; price_is_custom: boolean };
  const billing = restoreIntoLiveMonth(
    {
      month: Month.parse(archived.month),
      invoiceDate: archived.invoiceDate,
      ampere: Quantity.parse(price.ampere),
      amperePrice: Money.parse(price.ampere_price),
      priceIsCustom: price.price_is_custom,
      amount: Money.parse(archived.amount),
      arrears: Money.parse(archived.arrears),
      amountPaid: Money.parse(archived.amountPaid),
    },
    placement.liveMonth,
    placement.today,
    pricing,
  );
  const id = await insertRestored(tx, tables, archived, {
    customerNumber: placement.customerNumber,
    month: billing.month.toString(),
    invoiceDate: billing.invoiceDate,
    amperePrice: billing.amperePrice.toDecimalString(),
    amount: billing.amount.toDecimalString(),
    arrears: billing.arrears.toDecimalString(),
    amountPaid: billing.amountPaid.toDecimalString(),
    isPaid: billing.isPaid,
    outstandingBalance: billing.outstandingBalance.toDecimalString(),
  });
  return { id, name: String(archived.columns.name) };
}

/**
 * A kWh customer back in the live month: deleted in an earlier month, it comes back as a month
 * close would have left it (its reading carried, nothing paid), billed in the live month.
 */
export async function restoreKwhCustomer(
  tx: SqlExecutor,
  tables: SystemTables,
  archived: ArchivedEntry,
  placement: RestorePlacement,
  context: KwhBillingContext,
): Promise<RestoredCustomer> {
  const stored = rowOf(archived.columns);
  let customer = kwhCustomerOf(kwhFieldsOf(stored), context);
  if (Month.parse(stored.month).isBefore(placement.liveMonth)) customer = startNextKwhMonth(customer);
  const month = placement.liveMonth.toString();
  const row = kwhRowOf(customer, {
    customerNumber: placement.customerNumber,
    month,
    displayRank: stored.displayRank,
  });
  const [id] = await insertKwhRows(tx, tables, [row], null);
  return { id, name: customer.name };
}

/** The archived row's columns as a stored row (numbers as decimal text). */
function rowOf(columns: Readonly<Record<string, unknown>>): KwhCustomerRow {
  const row: Record<string, unknown> = { id: columns.id };
  for (const [column, type, field] of KWH_WRITTEN_COLUMNS) {
    const value = columns[column];
    row[field] =
      type === 'numeric' && value !== null && value !== undefined ? String(value) : (value ?? null);
  }
  return row as unknown as KwhCustomerRow;
}
