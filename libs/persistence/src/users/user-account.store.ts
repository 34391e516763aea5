import type { UserRole } from '@kahraba/billing-domain';
import type { SqlExecutor } from '../sql/sql-database';

/** A user as the administrators' screen lists it (never the password hash). */
export interface UserAccountView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  active: boolean;
  /** A collector who walks the reading round too (docs/meter-reader.md). */
  meterReader: boolean;
  createdAt: string;
}

const COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName", role, active,
  meter_reader AS "meterReader", to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

export async function listUserAccounts(db: SqlExecutor): Promise<UserAccountView[]> {
  return db.query<UserAccountView>(`SELECT ${COLUMNS} FROM users ORDER BY created_at, email`);
}

/** One account, locked for the rest of the transaction when `forUpdate`. */
export async function findUserAccount(
  db: SqlExecutor,
  id: string,
  forUpdate = false,
): Promise<UserAccountView | undefined> {
  const [row] = await db.query<UserAccountView>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** The account that signs in with `email` as stored (lower case), with its password hash; undefined when none. */
export async function findSignInAccount(
  db: SqlExecutor,
  email: string,
): Promise<(UserAccountView & { passwordHash: string }) | undefined> {
  const [row] = await db.query<UserAccountView & { passwordHash: string }>(
    `SELECT ${COLUMNS}, password_hash AS "passwordHash" FROM users WHERE email = $1`,
    [email],
  );
  return row;
}

/** How many accounts there are, active or not. */
export async function countUserAccounts(db: SqlExecutor): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return row.count;
}

export async function isEmailTaken(db: SqlExecutor, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export async function insertUserAccount(
  db: SqlExecutor,
  user: {
    email: string;
    firstName: string;
    lastName: string;
    role: UserRole;
    meterReader: boolean;
    passwordHash: string;
  },
): Promise<UserAccountView> {
  const [row] = await db.query<UserAccountView>(
    `INSERT INTO users (email, first_name, last_name, role, meter_reader, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [user.email, user.firstName, user.lastName, user.role, user.meterReader, user.passwordHash],
  );
  return row;
}

/**
 * Active administrators other than `exceptId`, their rows locked: two administrators demoting each
 * other at once cannot both pass the "one active administrator remains" rule.
 */
export async function countOtherActiveAdmins(tx: SqlExecutor, exceptId: string): Promise<number> {
  const rows = await tx.query(
    `SELECT id FROM users WHERE role = 'admin' AND active AND id <> $1 ORDER BY id FOR UPDATE`,
    [exceptId],
  );
  return rows.length;
}

export async function writeUserAccount(
  tx: SqlExecutor,
  id: string,
  account: { role: UserRole; active: boolean; meterReader: boolean },
): Promise<void> {
  await tx.query(
    'UPDATE users SET role = $2, active = $3, meter_reader = $4, updated_at = now() WHERE id = $1',
    [id, account.role, account.active, account.meterReader],
  );
}

export async function writeUserPassword(tx: SqlExecutor, id: string, passwordHash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
}

/**
 * Ends every stored session of a user at once (deactivation, password reset), except `keepSessionId`
 * (the administrator's own, when resetting their own password). Returns how many ended.
 */
export async function endUserSessions(
  tx: SqlExecutor,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await tx.query(
    `DELETE FROM sessions WHERE sess -> 'passport' ->> 'user' = $1 AND sid IS DISTINCT FROM $2 RETURNING sid`,
    [userId, keepSessionId ?? null],
  );
  return rows.length;
}
