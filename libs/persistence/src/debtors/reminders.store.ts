import type { SqlExecutor } from '../sql/sql-database';

/** One customer of a reminder run: the link to open, or why the run skips them. */
export interface ReminderRunCustomerRow {
  position: number;
  system: string;
  customerId: string;
  customerNumber: number;
  name: string;
  link: string | null;
  skipReason: string | null;
  /** When this run's link was opened (the customer reminded), or null. */
  remindedAt: Date | null;
}

export interface ReminderRunRow {
  id: string;
  startedAt: Date;
  startedBy: string;
  skipWithinDays: number;
  provider: string;
}

/** Writes a run and its customers in order, in the caller's transaction; answers the run's id. */
export async function insertReminderRun(
  tx: SqlExecutor,
  run: { startedAt: Date; startedBy: string; skipWithinDays: number; provider: string },
  customers: readonly Omit<ReminderRunCustomerRow, 'position' | 'remindedAt'>[],
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO reminder_runs (started_at, started_by, skip_within_days, provider)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [run.startedAt, run.startedBy, run.skipWithinDays, run.provider],
  );
  if (customers.length > 0) {
    await tx.query(
      `INSERT INTO reminder_run_customers (run_id, position, system, customer_id, customer_number, name, link, skip_reason)
       SELECT $1, c.n - 1, c.system, c.customer_id, c.customer_number, c.name, c.link, c.skip_reason
       FROM unnest($2::text[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::text[])
         WITH ORDINALITY AS c(system, customer_id, customer_number, name, link, skip_reason, n)`,
      [
        row.id,
        customers.map((c) => c.system),
        customers.map((c) => c.customerId),
        customers.map((c) => c.customerNumber),
        customers.map((c) => c.name),
        customers.map((c) => c.link),
        customers.map((c) => c.skipReason),
      ],
    );
  }
  return row.id;
}

export async function findReminderRun(db: SqlExecutor, id: string): Promise<ReminderRunRow | null> {
  const [row] = await db.query<ReminderRunRow>(
    `SELECT id, started_at AS "startedAt", started_by AS "startedBy", skip_within_days AS "skipWithinDays", provider
     FROM reminder_runs WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** The run's customers in the order it walks them, each with when its link was opened. */
export function findReminderRunCustomers(db: SqlExecutor, runId: string): Promise<ReminderRunCustomerRow[]> {
  return db.query<ReminderRunCustomerRow>(
    `SELECT c.position, c.system, c.customer_id AS "customerId", c.customer_number AS "customerNumber", c.name,
       c.link, c.skip_reason AS "skipReason", x.reminded_at AS "remindedAt"
     FROM reminder_run_customers c
     LEFT JOIN reminders x ON x.run_id = c.run_id AND x.system = c.system AND x.customer_id = c.customer_id
     WHERE c.run_id = $1 ORDER BY c.position`,
    [runId],
  );
}

/**
 * Keeps that the customer was reminded in this run (once: opening the link again keeps the first
 * time); answers whether this call wrote the reminder.
 */
export async function insertReminder(
  tx: SqlExecutor,
  reminder: { runId: string; system: string; customerId: string; remindedAt: Date; remindedBy: string },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO reminders (run_id, system, customer_id, reminded_at, reminded_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (run_id, system, customer_id) DO NOTHING RETURNING id`,
    [reminder.runId, reminder.system, reminder.customerId, reminder.remindedAt, reminder.remindedBy],
  );
  return rows.length > 0;
}
