/**
 * Who the audit log, a batch or a payment names as its author
 * (docs/operator-guide.md#users-and-the-audit-log): a signed-in user by e-mail; the terminal as
 * `cli:<OS account>`, with the user it acts for (`billing --as EMAIL`) beside it:
 * `cli:root (rania@example.com)`; 'system' for the start itself.
 */
export function terminalActorOf(osUser: string, asEmail?: string): string {
  return asEmail ? `cli:${osUser} (${asEmail})` : `cli:${osUser}`;
}

const TERMINAL_ACTING_FOR = /^cli:.* \(([^\s()]+@[^\s()]+)\)$/;

/** The e-mail of the user an actor names (its account is found by it), or null: the terminal alone, the system. */
export function actorEmailOf(actor: string): string | null {
  if (actor.startsWith('cli:')) return TERMINAL_ACTING_FOR.exec(actor)?.[1] ?? null;
  return actor.includes('@') ? actor : null;
}
