import { Quantity } from '@kahraba/billing-domain';
import { scopeOf, type SqlExecutor, type SystemTables } from '@kahraba/persistence';

/**
 * How many closed months the round shows and estimates from
 * (docs/business-rules.md#the-reading-round-and-estimates).
 */
const HISTORY_MONTHS = 3;

/** Within a box, the walking order is the saved order; the boxes' order is compareBoxes (walking-order.ts). */
const ORDER_IN_A_BOX = `r.display_rank NULLS LAST, r.customer_number`;

/** The consumptions of the customer's last closed months the meter counted, newest first (SQL, `r`). */
const LAST_MONTHS = `ARRAY(
  SELECT m.consumption::text FROM %MONTHLY% m
  WHERE m.system = r.system AND m.original_id = r.id AND m.archive_reason = 'new_month' AND m.current_kwh > 0
  ORDER BY m.month DESC, m.archived_at DESC LIMIT ${HISTORY_MONTHS})`;

function lastMonthsSql(tables: SystemTables): string {
  return LAST_MONTHS.replace('%MONTHLY%', tables.monthly);
}

/** A closed month's consumptions, newest first, as the rule reads them. */
export async function lastClosedMonths(
  db: SqlExecutor,
  tables: SystemTables,
  id: string,
): Promise<Quantity[]> {
  const [row] = await db.query<{ months: string[] }>(
    `SELECT ${lastMonthsSql(tables)} AS months FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')} AND r.id = $1`,
    [id],
  );
  return (row?.months ?? []).map((month) => Quantity.parse(month));
}

/** One customer of the round as the reader's phone shows it. */
export interface RoundCustomerRow {
  id: string;
  customerNumber: number;
  name: string;
  box: string | null;
  address: string | null;
  previousKwh: string;
  currentKwh: string;
  readingEstimated: boolean;
  previousEstimated: boolean;
  unreadReason: string | null;
  replacedFinalKwh: string | null;
  replacedStartKwh: string | null;
  lastMonths: string[];
}

/** The live customers of the boxes asked for (every box when null), each box in its saved order. */
export function listRoundCustomers(
  db: SqlExecutor,
  tables: SystemTables,
  boxes: readonly string[] | null,
): Promise<RoundCustomerRow[]> {
  return db.query<RoundCustomerRow>(
    `SELECT r.id, r.customer_number AS "customerNumber", r.name, r.box, r.address,
            r.previous_kwh::text AS "previousKwh", r.current_kwh::text AS "currentKwh",
            r.reading_estimated AS "readingEstimated", r.previous_estimated AS "previousEstimated",
            r.unread_reason AS "unreadReason", r.replaced_final_kwh::text AS "replacedFinalKwh",
            r.replaced_start_kwh::text AS "replacedStartKwh", ${lastMonthsSql(tables)} AS "lastMonths"
       FROM ${tables.live} r
      WHERE ${scopeOf(tables, 'r')} AND ($1::text[] IS NULL OR COALESCE(r.box, '') = ANY($1::text[]))
      ORDER BY ${ORDER_IN_A_BOX}`,
    [boxes],
  );
}

/** Each box's progress this month: read (actual), estimated, could not be read (no estimate), left. */
export interface BoxProgressRow {
  box: string | null;
  total: number;
  read: number;
  estimated: number;
  unread: number;
}

export function boxProgress(db: SqlExecutor, tables: SystemTables): Promise<BoxProgressRow[]> {
  return db.query<BoxProgressRow>(
    `SELECT r.box, count(*)::int AS total,
            count(*) FILTER (WHERE r.current_kwh > 0 AND NOT r.reading_estimated)::int AS read,
            count(*) FILTER (WHERE r.current_kwh > 0 AND r.reading_estimated)::int AS estimated,
            count(*) FILTER (WHERE r.current_kwh = 0 AND r.unread_reason IS NOT NULL)::int AS unread
       FROM ${tables.live} r WHERE ${scopeOf(tables, 'r')}
      GROUP BY r.box`,
  );
}

/** A reading the round applied, kept by its client id with the answer it was given. */
export interface AppliedReading {
  system: string;
  customerId: string;
  answer: unknown;
}

export async function findAppliedReading(db: SqlExecutor, clientId: string): Promise<AppliedReading | null> {
  const [row] = await db.query<AppliedReading>(
    `SELECT system, customer_id AS "customerId", answer FROM meter_readings WHERE client_id = $1`,
    [clientId],
  );
  return row ?? null;
}

export interface NewAppliedReading {
  clientId: string;
  system: string;
  customerId: string;
  month: string;
  box: string | null;
  kind: 'actual' | 'estimated' | 'unread';
  previousKwh: string;
  readingKwh: string;
  consumption: string;
  unreadReason: string | null;
  replacedFinalKwh: string | null;
  replacedStartKwh: string | null;
  warningCode: string | null;
  takenAt: Date;
  recordedBy: string;
  recordedByUserId: string | null;
  answer: unknown;
}

export async function insertAppliedReading(tx: SqlExecutor, reading: NewAppliedReading): Promise<void> {
  await tx.query(
    `INSERT INTO meter_readings (client_id, system, customer_id, month, box, kind, previous_kwh, reading_kwh,
       consumption, unread_reason, replaced_final_kwh, replaced_start_kwh, warning_code, taken_at, recorded_by,
       recorded_by_user_id, answer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb)`,
    [
      reading.clientId,
      reading.system,
      reading.customerId,
      reading.month,
      reading.box,
      reading.kind,
      reading.previousKwh,
      reading.readingKwh,
      reading.consumption,
      reading.unreadReason,
      reading.replacedFinalKwh,
      reading.replacedStartKwh,
      reading.warningCode,
      reading.takenAt,
      reading.recordedBy,
      reading.recordedByUserId,
      JSON.stringify(reading.answer),
    ],
  );
}

/** One reading the round recorded for a customer (the month's first, a correction, an estimate). */
export interface RecordedReadingRow {
  month: string;
  kind: 'actual' | 'estimated' | 'unread';
  previousKwh: string;
  readingKwh: string;
  consumption: string;
  unreadReason: string | null;
  takenAt: string;
  recordedBy: string;
}

/**
 * Every reading the round recorded for one metered customer, by month and the order taken
 * (docs/customer-history.md: a month read twice shows both).
 */
export function listRecordedReadings(
  db: SqlExecutor,
  system: string,
  customerId: string,
): Promise<RecordedReadingRow[]> {
  return db.query<RecordedReadingRow>(
    `SELECT month, kind, previous_kwh::text AS "previousKwh", reading_kwh::text AS "readingKwh",
            consumption::text AS consumption, unread_reason AS "unreadReason",
            to_char(taken_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "takenAt", recorded_by AS "recordedBy"
       FROM meter_readings WHERE system = $1 AND customer_id = $2
      ORDER BY month DESC, taken_at, recorded_at`,
    [system, customerId],
  );
}
