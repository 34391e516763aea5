import { assertMayVoidHandedOver, type UserRole } from '@kahraba/billing-domain';
import { HANDED_OVER_SUMS, NOT_VOID_RECEIVED_FROM_TO } from '../payments-report/payments-report.store';
import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import type { SqlExecutor } from '../sql/sql-database';

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * One collector's business day as stored (docs/handover.md): what the ledger says they took (exact
 * decimal text, the payments report's `usdReceived`/`lbpReceived`), and the count when one was recorded.
 */
export interface StoredHandoverDay {
  collectorId: string;
  collectorName: string;
  /** YYYY-MM-DD. */
  day: string;
  /** Payments not void they took that day. */
  count: number;
  usdReceived: string;
  lbpReceived: string;
  countedUsd: string | null;
  countedLbp: string | null;
  /** Who recorded the count: the user's name, else the e-mail or 'cli:<user>' it was recorded under. */
  recordedBy: string | null;
  /** ISO instant. */
  recordedAt: string | null;
}

/** A count to keep for a collector's day (replacing any count of the same day). */
interface NewHandoverCount {
  collectorId: string;
  day: string;
  countedUsd: string;
  countedLbp: string;
  /** The signed-in user's e-mail, or 'cli:<user>' from the terminal. */
  recordedBy: string;
  recordedAt: Date;
}

/**
 * Every collector who took money on `day` (payments not void, taken by a user) or whose day was counted,
 * with both sums; one collector only when `collectorId` is given. Ordered by the collector's name.
 */
export function readHandoverDays(
  db: SqlExecutor,
  day: string,
  collectorId?: string,
): Promise<StoredHandoverDay[]> {
  return db.query<StoredHandoverDay>(
    `WITH taken AS (
       SELECT p.received_by_user_id AS collector_id, count(*)::int AS count, ${HANDED_OVER_SUMS}
       FROM payments p
       WHERE ${NOT_VOID_RECEIVED_FROM_TO} AND p.received_by_user_id IS NOT NULL
         AND ($3::uuid IS NULL OR p.received_by_user_id = $3)
       GROUP BY p.received_by_user_id
     ),
     counted AS (
       SELECT h.* FROM cash_handovers h WHERE h.day = $1::date AND ($3::uuid IS NULL OR h.collector_id = $3)
     )
     SELECT u.id AS "collectorId",
       COALESCE(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''), u.email) AS "collectorName",
       $1::date::text AS day, COALESCE(t.count, 0) AS count,
       COALESCE(t."usdReceived", '0') AS "usdReceived", COALESCE(t."lbpReceived", '0') AS "lbpReceived",
       h.counted_usd::text AS "countedUsd", h.counted_lbp::text AS "countedLbp",
       CASE WHEN h.id IS NULL THEN NULL
         ELSE COALESCE(NULLIF(btrim(r.first_name || ' ' || r.last_name), ''), h.recorded_by) END AS "recordedBy",
       to_char(h.recorded_at AT TIME ZONE 'UTC', ${ISO}) AS "recordedAt"
     FROM users u
     LEFT JOIN taken t ON t.collector_id = u.id
     LEFT JOIN counted h ON h.collector_id = u.id
     LEFT JOIN users r ON r.id = h.recorded_by_user_id
     WHERE t.collector_id IS NOT NULL OR h.id IS NOT NULL
     ORDER BY "collectorName", u.id`,
    [day, day, collectorId ?? null],
  );
}

/** A user's name and whether they exist (a count names a user of the business). */
export async function findCollectorName(db: SqlExecutor, collectorId: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    `SELECT COALESCE(NULLIF(btrim(first_name || ' ' || last_name), ''), email) AS name
     FROM users WHERE id = $1::uuid`,
    [collectorId],
  );
  return row?.name ?? null;
}

/**
 * Keeps the count of a collector's day, replacing the one before (locked first, in the caller's
 * transaction); answers the count it replaced, if any (exact decimal text).
 */
export async function saveHandoverCount(
  tx: SqlExecutor,
  count: NewHandoverCount,
): Promise<{ countedUsd: string; countedLbp: string } | null> {
  const [before] = await tx.query<{ countedUsd: string; countedLbp: string }>(
    `SELECT counted_usd::text AS "countedUsd", counted_lbp::text AS "countedLbp"
     FROM cash_handovers WHERE collector_id = $1::uuid AND day = $2::date FOR UPDATE`,
    [count.collectorId, count.day],
  );
  await tx.query(
    `INSERT INTO cash_handovers AS h (collector_id, day, counted_usd, counted_lbp, recorded_by,
        recorded_by_user_id, recorded_at)
     VALUES ($1::uuid, $2::date, $3::numeric, $4::numeric, $5, (SELECT id FROM users WHERE lower(email) = lower($5)), $6)
     ON CONFLICT (collector_id, day) DO UPDATE SET counted_usd = EXCLUDED.counted_usd,
       counted_lbp = EXCLUDED.counted_lbp, recorded_by = EXCLUDED.recorded_by,
       recorded_by_user_id = EXCLUDED.recorded_by_user_id, recorded_at = EXCLUDED.recorded_at`,
    [count.collectorId, count.day, count.countedUsd, count.countedLbp, count.recordedBy, count.recordedAt],
  );
  return before ?? null;
}

/**
 * Whether the business day a payment was received on (`receivedAt`, an instant) is counted for the
 * collector who took it (docs/handover.md: such a payment is voided by an administrator only).
 */
export async function isPaymentDayHandedOver(
  db: SqlExecutor,
  collectorId: string,
  receivedAt: string,
): Promise<boolean> {
  const [row] = await db.query<{ handedOver: boolean }>(
    `SELECT ${takenOnCountedDaySql('p')} AS "handedOver"
     FROM (SELECT $1::uuid AS received_by_user_id, $2::timestamptz AS received_at) p`,
    [collectorId, receivedAt],
  );
  return row?.handedOver === true;
}

/** Whether any of the payments `ids` not void yet was taken on a counted day (who may void them all). */
export async function anyTakenOnCountedDay(db: SqlExecutor, ids: readonly string[]): Promise<boolean> {
  const [row] = await db.query<{ handedOver: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM payments p
       WHERE p.id = ANY($1::uuid[]) AND p.voided_at IS NULL AND ${takenOnCountedDaySql('p')}) AS "handedOver"`,
    [ids],
  );
  return row?.handedOver === true;
}

/**
 * SQL: whether the payment row `alias` (its `received_by_user_id`, `received_at`) was taken on a business
 * day counted for the collector who took it (docs/handover.md#voiding-after-the-handover).
 */
export function takenOnCountedDaySql(alias: string): string {
  return `EXISTS (SELECT 1 FROM cash_handovers h
    WHERE h.collector_id = ${alias}.received_by_user_id
      AND h.day = (${alias}.received_at AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})::date)`;
}

/** SQL: the role on file of the user a ledger actor (an e-mail) names; NULL for 'cli:<user>' or the system. */
export function actorRoleSql(actor: string): string {
  return `(SELECT u.role FROM users u WHERE lower(u.email) = lower(${actor}))`;
}

/**
 * The ledger's bulk voids (docs/handover.md#voiding-after-the-handover): `handedOver` payments of counted
 * days among those just voided are refused unless the actor is an administrator; an actor who is no
 * user (the terminal, the system) acts as the owner. Thrown inside the caller's transaction, so the
 * voids roll back with everything else it wrote.
 */
export function assertMayVoidCountedDays(actorRole: UserRole | null, handedOver: number): void {
  assertMayVoidHandedOver(actorRole ?? 'admin', handedOver > 0);
}
