import {
  type BillingSystemId,
  Lbp,
  MeteredGroupPrice,
  type MeteredGroupContext,
  UnitPrice,
} from '@kahraba/billing-domain';
import { readSetting, writeSetting } from '../settings/settings-store';
import type { SqlExecutor } from '../sql/sql-database';
import { readKwhBillingContext } from './kwh-billing-context.store';

/** The price as stored: what was typed, in its currency ('0.4200' dollars, or '37590' pounds). */
type StoredGroupPrice = { pricePerKwh: string } | { pricePerKwhLbp: string };

/**
 * The settings key of a metered group's current price (docs/metered-group-price.md); a price change
 * of the whole group journals it for undo.
 */
export function meteredGroupPriceSetting(system: BillingSystemId): string {
  return `metered_group_price:${system}`;
}

/**
 * The group's current price per kWh; 1 dollar for a group whose price was never set
 * (docs/metered-group-price.md).
 */
export async function readMeteredGroupPrice(
  db: SqlExecutor,
  system: BillingSystemId,
): Promise<MeteredGroupPrice> {
  const stored = await readSetting<StoredGroupPrice | null>(db, meteredGroupPriceSetting(system), null);
  if (stored === null) return MeteredGroupPrice.initial;
  if ('pricePerKwhLbp' in stored)
    return MeteredGroupPrice.inPounds(Lbp.ofPounds(Number(stored.pricePerKwhLbp)));
  return MeteredGroupPrice.inDollars(UnitPrice.parse(stored.pricePerKwh));
}

export async function writeMeteredGroupPrice(
  db: SqlExecutor,
  system: BillingSystemId,
  price: MeteredGroupPrice,
): Promise<void> {
  const { typed } = price;
  const stored: StoredGroupPrice =
    typed.currency === 'usd'
      ? { pricePerKwh: typed.price.toDecimalString() }
      : { pricePerKwhLbp: String(typed.pounds.pounds) };
  await writeSetting(db, meteredGroupPriceSetting(system), stored);
}

/** What entering a customer of the group depends on: the bill's context and the group's price. */
export async function readMeteredGroupContext(
  db: SqlExecutor,
  system: BillingSystemId,
): Promise<MeteredGroupContext> {
  // One after the other: `db` may be a transaction's one connection.
  const context = await readKwhBillingContext(db);
  return { ...context, groupPrice: await readMeteredGroupPrice(db, system) };
}
