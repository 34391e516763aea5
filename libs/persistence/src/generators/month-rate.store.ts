import { DEFAULT_EXCHANGE_RATE, ExchangeRate } from '@kahraba/billing-domain';
import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import type { SqlExecutor } from '../sql/sql-database';

/**
 * The month's rate (docs/generator-economics.md#the-months-rate): the latest rate stored before the
 * month ended (its last day included, in the business's time zone); for a month before any rate was
 * stored, the earliest one stored; else the default.
 */
export async function readMonthRate(db: SqlExecutor, month: string): Promise<ExchangeRate> {
  const [row] = await db.query<{ rate: string | null }>(
    `SELECT COALESCE(
       (SELECT usd_to_lbp FROM exchange_rate
         WHERE updated_at < ((($1 || '-01')::date + interval '1 month')::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})
         ORDER BY updated_at DESC, id DESC LIMIT 1),
       (SELECT usd_to_lbp FROM exchange_rate ORDER BY updated_at, id LIMIT 1))::text AS rate`,
    [month],
  );
  return row?.rate ? ExchangeRate.of(row.rate) : ExchangeRate.of(DEFAULT_EXCHANGE_RATE);
}
