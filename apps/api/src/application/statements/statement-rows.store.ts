import { ArchiveReason, type TariffKind } from '@kahraba/billing-domain';
import {
  closedMonthRowsSql,
  CUT_OFF_AT_SQL,
  monthBillingSelect,
  type MonthBillingColumns,
  scopeOf,
  STORED_RATE_SQL,
  type SqlExecutor,
  type SystemTables,
} from '@kahraba/persistence';

/**
 * What a statement is built from, one row per customer whatever the tariff: the customer, the month
 * billed, the balance and the entered prices and readings (decimal text, exact). The columns of the
 * other tariff kind are null.
 */
export interface StatementRow extends MonthBillingColumns {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  phone: string | null;
  month: string;
  arrears: string;
  amountPaid: string;
  /** The rate stated: the kWh bill's own; for a flat subscription the stored rate, or the one its
   * closed month kept (docs/closed-month-rate.md). */
  rate: string;
  ampere: string;
  pricePerAmpere: string | null;
  previousKwh: string | null;
  currentKwh: string | null;
  pricePerKwh: string | null;
  pricePerKwhLbp: string | null;
  subscriptionFee: string | null;
  subscriptionFeeLbp: string | null;
  /**
   * Metered: the current reading is an estimate; the previous one was
   * (docs/business-rules.md#the-reading-round-and-estimates).
   */
  readingEstimated?: boolean | null;
  previousEstimated?: boolean | null;
  unreadReason?: string | null;
  /** Metered: a meter replaced this month (old final, new start), else null. */
  replacedFinalKwh?: string | null;
  replacedStartKwh?: string | null;
  /** docs/cut-off.md: since when and why the customer is cut off (an ISO instant), else null. */
  cutOffAt?: string | null;
  cutOffReason?: string | null;
}

/** The columns each tariff kind reads (the one place the two kinds differ); `archived`: the rows are
 * a closed month's. */
const TARIFF_COLUMNS: Readonly<Record<TariffKind, (archived: boolean) => string>> = {
  // docs/closed-month-rate.md: a closed month states the rate its close kept, the live month today's.
  'flat-per-ampere': (archived) => `${archived ? 'r.exchange_rate_used' : STORED_RATE_SQL}::text AS rate,
    r.ampere_price::text AS "pricePerAmpere",
    NULL AS "previousKwh", NULL AS "currentKwh", NULL AS "pricePerKwh", NULL AS "pricePerKwhLbp",
    NULL AS "subscriptionFee", NULL AS "subscriptionFeeLbp"`,
  'metered-per-kwh': () => `r.exchange_rate_used::text AS rate, NULL AS "pricePerAmpere",
    r.previous_kwh::text AS "previousKwh", r.current_kwh::text AS "currentKwh",
    r.price_per_kwh::text AS "pricePerKwh", r.price_per_kwh_lbp::text AS "pricePerKwhLbp",
    r.subscription_fee::text AS "subscriptionFee", r.subscription_fee_lbp::text AS "subscriptionFeeLbp",
    r.reading_estimated AS "readingEstimated", r.previous_estimated AS "previousEstimated",
    r.unread_reason AS "unreadReason", r.replaced_final_kwh::text AS "replacedFinalKwh",
    r.replaced_start_kwh::text AS "replacedStartKwh"`,
};

/**
 * The statement rows of the given live customers of one system (or all of them, by customer
 * number) in one statement, set-based: a print run of 2,000 invoices is one query, not 2,000. Ids of
 * other systems are simply not found. With `closedMonth` ('YYYY-MM') the rows are the ones that
 * month's close kept in the monthly archive, each under its customer's live id (docs/printing.md):
 * the same columns, so the same statement as on the day of the close.
 */
export function findStatementRows(
  db: SqlExecutor,
  tables: SystemTables,
  tariff: TariffKind,
  ids: readonly string[] | 'all',
  closedMonth?: string,
): Promise<StatementRow[]> {
  const source =
    closedMonth === undefined
      ? { table: tables.live, id: 'r.id', where: scopeOf(tables, 'r'), params: [] as unknown[] }
      : {
          table: tables.monthly,
          id: 'r.original_id',
          where: closedMonthRowsSql(tables, 'r', '$1'),
          params: [closedMonth] as unknown[],
        };
  const chosen = ids === 'all' ? '' : `AND ${source.id} = ANY($${source.params.length + 1}::uuid[])`;
  return db.query<StatementRow>(
    `SELECT ${statementColumns(tariff, source.id, closedMonth !== undefined)}
     FROM ${source.table} r
     WHERE ${source.where} ${chosen}
     ORDER BY r.customer_number`,
    ids === 'all' ? source.params : [...source.params, ids],
  );
}

/**
 * Every month the system closed for one customer (its live id), newest first, as the monthly archive
 * kept them: the same columns as a closed month's print, so the same statements
 * (docs/customer-history.md). A manual archive is not a closed month; a month archived twice keeps
 * its latest row.
 */
export function findClosedMonthRowsOf(
  db: SqlExecutor,
  tables: SystemTables,
  tariff: TariffKind,
  id: string,
): Promise<StatementRow[]> {
  return db.query<StatementRow>(
    `SELECT DISTINCT ON (r.month) ${statementColumns(tariff, 'r.original_id', true)}
     FROM ${tables.monthly} r
     WHERE ${scopeOf(tables, 'r')} AND r.archive_reason = '${ArchiveReason.NewMonth}' AND r.original_id = $1
     ORDER BY r.month DESC, r.archived_at DESC`,
    [id],
  );
}

function statementColumns(tariff: TariffKind, id: string, archived: boolean): string {
  return `${id} AS id, r.customer_number AS "customerNumber", r.name, r.box, r.address, r.phone, r.month,
    r.arrears::text AS arrears, r.amount_paid::text AS "amountPaid", r.ampere::text AS ampere,
    ${monthBillingSelect()}, ${CUT_OFF_AT_SQL} AS "cutOffAt", r.cut_off_reason AS "cutOffReason",
    ${TARIFF_COLUMNS[tariff](archived)}`;
}
