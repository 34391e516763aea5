import { AmperePricing, DEFAULT_AMPERE_PRICING, Money } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';
import { readSetting, writeSetting } from '../settings/settings-store';

/** The settings key of the prices (a price change journals it for undo). */
export const AMPERE_PRICING_SETTING = 'ampere_pricing';
const KEY = AMPERE_PRICING_SETTING;

/**
 * The stored global and low prices per ampere (initially 15 and 25,
 * docs/business-rules.md#constants-and-limits).
 */
export async function readAmperePricing(db: SqlExecutor): Promise<AmperePricing> {
  const stored = await readSetting<{ globalPrice: string; lowPrice: string } | null>(db, KEY, null);
  if (!stored) return DEFAULT_AMPERE_PRICING;
  return AmperePricing.of({
    globalPrice: Money.parse(stored.globalPrice),
    lowPrice: Money.parse(stored.lowPrice),
  });
}

export async function writeAmperePricing(db: SqlExecutor, pricing: AmperePricing): Promise<void> {
  await writeSetting(db, KEY, {
    globalPrice: pricing.globalPrice.toDecimalString(),
    lowPrice: pricing.lowPrice.toDecimalString(),
  });
}
