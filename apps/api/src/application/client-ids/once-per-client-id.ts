import type { SqlExecutor } from '@kahraba/persistence';

/** A write a client may send again with the id it made for it (`kind` keeps the ids of each write apart). */
export interface ClientRequest<T> {
  kind: string;
  /** Null: the client gave no id, every request is a new one. */
  clientId: string | null;
  /** What the first request with this id answered, or null if there was none. */
  earlier: (clientId: string) => Promise<T | null>;
}

/**
 * One answer per client id, for every write a client may repeat (an offline payment replayed, a
 * reading sent again, a create-once retry after a lost answer): the first request does the write; a
 * repeat waits for it (one transaction at a time per id, until it commits or rolls back) and is given
 * the first one's answer, writing nothing. Call it inside the write's transaction.
 */
export async function oncePerClientId<T>(
  tx: SqlExecutor,
  request: ClientRequest<T>,
  first: () => Promise<T>,
): Promise<T> {
  if (request.clientId === null) return first();
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `${request.kind}:${request.clientId}`,
  ]);
  const answered = await request.earlier(request.clientId);
  return answered ?? first();
}
