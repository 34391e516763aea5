import { DEFAULT_EXCHANGE_RATE, ExchangeRate } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';

/** The stored exchange rate in SQL (the latest row of exchange_rate, or the domain's default while none
 * is stored), as numeric(15,2): for statements that state or keep it set-based. readExchangeRate reads
 * the same; exchange-rate.store.spec holds the two together. */
export const STORED_RATE_SQL = `COALESCE((SELECT usd_to_lbp FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1),
  ${DEFAULT_EXCHANGE_RATE})::numeric(15, 2)`;

/** The stored exchange rate (the latest row of exchange_rate), or the domain's default while none is stored. */
export async function readExchangeRate(db: SqlExecutor): Promise<ExchangeRate> {
  const [row] = await db.query<{ rate: string }>(
    'SELECT usd_to_lbp::text AS rate FROM exchange_rate ORDER BY updated_at DESC, id DESC LIMIT 1',
  );
  return row ? ExchangeRate.of(row.rate) : ExchangeRate.default;
}
