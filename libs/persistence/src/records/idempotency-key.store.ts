import type { SqlExecutor } from '../sql/sql-database';

/**
 * The record a request with this key created before, or null. Call it under the lock that
 * serialises the creating requests (the live month), so two requests with one key cannot both miss.
 */
export async function findIdempotentRecord(
  tx: SqlExecutor,
  scope: string,
  key: string,
): Promise<string | null> {
  const [row] = await tx.query<{ recordId: string }>(
    'SELECT record_id AS "recordId" FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
  return row?.recordId ?? null;
}

/** Remembers what the request with this key created, in the transaction that created it. */
export async function rememberIdempotentRecord(
  tx: SqlExecutor,
  scope: string,
  key: string,
  recordId: string,
): Promise<void> {
  await tx.query('INSERT INTO idempotency_keys (scope, key, record_id) VALUES ($1, $2, $3)', [
    scope,
    key,
    recordId,
  ]);
}

/** Forgets keys older than `hours`: a retry comes long before. */
export async function forgetIdempotencyKeysOlderThan(tx: SqlExecutor, hours: number): Promise<void> {
  await tx.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [
    hours,
  ]);
}
