import type { ExchangeRate, GroupedBatchKind, SubscriptionPricing } from '@kahraba/billing-domain';
import { runGroupedBatches, type GroupPrevious } from '../records/batch-group.store';
import { recomputeJournaled } from '../records/batch-journal';
import type { WrittenBatch } from '../records/run-batch';
import type { SystemTables } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';
import { STORED_RATE_SQL } from '../settings/exchange-rate.store';
import { readKwhBillingContext } from './kwh-billing-context.store';
import { kwhBillSql, kwhLbpSql } from './kwh-tables';

/** What the metered bills depend on besides the customers, as stored (exact decimal text). */
export interface StoredKwhPricing {
  /** The latest exchange rate, '89500.00'. */
  exchangeRate: string;
  /** Amperage → LBP price, {"5": "500000.00"}. */
  subscriptionPricing: Record<string, string>;
}

/**
 * Keeps other changes of the rate and the pricing map out until the transaction ends (plain reads
 * go on). Taken after the live months, as every batch takes its month first.
 */
export async function lockKwhPricing(tx: SqlExecutor): Promise<void> {
  await tx.query('LOCK TABLE exchange_rate, subscription_pricing IN EXCLUSIVE MODE');
}

export async function readStoredKwhPricing(db: SqlExecutor): Promise<StoredKwhPricing> {
  const [row] = await db.query<StoredKwhPricing>(
    `SELECT (${STORED_RATE_SQL})::text AS "exchangeRate",
       COALESCE((SELECT jsonb_object_agg(amperage::text, price::text) FROM subscription_pricing), '{}'::jsonb)
         AS "subscriptionPricing"`,
  );
  return row;
}

/** The rate in force from now on: a new row of the rate's history. */
export async function storeExchangeRate(tx: SqlExecutor, usdToLbp: ExchangeRate | string): Promise<void> {
  const value = typeof usdToLbp === 'string' ? usdToLbp : usdToLbp.toDecimalString();
  await tx.query('INSERT INTO exchange_rate (usd_to_lbp, updated_at) VALUES ($1, clock_timestamp())', [
    value,
  ]);
}

/**
 * The whole pricing map (docs/business-rules.md#prices-the-exchange-rate-and-the-subscription-pricing): an
 * amperage left out has no price any more; an unchanged price keeps its row as it was.
 */
export async function storeSubscriptionPricing(
  tx: SqlExecutor,
  pricing: SubscriptionPricing | Readonly<Record<string, string>>,
): Promise<void> {
  const entries =
    pricing instanceof Map
      ? [...pricing].map(([amperage, price]) => [String(amperage), String(price.pounds)])
      : Object.entries(pricing);
  const amperages = entries.map(([amperage]) => Number(amperage));
  await tx.query('DELETE FROM subscription_pricing WHERE amperage <> ALL($1::int[])', [amperages]);
  await tx.query(
    `INSERT INTO subscription_pricing (amperage, price)
     SELECT * FROM unnest($1::int[], $2::numeric[])
     ON CONFLICT (amperage) DO UPDATE SET price = EXCLUDED.price, updated_at = now()
     WHERE subscription_pricing.price IS DISTINCT FROM EXCLUDED.price`,
    [amperages, entries.map(([, price]) => price)],
  );
}

/**
 * How a re-computation of metered customers writes: `columns` are the SQL of each derived column
 * from the row `r` (see kwhBillSql), `$1` the rate; `onlyChanged` keeps rows whose values stay.
 */
export interface KwhRecompute {
  columns: Readonly<Record<string, string>>;
  onlyChanged: boolean;
}

/**
 * Each customer's bill of the live month at the stored rate and pricing map: the domain's
 * billKwhCustomer set-based (kwhBillSql), the customers' entered values unchanged.
 */
export function kwhRebill(): KwhRecompute {
  return { columns: kwhBillSql('$1', (column) => `r.${column}`), onlyChanged: true };
}

/**
 * The LBP repair: the LBP columns of every customer's bill at the stored rate: the dollar
 * total converted, or the exact pounds of a month priced in pounds.
 */
export function kwhLbpRecompute(): KwhRecompute {
  const bill = kwhBillSql('$1', (column) => `r.${column}`);
  const lbp = kwhLbpSql('$1', 'r.total_amount', bill.total_amount_lbp);
  return { columns: lbp, onlyChanged: false };
}

/** Writes the re-computation into one system's live customers, journaled in `batchId`. */
export function writeKwhRecompute(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  recompute: KwhRecompute,
  rate: ExchangeRate,
): Promise<number> {
  return recomputeJournaled(tx, tables, batchId, { ...recompute, params: [rate.toDecimalString()] });
}

/**
 * Re-computes the live customers of every given metered system at the stored rate and
 * pricing map as one grouped change (a batch in each system it touched, linked, keeping
 * `previous`). The caller holds the systems' live months. Returns each touched system's batch.
 */
export async function recomputeMeteredCustomers(
  tx: SqlExecutor,
  systems: readonly SystemTables[],
  options: { kind: GroupedBatchKind; previous: GroupPrevious; recompute: KwhRecompute },
): Promise<WrittenBatch[]> {
  const { rate } = await readKwhBillingContext(tx);
  return runGroupedBatches(tx, systems, options, (tables, batchId) =>
    writeKwhRecompute(tx, tables, batchId, options.recompute, rate),
  );
}

/** Puts back the stored rate or pricing map a grouped change overwrote. */
export async function restoreGroupPrevious(tx: SqlExecutor, groupId: string): Promise<void> {
  const [group] = await tx.query<{ rate: string | null; pricing: Record<string, string> | null }>(
    `SELECT previous_exchange_rate::text AS rate, previous_subscription_pricing AS pricing
     FROM batch_groups WHERE id = $1`,
    [groupId],
  );
  if (group.rate !== null) await storeExchangeRate(tx, group.rate);
  if (group.pricing !== null) await storeSubscriptionPricing(tx, group.pricing);
}
