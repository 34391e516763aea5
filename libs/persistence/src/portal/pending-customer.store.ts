import type { SqlExecutor } from '../sql/sql-database';

export type MeterType = 'meter' | 'cutoff';
export type PendingCustomerStatus = 'pending' | 'approved' | 'declined';

/**
 * A request from the public registration form (docs/customer-portal.md); the amperes as exact decimal text.
 */
export interface NewPendingCustomer {
  name: string;
  phone: string;
  address: string;
  ampereRequested: string;
  meterType: MeterType;
}

/** Stores a new request, pending review. */
export async function insertPendingCustomer(
  db: SqlExecutor,
  request: NewPendingCustomer,
): Promise<{ id: string; status: PendingCustomerStatus; referenceNumber: number }> {
  const [created] = await db.query<{ id: string; status: PendingCustomerStatus; referenceNumber: number }>(
    `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type)
     VALUES ($1, $2, $3, $4::numeric, $5)
     RETURNING id, status, reference_number AS "referenceNumber"`,
    [request.name, request.phone, request.address, request.ampereRequested, request.meterType],
  );
  return created;
}

/** A request as the review screen lists it; amperes as exact decimal text. */
export interface PendingCustomerView {
  id: string;
  name: string;
  phone: string;
  address: string;
  ampereRequested: string;
  meterType: MeterType;
  status: PendingCustomerStatus;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  approvedSystem: string | null;
  customerNumber: number | null;
  /** The number the applicant was given (REG-1001: registrationReferenceOf). */
  referenceNumber: number;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const VIEW_COLUMNS = `p.id, p.name, p.phone, p.address, p.ampere_requested::text AS "ampereRequested",
  p.meter_type AS "meterType", p.status, ${ISO('p.created_at')} AS "createdAt",
  ${ISO('p.reviewed_at')} AS "reviewedAt", p.reviewed_by AS "reviewedBy",
  p.approved_system AS "approvedSystem", p.customer_number AS "customerNumber",
  p.reference_number AS "referenceNumber"`;

/** Every request: the pending ones oldest first (first come, first served), then the reviewed ones, latest review first. */
export function listPendingCustomers(db: SqlExecutor): Promise<PendingCustomerView[]> {
  return db.query<PendingCustomerView>(
    `SELECT ${VIEW_COLUMNS} FROM pending_customers p
     ORDER BY (p.status = 'pending') DESC, p.reviewed_at DESC NULLS LAST, p.created_at, p.id`,
  );
}

/** The request, locked until the review's transaction ends (two reviewers cannot both act on it). */
export async function lockPendingCustomer(db: SqlExecutor, id: string): Promise<PendingCustomerView | null> {
  const [row] = await db.query<PendingCustomerView>(
    `SELECT ${VIEW_COLUMNS} FROM pending_customers p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/** Records the review: declined, or approved as the customer it became. */
export async function recordPendingCustomerReview(
  db: SqlExecutor,
  id: string,
  review:
    | { status: 'declined'; reviewedBy: string }
    | {
        status: 'approved';
        reviewedBy: string;
        approvedSystem: string;
        customerId: string;
        customerNumber: number;
      },
): Promise<PendingCustomerView> {
  const approved = review.status === 'approved' ? review : null;
  const [row] = await db.query<PendingCustomerView>(
    `UPDATE pending_customers p SET status = $2, reviewed_at = now(), reviewed_by = $3,
       approved_system = $4, customer_id = $5::uuid, customer_number = $6
     WHERE p.id = $1 RETURNING ${VIEW_COLUMNS}`,
    [
      id,
      review.status,
      review.reviewedBy,
      approved?.approvedSystem ?? null,
      approved?.customerId ?? null,
      approved?.customerNumber ?? null,
    ],
  );
  return row;
}

/** How many requests wait for review (the dashboard's link says so). */
export async function countPendingCustomers(db: SqlExecutor): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pending_customers WHERE status = 'pending'`,
  );
  return row?.count ?? 0;
}
