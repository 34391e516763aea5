import { Lbp, type KwhBillingContext } from '@kahraba/billing-domain';
import { readExchangeRate } from '../settings/exchange-rate.store';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * What a kWh bill depends on besides the customer: the subscription pricing map (amperage → LBP)
 * and the stored exchange rate. Read once per request.
 */
export async function readKwhBillingContext(db: SqlExecutor): Promise<KwhBillingContext> {
  const [pricingRows, rate] = await Promise.all([
    db.query<{ amperage: number | string; pounds: string }>(
      'SELECT amperage, round(price)::text AS pounds FROM subscription_pricing ORDER BY amperage',
    ),
    readExchangeRate(db),
  ]);
  return {
    pricing: new Map(pricingRows.map((row) => [Number(row.amperage), Lbp.ofPounds(Number(row.pounds))])),
    rate,
  };
}
