/**
 * How long the app's own connections wait on PostgreSQL (docs/database-faults.md): no request may hang on a
 * database that stalls. Bulk work fits with room to spare: the month close of 20,000 customers takes
 * about 0.35 s and the largest import a few seconds (docs/benchmarks.md). Backups, restores and their
 * verification open clients of their own and set their own limits; migrations run before the app
 * serves anything and are not bounded here.
 */
export const QUERY_DEADLINES = {
  /** The server cancels a statement (and a lock wait) running longer: a runaway query ends cleanly. */
  statementMs: 30_000,
  /**
   * The client gives up on an answer: a frozen server (SIGSTOP, a paused machine) accepts TCP and
   * never answers, so its own statement_timeout never fires. Later than the server's, so that a
   * server alive but slow cancels its statement first and its connection stays usable.
   */
  answerMs: 35_000,
  /** Connecting, and waiting for a free connection of a pool (a frozen server holds every one). */
  connectMs: 10_000,
} as const;

/** The deadlines as pg's Client and Pool settings. */
export function pgDeadlineSettings(): {
  statement_timeout: number;
  query_timeout: number;
  connectionTimeoutMillis: number;
  keepAlive: boolean;
} {
  return {
    statement_timeout: QUERY_DEADLINES.statementMs,
    query_timeout: QUERY_DEADLINES.answerMs,
    connectionTimeoutMillis: QUERY_DEADLINES.connectMs,
    // A server that vanished without closing its sockets (a dead machine) is found by the OS.
    keepAlive: true,
  };
}
