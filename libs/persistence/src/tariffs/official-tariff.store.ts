import {
  officialTariffFromInput,
  TARIFF_ZONES,
  type ExchangeRate,
  type OfficialTariff,
} from '@kahraba/billing-domain';
import { writeKwhRecompute, type KwhRecompute } from '../kwh/kwh-pricing.store';
import { writtenValues } from '../records/batch-journal';
import { kwhBillSql } from '../kwh/kwh-tables';
import { closedMonthRowsSql } from '../printing/closed-month.store';
import { scopeOf, type SystemTables } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';

/** A month's official tariff as stored, with who entered it last and when. */
export interface StoredOfficialTariff {
  tariff: OfficialTariff;
  updatedBy: string | null;
  updatedAt: string;
}

interface TariffRow {
  month: string;
  kwhPriceLbp: Record<string, string>;
  fixed5: string;
  fixed10: string;
  perExtra5A: string;
  exchangeRate: string;
  diesel: string;
  source: string;
  updatedBy: string | null;
  updatedAt: string;
}

const TARIFF_COLUMNS = `month, kwh_price_lbp AS "kwhPriceLbp", fixed_5a_lbp::text AS fixed5,
  fixed_10a_lbp::text AS fixed10, fixed_per_extra_5a_lbp::text AS "perExtra5A",
  exchange_rate::text AS "exchangeRate", diesel_price_20l_lbp::text AS diesel, source,
  updated_by AS "updatedBy",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

/** Read back through the domain's one reader of a tariff, so a stored row is as checked as a typed one. */
function storedOf(row: TariffRow): StoredOfficialTariff {
  const tariff = officialTariffFromInput(row.month, {
    kwhPriceLbp: row.kwhPriceLbp,
    fixedFeesLbp: { 5: row.fixed5, 10: row.fixed10, perExtra5A: row.perExtra5A },
    exchangeRate: row.exchangeRate,
    dieselPrice20LLbp: row.diesel,
    source: row.source,
  });
  return { tariff, updatedBy: row.updatedBy, updatedAt: row.updatedAt };
}

export async function readOfficialTariff(
  db: SqlExecutor,
  month: string,
): Promise<StoredOfficialTariff | null> {
  const [row] = await db.query<TariffRow>(`SELECT ${TARIFF_COLUMNS} FROM official_tariffs WHERE month = $1`, [
    month,
  ]);
  return row ? storedOf(row) : null;
}

/** Every month's tariff, the latest month first. */
export async function listOfficialTariffs(db: SqlExecutor): Promise<StoredOfficialTariff[]> {
  const rows = await db.query<TariffRow>(
    `SELECT ${TARIFF_COLUMNS} FROM official_tariffs ORDER BY month DESC`,
  );
  return rows.map(storedOf);
}

/** The month's tariff from now on (one row per month; the audit log keeps what it replaced). */
export async function writeOfficialTariff(
  tx: SqlExecutor,
  tariff: OfficialTariff,
  updatedBy: string,
): Promise<void> {
  const prices = Object.fromEntries(
    Object.entries(tariff.kwhPriceLbp).map(([zone, price]) => [zone, String(price.pounds)]),
  );
  await tx.query(
    `INSERT INTO official_tariffs (month, kwh_price_lbp, fixed_5a_lbp, fixed_10a_lbp, fixed_per_extra_5a_lbp,
       exchange_rate, diesel_price_20l_lbp, source, updated_by, updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, clock_timestamp())
     ON CONFLICT (month) DO UPDATE SET kwh_price_lbp = EXCLUDED.kwh_price_lbp,
       fixed_5a_lbp = EXCLUDED.fixed_5a_lbp, fixed_10a_lbp = EXCLUDED.fixed_10a_lbp,
       fixed_per_extra_5a_lbp = EXCLUDED.fixed_per_extra_5a_lbp, exchange_rate = EXCLUDED.exchange_rate,
       diesel_price_20l_lbp = EXCLUDED.diesel_price_20l_lbp, source = EXCLUDED.source,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [
      tariff.month.toString(),
      JSON.stringify(prices),
      tariff.fixedFeesLbp.upTo5A.pounds,
      tariff.fixedFeesLbp.upTo10A.pounds,
      tariff.fixedFeesLbp.perExtra5A.pounds,
      tariff.exchangeRate.toDecimalString(),
      tariff.dieselPrice20LLbp.pounds,
      tariff.source,
      updatedBy,
    ],
  );
}

