import { likePatterns } from '../sql/like-patterns';
import type { SqlExecutor } from '../sql/sql-database';

/** One customer's month in a monthly archive of any system (month close or manual archive). */
export interface MonthlySnapshotView {
  id: string;
  system: string;
  month: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  ampere: number;
  amount: number;
  /** The balance carried in from the month before (negative: a credit). */
  arrears: number;
  amountPaid: number;
  outstandingBalance: number;
  isPaid: boolean;
  archiveReason: string;
  archivedAt: string;
  /** What the month's statement is built from, exact decimal text; the other tariff's null. */
  pricePerAmpere: string | null;
  previousKwh: string | null;
  currentKwh: string | null;
  pricePerKwh: string | null;
  pricePerKwhLbp: string | null;
  subscriptionFee: string | null;
  subscriptionFeeLbp: string | null;
  /** The rate the month was stated at: the kWh bill's, the one a flat subscription's close kept
   * (docs/closed-month-rate.md). */
  rate: string;
  exactArrears: string;
  exactAmountPaid: string;
  /** Metered: estimates and a meter replaced that month; null for a flat subscription. */
  readingEstimated: boolean | null;
  previousEstimated: boolean | null;
  replacedFinalKwh: string | null;
  replacedStartKwh: string | null;
  /** docs/cut-off.md: the month was billed (false: started cut off) and its reconnection fee. */
  billed: boolean;
  reconnectionFee: string | null;
  reconnectionFeeLbp: string | null;
}

/** A month's totals over the snapshots that match (exact sums of the numeric columns). */
export interface MonthlyArchiveTotals {
  month: string;
  customers: number;
  billed: number;
  /** Balances carried in from the month before (credits count negative). */
  arrears: number;
  paid: number;
  outstanding: number;
}

export interface MonthlyArchiveFilter {
  /** 'YYYY-MM', or every month. */
  month?: string;
  /** A billing system id, or every system. */
  system?: string;
  /** Normalised search terms (searchTermsOf); each must appear in the snapshot's search text. */
  terms: readonly string[];
}

// The snapshots of every system as one list: the ampere archive has its own table, the metered
// groups share one keyed by system. Each branch filters before the union, so indexes still serve.
function snapshotsSql(where: (table: 'ampere' | 'kwh') => string): string {
  return `
    SELECT 'ampere'::text AS system, a.id, a.month, a.customer_number, a.name, a.box, a.address, a.ampere,
           a.amount, a.arrears, a.amount_paid, a.outstanding_balance, (a.is_paid OR a.outstanding_balance <= 0) AS is_paid,
           a.archive_reason, a.archived_at,
           a.ampere_price AS price_per_ampere, NULL::numeric AS previous_kwh, NULL::numeric AS current_kwh,
           NULL::numeric AS price_per_kwh, NULL::numeric AS price_per_kwh_lbp, NULL::numeric AS subscription_fee,
           NULL::numeric AS subscription_fee_lbp, a.exchange_rate_used AS rate,
           NULL::boolean AS reading_estimated, NULL::boolean AS previous_estimated,
           NULL::numeric AS replaced_final_kwh, NULL::numeric AS replaced_start_kwh,
           a.billed, a.reconnection_fee, a.reconnection_fee_lbp
      FROM monthly_archives a WHERE ${where('ampere')}
    UNION ALL
    SELECT k.system, k.id, k.month, k.customer_number, k.name, k.box, k.address, k.ampere,
           k.total_amount, k.arrears, k.amount_paid, k.outstanding_balance, (k.is_paid OR k.outstanding_balance <= 0),
           k.archive_reason, k.archived_at,
           NULL, k.previous_kwh, k.current_kwh, k.price_per_kwh, k.price_per_kwh_lbp, k.subscription_fee,
           k.subscription_fee_lbp, k.exchange_rate_used,
           k.reading_estimated, k.previous_estimated, k.replaced_final_kwh, k.replaced_start_kwh,
           k.billed, k.reconnection_fee, k.reconnection_fee_lbp
      FROM kwh_monthly_archives k WHERE ${where('kwh')}`;
}

