import type { PaymentsReportGroup } from '@kahraba/billing-domain';
import { BUSINESS_TIME_ZONE_SQL } from '../sql/business-time-zone';
import { AMPERE_TABLES } from '../records/system-tables';
import type { SqlExecutor } from '../sql/sql-database';

/** Which payments: received on the days from `from` to `to` (both included, Lebanon's calendar). */
export interface StoredPaymentsPeriod {
  from: string;
  to: string;
  system?: string;
  /** Only the payments this user took (a collector's own collections, docs/operator-guide.md#roles). */
  receivedByUserId?: string;
}

/** One group's sums as stored: exact decimal text for money, and what names the group. */
export interface StoredPaymentsGroup {
  key: string;
  /** The system of a system's or a box's group (its Arabic name and display order alongside). */
  system: string | null;
  systemName: string | null;
  systemOrder: number | null;
  box: string | null;
  /** The collector's user name (first and last) when the user still exists. */
  userName: string | null;
  count: number;
  totalUsd: string;
  usdReceived: string;
  lbpReceived: string;
}

/** A box of a system in its live month, as stored (exact decimal text). */
export interface StoredBoxCollection {
  system: string;
  systemName: string;
  systemOrder: number;
  box: string | null;
  billed: string;
  collected: string;
  outstanding: string;
}

const named = (system: string, systemName: string, systemOrder: string, box: string, userName: string) =>
  `${system} AS system, ${systemName} AS "systemName", ${systemOrder} AS "systemOrder", ${box} AS box,
   ${userName} AS "userName"`;
const NOTHING_NAMED = named('NULL::text', 'NULL::text', 'NULL::int', 'NULL::text', 'NULL::text');

// What each grouping keys on, what names its groups, and the users it needs (the collector's name).
const GROUPINGS: Readonly<
  Record<PaymentsReportGroup, { key: string; named: string; by: string; users?: true }>
> = {
  day: {
    key: `((p.received_at AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})::date)::text`,
    named: NOTHING_NAMED,
    by: '',
  },
  collector: {
    key: 'p.received_by',
    named: named(
      'NULL::text',
      'NULL::text',
      'NULL::int',
      'NULL::text',
      `max(NULLIF(btrim(u.first_name || ' ' || u.last_name), ''))`,
    ),
    by: '',
    users: true,
  },
  system: {
    key: 'p.system',
    named: named('p.system', 's.arabic_name', 's.display_order', 'NULL::text', 'NULL::text'),
    by: ', p.system, s.arabic_name, s.display_order',
  },
  method: { key: 'p.method', named: NOTHING_NAMED, by: '' },
  box: {
    key: `p.system || ':' || COALESCE(p.box, '')`,
    named: named('p.system', 's.arabic_name', 's.display_order', 'p.box', 'NULL::text'),
    by: ', p.system, s.arabic_name, s.display_order, p.box',
  },
};

/**
 * What was handed over in each currency by the payments `p` of a group: dollars of the payments in USD,
 * pounds of the payments in LBP (`usdReceived`, `lbpReceived`); the cash handover counts the same
 * (docs/handover.md).
 */
export const HANDED_OVER_SUMS = `
  COALESCE(sum(p.amount) FILTER (WHERE p.currency = 'USD'), 0)::text AS "usdReceived",
  COALESCE(sum(p.amount_lbp) FILTER (WHERE p.currency = 'LBP'), 0)::text AS "lbpReceived"`;

/** The payments `p` not void received on the days $1 to $2 (both included) in the business's calendar. */
export const NOT_VOID_RECEIVED_FROM_TO = `p.voided_at IS NULL
  AND p.received_at >= ($1::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})
  AND p.received_at < (($2::date + 1)::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE_SQL})`;

/**
 * The payments not void received in the period (its days in the business's time zone, whatever the
 * server's), summed per group in SQL: USD settled, dollars and pounds handed over. In no particular
 * order; the caller orders them.
 */
export function readPaymentsGroups(
  db: SqlExecutor,
  by: PaymentsReportGroup,
  period: StoredPaymentsPeriod,
): Promise<StoredPaymentsGroup[]> {
  const grouping = GROUPINGS[by];
  // A user is matched by id, or by e-mail for a payment recorded without one.
  const users = grouping.users
    ? `LEFT JOIN users u ON u.id = p.received_by_user_id
         OR (p.received_by_user_id IS NULL AND lower(u.email) = lower(p.received_by))`
    : '';
  return db.query<StoredPaymentsGroup>(
    `SELECT ${grouping.key} AS key, ${grouping.named}, count(*)::int AS count,
       sum(p.amount)::text AS "totalUsd", ${HANDED_OVER_SUMS}
     FROM payments p
     JOIN billing_systems s ON s.id = p.system
     ${users}
     WHERE ${NOT_VOID_RECEIVED_FROM_TO}
       AND ($3::text IS NULL OR p.system = $3)
       AND ($4::uuid IS NULL OR p.received_by_user_id = $4)
     GROUP BY ${grouping.key}${grouping.by}`,
    [period.from, period.to, period.system ?? null, period.receivedByUserId ?? null],
  );
}

/**
 * Every box of every system (or of one) in its live month: this month's charges, the ledger's
 * payments of them (amount_paid, which the ledger keeps in the same transaction), and what the
 * customers still owe (balances above zero, arrears included).
 */
export function readBoxCollections(db: SqlExecutor, system?: string): Promise<StoredBoxCollection[]> {
  return db.query<StoredBoxCollection>(
    `WITH live AS (
       SELECT '${AMPERE_TABLES.system}'::text AS system, box, amount AS billed, amount_paid AS collected,
              outstanding_balance FROM ${AMPERE_TABLES.live} WHERE NOT is_deleted
       UNION ALL
       SELECT system, box, total_amount, amount_paid, outstanding_balance FROM kwh_customers WHERE NOT is_deleted
     )
     SELECT l.system, s.arabic_name AS "systemName", s.display_order AS "systemOrder", l.box,
       sum(l.billed)::text AS billed, sum(l.collected)::text AS collected,
       sum(GREATEST(l.outstanding_balance, 0))::text AS outstanding
     FROM live l JOIN billing_systems s ON s.id = l.system
     WHERE ($1::text IS NULL OR l.system = $1)
     GROUP BY l.system, s.arabic_name, s.display_order, l.box`,
    [system ?? null],
  );
}