/**
 * docs/official-tariff.md#applying-it: every customer's price per kWh becomes their zone's official
 * price in pounds (its dollars at the stored rate `$1`, half away from zero to 4 decimals, as a
 * pound price change converts), and the bill is computed again from it (kwhBillSql).
 */
function officialKwhPriceRecompute(tariff: OfficialTariff): KwhRecompute {
  // Whole pounds and the domain's own zone ids: safe to write into the statement.
  const cases = TARIFF_ZONES.map(
    (zone) => `WHEN '${zone.id}' THEN ${tariff.kwhPriceLbp[zone.id].pounds}::numeric`,
  ).join(' ');
  const priceLbp = `(CASE r.zone ${cases} ELSE r.price_per_kwh_lbp END)`;
  const price = `round(${priceLbp} / $1::numeric, 4)`;
  const bill = kwhBillSql('$1', (column) =>
    column === 'price_per_kwh_lbp' ? priceLbp : column === 'price_per_kwh' ? price : `r.${column}`,
  );
  return {
    columns: { price_per_kwh: price, price_per_kwh_lbp: priceLbp, ...bill },
    onlyChanged: true,
  };
}

/** What compliance reads beside a customer's statement: their zone and amperage. */
export interface CustomerTariffFacts {
  zone: string;
  ampere: string;
}

/** The zone and amperage of every customer of a month's bills: the live rows, or those a closed month kept. */
export async function readCustomerTariffFacts(
  db: SqlExecutor,
  tables: SystemTables,
  closedMonth: string | null,
): Promise<Map<string, CustomerTariffFacts>> {
  const rows =
    closedMonth === null
      ? await db.query<CustomerTariffFacts & { id: string }>(
          `SELECT r.id, r.zone, r.ampere::text AS ampere FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')}`,
        )
      : await db.query<CustomerTariffFacts & { id: string }>(
          `SELECT r.original_id AS id, r.zone, r.ampere::text AS ampere FROM ${tables.monthly} r
           WHERE ${closedMonthRowsSql(tables, 'r', '$1')}`,
          [closedMonth],
        );
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/**
 * The whole amperages the pricing map lists or a live metered customer has: the amperages the
 * official fixed part is applied to (a fraction can have no map price; subscription-fee.ts).
 */
export async function listPricedAmperages(db: SqlExecutor): Promise<number[]> {
  const rows = await db.query<{ amperage: number }>(
    `SELECT amperage FROM subscription_pricing
     UNION SELECT ampere::int FROM kwh_customers WHERE ampere > 0 AND ampere = trunc(ampere)
     ORDER BY 1`,
  );
  return rows.map((row) => Number(row.amperage));
}

/**
 * Writes the official prices into one group's live customers, journaled in `batchId` with what it
 * wrote (`after`): the prices are entered columns, so an undo puts them back only where they still
 * hold the tariff's (a customer re-priced since keeps their own; docs/official-tariff.md#applying-it).
 */
export async function writeOfficialKwhPrices(
  tx: SqlExecutor,
  tables: SystemTables,
  batchId: string,
  tariff: OfficialTariff,
  rate: ExchangeRate,
): Promise<number> {
  const written = await writeKwhRecompute(tx, tables, batchId, officialKwhPriceRecompute(tariff), rate);
  await tx.query(
    `UPDATE batch_entries j SET after = ${writtenValues(tables)}
     FROM ${tables.live} r WHERE j.batch_id = $1 AND r.id = j.record_id AND ${scopeOf(tables, 'r')}`,
    [batchId],
  );
  return written;
}