function filterOf(filter: MonthlyArchiveFilter): {
  where: (table: 'ampere' | 'kwh') => string;
  params: unknown[];
} {
  const params: unknown[] = [filter.month ?? null, filter.system ?? null, likePatterns(filter.terms)];
  return {
    params,
    where: (table) => {
      const alias = table === 'ampere' ? 'a' : 'k';
      const system = table === 'ampere' ? `'ampere'` : 'k.system';
      return `($1::text IS NULL OR ${alias}.month = $1::char(7)) AND ($2::text IS NULL OR ${system} = $2)
        AND ${alias}.search_text LIKE ALL($3::text[])`;
    },
  };
}

/**
 * A page of the snapshots matching `filter`: newest month first, then the systems in display order,
 * then customer number.
 */
export function listMonthlySnapshots(
  db: SqlExecutor,
  filter: MonthlyArchiveFilter,
  page: { limit: number; offset: number },
): Promise<MonthlySnapshotView[]> {
  const { where, params } = filterOf(filter);
  return db.query<MonthlySnapshotView>(
    `SELECT s.id, s.system, s.month, s.customer_number AS "customerNumber", s.name, s.box, s.address,
            s.ampere::float8 AS ampere, s.amount::float8 AS amount, s.arrears::float8 AS arrears,
            s.amount_paid::float8 AS "amountPaid",
            s.outstanding_balance::float8 AS "outstandingBalance", s.is_paid AS "isPaid",
            s.archive_reason AS "archiveReason",
            to_char(s.archived_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "archivedAt",
            s.price_per_ampere::text AS "pricePerAmpere", s.previous_kwh::text AS "previousKwh",
            s.current_kwh::text AS "currentKwh", s.price_per_kwh::text AS "pricePerKwh",
            s.price_per_kwh_lbp::text AS "pricePerKwhLbp", s.subscription_fee::text AS "subscriptionFee",
            s.subscription_fee_lbp::text AS "subscriptionFeeLbp", s.rate::text AS rate,
            s.arrears::text AS "exactArrears", s.amount_paid::text AS "exactAmountPaid",
            s.reading_estimated AS "readingEstimated", s.previous_estimated AS "previousEstimated",
            s.replaced_final_kwh::text AS "replacedFinalKwh", s.replaced_start_kwh::text AS "replacedStartKwh",
            s.billed, s.reconnection_fee::text AS "reconnectionFee", s.reconnection_fee_lbp::text AS "reconnectionFeeLbp"
       FROM (${snapshotsSql(where)}) s
       LEFT JOIN billing_systems b ON b.id = s.system
      ORDER BY s.month DESC, b.display_order, s.customer_number, s.archived_at, s.id
      LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
}

/** Each month's totals over every snapshot matching `filter` (not only one page), newest first. */
export function totalMonthlySnapshots(
  db: SqlExecutor,
  filter: MonthlyArchiveFilter,
): Promise<MonthlyArchiveTotals[]> {
  const { where, params } = filterOf(filter);
  return db.query<MonthlyArchiveTotals>(
    `SELECT s.month, count(*)::int AS customers, COALESCE(sum(s.amount), 0)::float8 AS billed,
            COALESCE(sum(s.arrears), 0)::float8 AS arrears, COALESCE(sum(s.amount_paid), 0)::float8 AS paid,
            COALESCE(sum(s.outstanding_balance), 0)::float8 AS outstanding
       FROM (${snapshotsSql(where)}) s
      GROUP BY s.month ORDER BY s.month DESC`,
    params,
  );
}

/** Every month that has a snapshot in any system, newest first. */
export async function listArchivedMonths(db: SqlExecutor): Promise<string[]> {
  const rows = await db.query<{ month: string }>(
    `SELECT month FROM monthly_archives UNION SELECT month FROM kwh_monthly_archives ORDER BY month DESC`,
  );
  return rows.map((row) => row.month);
}
