import type { SqlExecutor } from '../sql/sql-database';

export type MeterType = 'meter' | 'cutoff';
export type PendingCustomerStatus = 'pending' | 'approved' | 'declined';

/** A request from the public registration form (spec 000 §3.4); the amperes as exact decimal text. */
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
): Promise<{ id: string; status: PendingCustomerStatus }> {
  const [created] = await db.query<{ id: string; status: PendingCustomerStatus }>(
    `INSERT INTO pending_customers (name, phone, address, ampere_requested, meter_type)
     VALUES ($1, $2, $3, $4::numeric, $5)
     RETURNING id, status`,
    [request.name, request.phone, request.address, request.ampereRequested, request.meterType],
  );
  return created;
}
